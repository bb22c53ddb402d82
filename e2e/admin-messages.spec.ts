import { createCourse, uniqueTitle } from './course-helpers';
import { seriousViolations } from './support/axe';
import { messageRowSaying } from './support/messages';
import { overflowOf } from './support/overflow';
import { admin, dataDir, expect, logIn, test } from './support/test';
import { whatsAppSentTo } from './support/whatsapp';

test.use({ bypassCSP: true });

test('a demo class booked reaches WhatsApp and shows in Messages as delivered, and a template edited shows its preview', async ({
  page,
  request,
}) => {
  const course = await createCourse(request, { title: uniqueTitle('Messages Course') });
  const visitor = `Parent ${Date.now()}`;
  const phone = `9${String(Date.now()).slice(-9)}`;

  await page.goto(`/course-detail/${course._id}`);
  await page.getByLabel('Your name').fill(visitor);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Book a demo class' }).click();
  await expect(page.getByRole('status')).toContainText('Your demo class is booked');

  // The journeys' server sends WhatsApp through a loopback Cloud API, which reports it delivered.
  await expect
    .poll(() => whatsAppSentTo(dataDir(), `91${phone}`), { timeout: 20_000 })
    .toEqual([
      expect.objectContaining({
        template: {
          name: 'demo_booked',
          language: 'en',
          parameters: expect.arrayContaining([visitor, course.courseTitle]) as string[],
        },
      }),
    ]);
  await logIn(page, admin.email, admin.password);
  const today = page.getByRole('region', { name: 'Messages today' });
  await expect(today.getByRole('definition').first()).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('link', { name: 'Messages', exact: true }).first().click();
  await expect(page).toHaveURL('/admin/dashboard/messages');
  const row = await messageRowSaying(page, phone, visitor, 'Delivered');
  await expect(row).toContainText('WhatsApp');
  await expect(row).toContainText('Demo class booked');
  await expect(row).toContainText(`+91${phone}`);
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await overflowOf(page)).toEqual([]);
  }

  await page.goto('/admin/dashboard/message-templates');
  const form = page.getByRole('form', { name: 'Demo class booked' });
  await expect(form.getByText("Preview of the site's text").first()).toBeAttached();
  const text = form.getByLabel('WhatsApp · English', { exact: true });
  await text.fill('Hi {name}, see you on {date} at {place}.');
  await expect(
    form.getByText('Hi Kavya Nair, see you on 06/01/2030 at 14 Hazratganj, Lucknow.'),
  ).toBeVisible();
  await text.fill('Hi {student}');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(form.getByText('Use only the placeholders this event has.')).toBeVisible();
  await text.fill('Hi {name}, see you on {date} at {place}.');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

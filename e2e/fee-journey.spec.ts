import { readFile } from 'node:fs/promises';
import { firstPageText } from '../test/helpers/pdf-reading';
import { createCourse, uniqueTitle } from './course-helpers';
import { overflowOf } from './support/overflow';
import { admin, dataDir, expect, logIn, newStudent, registerStudent, test } from './support/test';
import { whatsAppSentTo } from './support/whatsapp';

/** The newest WhatsApp template `name` the stand-in accepted for `phone` (10 digits). */
async function newestTemplate(phone: string, name: string) {
  let parameters: string[] = [];
  await expect
    .poll(
      () => {
        const sent = whatsAppSentTo(dataDir(), `91${phone}`).filter(
          (message) => message.template.name === name,
        );
        parameters = sent.at(-1)?.template.parameters ?? [];
        return sent.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return parameters;
}

test('a desk admission on a three-part plan, a guardian confirmed by code, "Send reminder now", and the guardian pays the part from the WhatsApp link at 390 px; the ledger and the receipt show it', async ({
  page,
  request,
  browser,
  allowedConsoleErrors,
}) => {
  // Three people's screens and two WhatsApp round trips: longer than one journey's usual time.
  test.slow();
  // A second "Send reminder now" the same day is refused with 409, which Chromium logs.
  allowedConsoleErrors.push(/status of 409/);
  const title = uniqueTitle('Fee Journey Course');
  const course = await createCourse(request, { title, price: '9000' });
  const student = newStudent('fees');
  await registerStudent(request, student);
  const guardianPhone = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  // The course offers a plan of three monthly parts of ₹3,000.
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const plan = await request.post(`/api/v1/payment/plans/${course._id}`, {
    data: {
      name: 'Three monthly parts',
      parts: [
        { kind: 'fixed', value: 3000, due: 'admission' },
        { kind: 'fixed', value: 3000, due: 'months', after: 1 },
        { kind: 'percent', value: 100, due: 'months', after: 2 },
      ],
      remainderPart: 2,
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);

  // The front desk admits the student on the plan with the first part in cash.
  await logIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard/front-desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeVisible();
  await page.getByLabel('Student e-mail').fill(student.email);
  await page.getByRole('button', { name: 'Find Student' }).click();
  await expect(page.getByRole('status').filter({ hasText: student.userName })).toBeVisible();
  await page.getByLabel('Course', { exact: true }).selectOption(course._id);
  await page.getByLabel('Instalment plan').selectOption({ label: 'Three monthly parts' });
  await page.getByLabel('Amount (₹)').fill('3000');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded. Balance due: ₹6,000')).toBeVisible();

  const dues = await request.get(`/api/v1/payment/dues?q=${encodeURIComponent(student.email)}`);
  const due = (await dues.json()).data.rows.find(
    (row: { courseId: string }) => row.courseId === course._id,
  );
  expect(due).toBeTruthy();

  // On the student's page the admin adds a guardian, sent a code on WhatsApp.
  await page.goto(`/admin/dashboard/student/${due.user._id}`);
  const guardianForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add guardian' }) });
  await guardianForm.getByLabel('Name').fill('Sunita Rao');
  await guardianForm.getByLabel('Relation').fill('Mother');
  await guardianForm.getByLabel('Mobile number').fill(guardianPhone);
  await guardianForm.getByLabel('Language of messages').selectOption('en');
  await guardianForm.getByRole('button', { name: 'Add guardian' }).click();
  const [, , code, , confirmLink] = await newestTemplate(guardianPhone, 'guardian_code');

  // The guardian, on a phone, confirms with the code.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guardian = await phone.newPage();
  await guardian.goto(new URL(confirmLink!).pathname);
  await guardian.getByLabel('Code').fill(code!);
  await guardian.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    guardian.getByText(`You are confirmed as a guardian of ${student.userName}. Thank you.`),
  ).toBeVisible();

  // From the dues ledger to the student's schedule: "Send reminder now" for the second part.
  await page.goto(`/admin/dashboard/dues`);
  await page.getByRole('link', { name: student.userName }).click();
  const toPay = page.getByRole('region', { name: 'Parts to pay' });
  await expect(toPay.getByRole('listitem')).toHaveCount(2);
  const second = toPay.getByRole('listitem').first();
  await second.getByRole('button', { name: 'Send reminder now' }).click();
  await expect(second).toContainText(
    `Reminder sent to ${student.userName} (student) and Sunita Rao (guardian).`,
  );
  await second.getByRole('button', { name: 'Send reminder now' }).click();
  await expect(second).toContainText('This part was already reminded today.');

  // The reminder reaches the guardian on WhatsApp with the amount and the part's pay link.
  const reminder = await newestTemplate(guardianPhone, 'fee_reminder');
  expect(reminder.slice(0, 4)).toEqual(['Sunita Rao', student.userName, '₹3,000.00', title]);
  const payLink = new URL(reminder[5]!);

  await guardian.goto(payLink.pathname);
  const firstName = student.userName.split(' ')[0];
  await expect(
    guardian.getByRole('heading', { level: 1, name: `Fee for ${firstName}: part 2 of 3` }),
  ).toBeVisible();
  expect(await overflowOf(guardian)).toEqual([]);
  await guardian.getByRole('button', { name: 'Pay ₹3,000 online' }).click();
  const dialog = guardian.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText('₹3,000');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    guardian.getByRole('status').filter({ hasText: /^Paid on \d\d\/\d\d\/\d{4}\. Thank you\.$/ }),
  ).toBeVisible();
  await phone.close();

  // The ledger: one part left on the schedule, and the payment in Transactions with its receipt.
  await page.reload();
  await expect(toPay.getByRole('listitem')).toHaveCount(1);
  await expect(toPay).toContainText('₹3,000 due on');
  await page.goto('/admin/dashboard/purchased-transaction');
  const rows = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  const online = rows.filter({ hasNotText: 'Cash' });
  await expect(online).toContainText('₹3,000');
  const download = page.waitForEvent('download');
  await online.getByRole('link', { name: /^Download receipt/ }).click();
  const text = await firstPageText(await readFile(await (await download).path()));
  expect(text).toContain('RECEIPT');
  expect(text).toContain(title.slice(0, 40));
  expect(text).toContain('Rupees Three Thousand Only');
  expect(text).toMatch(/Balance[^\n]*₹?\s?3,000/);
});

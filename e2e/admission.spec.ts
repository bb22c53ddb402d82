import path from 'node:path';
import { createCourse, uniqueTitle } from './course-helpers';
import { overflowOf } from './support/overflow';
import { admin, dataDir, expect, logIn, test } from './support/test';
import { whatsAppSentTo } from './support/whatsapp';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

test.use({ viewport: { width: 390, height: 844 } });

/** The newest sign-in code WhatsApp's stand-in accepted for `mobileNo`. */
const codeSentTo = (mobileNo: string) =>
  whatsAppSentTo(dataDir(), `91${mobileNo}`)
    .filter((message) => message.template.name === 'sign_in_code')
    .map((message) => message.template.parameters[0] ?? '')
    .at(-1);

test('a parent fills the admission form on a phone with a photo and a marksheet, and the admin accepts it', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const title = uniqueTitle('Admission Course');
  const course = await createCourse(request, { title, price: '12000', files: false });
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const batch = await request.post(`/api/v1/course/batches/${course._id}`, {
    data: {
      startsOn: '2030-07-01',
      days: ['Mon', 'Wed', 'Fri'],
      startTime: '10:00',
      endTime: '11:30',
      mode: 'offline',
      seats: 30,
      seatsTaken: 0,
      place: 'Room 2, Civil Lines',
    },
  });
  expect(batch.ok(), await batch.text()).toBe(true);
  const plan = await request.post(`/api/v1/payment/plans/${course._id}`, {
    data: {
      name: 'Half now, half in a month',
      parts: [
        { kind: 'percent', value: 50, due: 'admission' },
        { kind: 'percent', value: 50, due: 'months', after: 1 },
      ],
      remainderPart: 1,
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  const settings = await request.put('/api/v1/settings/admission-form', {
    data: {
      askFields: ['school', 'qualification'],
      documents: { photo: 'required', idProof: 'off', marksheet: 'required' },
      retentionDays: 180,
      numberPrefix: 'VCI',
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  // The parent, on a phone: the number first, confirmed by the code WhatsApp brings.
  const mobileNo = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const email = `kavya-${Date.now()}@example.com`;
  await page.goto('/admission');
  await expect(page.getByRole('heading', { level: 1, name: 'Admission form' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobileNo);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => codeSentTo(mobileNo), { timeout: 20_000 }).toMatch(/^\d{6}$/);
  await page.getByLabel('Code').fill(codeSentTo(mobileNo)!);
  await page.getByRole('button', { name: 'Confirm and start the form' }).click();
  await expect(page).toHaveURL(/\/admission\?resume=/);

  await page.getByLabel('Course', { exact: true }).selectOption({ label: title });
  await page.getByLabel('Batch').selectOption({ index: 1 });
  await page.getByLabel("Student's name").fill('Kavya Nair');
  await page.getByLabel('Date of birth').fill('2008-03-14');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel("Student's e-mail").fill(email);
  await page.getByLabel('Address').fill('12 Civil Lines');
  await page.getByLabel('State').selectOption('Uttar Pradesh');
  await page.getByLabel('City').fill('Prayagraj');
  await page.getByLabel('School or college').fill('City Public School');
  await page.getByLabel('Highest qualification').fill('12th');
  await page.getByLabel("Guardian's name").fill('Suresh Nair');
  await page.getByLabel('Relation (Father, Mother…)').fill('Father');
  await page.getByLabel("Guardian's mobile number").fill(mobileNo);

  // The photo, framed to passport size on a canvas, and the marksheet, a real PDF.
  await page.getByLabel('Choose a photo').setInputFiles(fixture('applicant-photo.jpg'));
  await expect(page.getByRole('img', { name: 'The photo as it will be saved' })).toBeVisible();
  await page.getByLabel('Size').fill('1.5');
  await page.getByRole('button', { name: 'Use this photo' }).click();
  await expect(page.getByRole('img', { name: 'The photo sent' })).toBeVisible();
  await page.getByLabel(/Previous marksheet/).setInputFiles(fixture('marksheet.pdf'));
  await expect(page.getByText('Sent: marksheet.pdf')).toBeVisible();
  expect(await overflowOf(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/admission-form-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Send the application' }).click();
  await expect(
    page.getByText('Your application has been sent. We will let you know.'),
  ).toBeVisible();

  // The admin accepts it from the new applications.
  const office = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logIn(office, admin.email, admin.password);
  await office.goto('/admin/dashboard/admissions');
  await office.getByRole('link', { name: 'Kavya Nair' }).first().click();
  await expect(office.getByRole('heading', { level: 1, name: 'Kavya Nair' })).toBeVisible();
  await expect(office.getByRole('link', { name: 'marksheet.pdf' })).toBeVisible();
  await office.screenshot({ path: 'test-results/admission-review-1440.png', fullPage: true });
  await office.getByRole('button', { name: 'Accept the admission' }).click();
  await expect(office.getByText(/Accepted · VCI\/\d{4}\/\d{4}/)).toBeVisible();

  // The student's account exists with its admission number, in the batch.
  const id = office.url().split('/').at(-1) ?? '';
  const review = await request.get(`/api/v1/admission/${id}`);
  const { data } = (await review.json()) as {
    data: { userId: string; admissionNumber: string };
  };
  expect(data.admissionNumber).toMatch(/^VCI\/\d{4}\/\d{4}$/);
  const account = await request.get(`/api/v1/user/students/${data.userId}`);
  expect(account.ok()).toBe(true);
  expect(JSON.stringify(await account.json())).toContain(email);
  await office.close();
});

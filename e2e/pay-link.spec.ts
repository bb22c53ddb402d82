import { createCourse, uniqueTitle } from './course-helpers';
import { overflowOf } from './support/overflow';
import { admin, expect, newStudent, test } from './support/test';

const indiaToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

test("at 390 px a guardian opens a fee part's pay link, sees the amount and the UPI QR, pays it and sees it paid", async ({
  browser,
  request,
}) => {
  const title = uniqueTitle('Pay Link Course');
  const course = await createCourse(request, { title, price: '10000' });
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const plan = await request.post(`/api/v1/payment/plans/${course._id}`, {
    data: {
      name: '40% now, 60% in a month',
      parts: [
        { kind: 'percent', value: 40, due: 'admission' },
        { kind: 'percent', value: 60, due: 'months', after: 1 },
      ],
      remainderPart: 1,
      lateFee: { kind: 'flat', value: 250, afterDays: 7 },
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  expect(
    (await request.patch('/api/v1/settings', { data: { upiId: 'vidya.fees@okaxis' } })).ok(),
  ).toBe(true);
  const student = newStudent('paylink');
  const desk = await request.post('/api/v1/payment/desk', {
    data: {
      email: student.email,
      userName: student.userName,
      courseId: course._id,
      amount: 4000,
      mode: 'cash',
      paidOn: indiaToday(),
      planId: (await plan.json()).data._id,
    },
  });
  expect(desk.ok()).toBe(true);
  const feeId: string = (await desk.json()).data._id;
  const part = await request.get(`/api/v1/payment/schedule/${feeId}/parts/1/upi`);
  const link = new URL((await part.json()).data.link);

  const guardian = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await guardian.newPage();
  await page.goto(link.pathname);
  const firstName = student.userName.split(' ')[0];
  await expect(
    page.getByRole('heading', { level: 1, name: `Fee for ${firstName}: part 2 of 2` }),
  ).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Amount outstanding')).toBeVisible();
  await expect(page.getByText(/A late fee of ₹250 applies after/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'UPI QR code to pay ₹6,000' })).toBeVisible();
  await expect(page.getByText('vidya.fees@okaxis')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay by UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=vidya\.fees@okaxis&.*am=6000\.00&cu=INR/,
  );
  expect(await overflowOf(page)).toEqual([]);

  await page.getByRole('button', { name: 'Pay ₹6,000 online' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText('₹6,000');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Paid on \d\d\/\d\d\/\d{4}\. Thank you\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /online/ })).toHaveCount(0);
  await guardian.close();

  const schedule = await request.get(`/api/v1/payment/schedule/${feeId}`);
  expect((await schedule.json()).data).toMatchObject({ paid: 10000, balance: 0 });
  // The part's link takes no second payment.
  expect(
    (await request.post(`/api/v1/payment/pay-link/${link.pathname.split('/pay/')[1]}`)).status(),
  ).toBe(409);
  expect((await request.patch('/api/v1/settings', { data: { upiId: '' } })).ok()).toBe(true);
});

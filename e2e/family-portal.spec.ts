import type { Page } from '@playwright/test';
import { WEEKDAYS } from '#common/batches';
import { addDays } from '#common/batch-sessions';
import { formatCalendarDay, indiaToday } from '#common/format';
import { createCourse, uniqueTitle } from './course-helpers';
import { overflowOf } from './support/overflow';
import { admin, dataDir, expect, newStudent, test, type Student } from './support/test';
import { whatsAppSentTo } from './support/whatsapp';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The newest message from `template` WhatsApp's stand-in accepted for `phone`: its parameters. */
const newestParameters = (phone: string, template: string) =>
  whatsAppSentTo(dataDir(), `91${phone}`)
    .filter((message) => message.template.name === template)
    .map((message) => message.template.parameters)
    .at(-1);

/** The parent signs in by phone with the code sent to them on WhatsApp. */
async function parentSignsIn(page: Page, parent: Student) {
  await page.goto('/login?with=phone');
  await page.getByLabel('Mobile number').fill(parent.mobileNo);
  await page.getByRole('button', { name: 'Send code' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect
    .poll(() => newestParameters(parent.mobileNo, 'sign_in_code')?.[0], { timeout: 20_000 })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Code').fill(newestParameters(parent.mobileNo, 'sign_in_code')![0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await expect(page).not.toHaveURL(/\/login/);
}

test("at 390 px a parent sees their child's absence, the fee due and a released result, and pays the fee", async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Family Course');
  const course = await createCourse(request, { title, price: '10000', files: false });
  const child = newStudent('child');
  const parent = newStudent('parent');
  const ids: Record<string, string> = {};
  for (const person of [child, parent]) {
    const registered = await request.post('/api/v1/user/register', { data: person });
    expect(registered.status()).toBe(201);
    ids[person.email] = ((await registered.json()) as { data: { _id: string } }).data._id;
  }
  const childId = ids[child.email]!;

  // The institute: a fee in two parts, 4,000 paid today; a class today the child missed.
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const plan = await request.post(`/api/v1/payment/plans/${course._id}`, {
    data: {
      name: '40% now, 60% in a month',
      parts: [
        { kind: 'percent', value: 40, due: 'admission' },
        { kind: 'percent', value: 60, due: 'months', after: 1 },
      ],
      remainderPart: 1,
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  const desk = await request.post('/api/v1/payment/desk', {
    data: {
      email: child.email,
      courseId: course._id,
      amount: 4000,
      mode: 'cash',
      paidOn: indiaToday(),
      planId: ((await plan.json()) as { data: { _id: string } }).data._id,
    },
  });
  expect(desk.ok(), await desk.text()).toBe(true);
  const batch = await request.post(`/api/v1/course/batches/${course._id}`, {
    data: {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '05:10',
      endTime: '05:40',
      mode: 'offline',
      seats: 30,
      seatsTaken: 0,
      place: `Family room ${Date.now()}`,
    },
  });
  expect(batch.status(), await batch.text()).toBe(201);
  const batchId = ((await batch.json()) as { data: { _id: string } }).data._id;
  expect(
    (
      await request.post(`/api/v1/course/batch/${batchId}/students`, { data: { userId: childId } })
    ).ok(),
  ).toBe(true);
  const made = await request.post(`/api/v1/course/batch/${batchId}/sessions`, {
    data: { from: indiaToday(), to: addDays(indiaToday(), 7) },
  });
  const sessions = (
    (await made.json()) as { data: { sessions: { _id: string; heldOn: string }[] } }
  ).data.sessions;
  const today = sessions.find((session) => session.heldOn === indiaToday())!;
  const marked = await request.put(`/api/v1/course/sessions/${today._id}/attendance`, {
    data: { submissionId: `family-${Date.now()}`, marks: [{ userId: childId, mark: 'absent' }] },
  });
  expect(marked.ok(), await marked.text()).toBe(true);

  // The parent is the child's guardian, confirmed with the code sent to their WhatsApp.
  const added = await request.post(`/api/v1/guardians/students/${childId}`, {
    data: {
      name: parent.userName,
      relation: 'Father',
      phone: parent.mobileNo,
      email: '',
      language: 'en',
      topics: ['fees', 'attendance', 'results'],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const guardianId = ((await added.json()) as { data: { guardians: { _id: string }[] } }).data
    .guardians[0]!._id;
  await expect
    .poll(() => newestParameters(parent.mobileNo, 'guardian_code')?.[2], { timeout: 20_000 })
    .toMatch(/^\d{6}$/);
  const confirmed = await request.post(
    `/api/v1/guardians/students/${childId}/${guardianId}/confirm`,
    { data: { code: newestParameters(parent.mobileNo, 'guardian_code')![2] } },
  );
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // A paper test of the course, the child's marks entered in the grid and released.
  const paper = await request.post('/api/v1/tests', {
    data: {
      courseId: course._id,
      title: 'Monthly paper test',
      mode: 'offline',
      opensAt: new Date().toISOString(),
      maxMarks: 50,
      passMarks: 20,
    },
  });
  expect(paper.status(), await paper.text()).toBe(201);
  const paperId = ((await paper.json()) as { data: { _id: string } }).data._id;
  const graded = await request.put(`/api/v1/tests/${paperId}/marks`, {
    data: { marks: [{ userId: childId, marks: 42 }] },
  });
  expect(graded.ok(), await graded.text()).toBe(true);
  expect((await request.post(`/api/v1/tests/${paperId}/release`)).ok()).toBe(true);

  await parentSignsIn(page, parent);
  await page.getByRole('button', { name: /menu/i }).first().tap();
  await page.getByRole('link', { name: 'My children' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  await page.getByRole('link', { name: child.userName }).tap();
  await expect(page.getByRole('heading', { level: 1, name: child.userName })).toBeVisible();

  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText(`Absent on ${formatCalendarDay(indiaToday())}`)).toBeVisible();
  await expect(attendance.getByText('0%')).toBeVisible();
  const fees = page.getByRole('region', { name: 'Fees, invoices and receipts' });
  await expect(fees.getByText('Part 2 of 2')).toBeVisible();
  await expect(fees.getByText('₹6,000')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timetable' })).toContainText(title);
  const result = page
    .getByRole('region', { name: 'Results' })
    .getByRole('listitem')
    .filter({ hasText: 'Monthly paper test' });
  await expect(result).toContainText(title);
  await expect(result).toContainText('42 of 50 marks · 84%');
  await expect(result.getByText('Passed')).toBeVisible();
  expect(await overflowOf(page)).toEqual([]);

  await fees.getByRole('link', { name: `Pay ₹6,000 for ${title}, part 2` }).tap();
  await page.getByRole('button', { name: 'Pay ₹6,000 online' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText('₹6,000');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: /^Paid on \d\d\/\d\d\/\d{4}\. Thank you\.$/ }),
  ).toBeVisible();

  await page.goto(`/family/${childId}`);
  await expect(fees.getByText('Nothing is due.')).toBeVisible();
});

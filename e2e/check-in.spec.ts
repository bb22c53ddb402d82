import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

test('a student at 390 px checks in by the short code shown on the trainer’s screen', async ({
  browser,
  page,
  request,
}) => {
  // Today in India, a class all day long, with one student in its batch.
  const india = new Date(Date.now() + 330 * 60_000);
  const today = india.toISOString().slice(0, 10);
  const title = uniqueTitle('Check-in');
  const course = await createCourse(request, { title, files: false });
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const batch = await request.post(`/api/v1/course/batches/${course._id}`, {
    data: {
      startsOn: today,
      days: [WEEKDAYS[india.getUTCDay()]],
      startTime: '00:00',
      endTime: '23:59',
      mode: 'online',
      place: 'https://meet.example.com/check-in',
      seats: 20,
      seatsTaken: 0,
    },
  });
  expect(batch.status()).toBe(201);
  const batchId = ((await batch.json()) as { data: { _id: string } }).data._id;
  const made = await request.post(`/api/v1/course/batch/${batchId}/sessions`, {
    data: { from: today, to: today },
  });
  expect(made.ok()).toBe(true);

  const student = newStudent('checkin');
  await registerStudent(request, student);
  await request.post('/api/v1/user/logout');
  await request.post('/api/v1/user/login', {
    data: { email: student.email, password: student.password },
  });
  const profile = await request.get('/api/v1/user/profile');
  const studentId = ((await profile.json()) as { data: { _id: string } }).data._id;
  await request.post('/api/v1/user/logout');
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const joined = await request.post(`/api/v1/course/batch/${batchId}/students`, {
    data: { userId: studentId },
  });
  expect(joined.status()).toBe(201);

  // The trainer's screen, in its own browser.
  const trainer = await (await browser.newContext()).newPage();
  await logIn(trainer, admin.email, admin.password);
  await trainer.goto('/admin/dashboard/attendance');
  const chooser = trainer.getByLabel('Class');
  if (await chooser.isVisible()) await chooser.selectOption({ label: `${title} · 00:00–23:59` });
  await expect(trainer.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
  await trainer.getByRole('button', { name: 'Show the check-in code' }).click();
  await expect(trainer.getByRole('img', { name: 'QR code to check in' })).toBeVisible();
  const code = (await trainer.getByTestId('check-in-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // The student's phone, whose camera does not work: the code is typed.
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, student.email, student.password);
  await page.goto('/check-in');
  await page.getByLabel('Check-in code').fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('You are checked in. Welcome to the class!')).toBeVisible();
  await expect(page.getByText(`${title} · 00:00–23:59`)).toBeVisible();
});

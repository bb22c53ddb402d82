import { createCourse, uniqueTitle } from './course-helpers';
import { overflowOf } from './support/overflow';
import { admin, expect, logIn, newStudent, registerStudent, test } from './support/test';

const indiaToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px an admin picks the trainer, sees the week, and the student sees the class and its calendar feed', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const title = uniqueTitle('Timetable');
  const room = `Room ${Date.now().toString(36)}, Hazratganj`;
  const course = await createCourse(request, { title, files: false });
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const batch = await request.post(`/api/v1/course/batches/${course._id}`, {
    data: {
      startsOn: indiaToday(),
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      startTime: '06:00',
      endTime: '06:45',
      mode: 'offline',
      seats: 20,
      seatsTaken: 0,
      place: room,
    },
  });
  expect(batch.status()).toBe(201);
  const batchId = ((await batch.json()) as { data: { _id: string } }).data._id;
  const made = await request.post(`/api/v1/course/batch/${batchId}/sessions`, {
    data: { from: indiaToday(), to: indiaToday() },
  });
  expect(made.ok()).toBe(true);
  const student = newStudent('timetable');
  await registerStudent(request, student);
  const found = await request.post(`/api/v1/user?page=1&q=${encodeURIComponent(student.email)}`);
  const studentId = ((await found.json()) as { data: { users: { _id: string }[] } }).data.users[0]
    ?._id;
  expect(
    (
      await request.post(`/api/v1/course/batch/${batchId}/students`, {
        data: { userId: studentId },
      })
    ).ok(),
  ).toBe(true);
  await request.post('/api/v1/user/logout');

  // The admin makes themself the batch's trainer with the picker.
  await logIn(page, admin.email, admin.password);
  await page.goto(`/admin/dashboard/batch-classes/${batchId}`);
  await page.getByLabel('Find an admin account').fill(admin.email);
  await page.getByRole('checkbox', { name: new RegExp(admin.email) }).check();
  await page.getByRole('button', { name: 'Save trainers' }).click();
  await expect(page.getByText('Trainers saved')).toBeVisible();

  // Their week: the class in "My classes this week", and in the day list of all rooms.
  await page.goto('/admin/dashboard/timetable');
  const mine = page.getByRole('list', { name: 'My classes this week' });
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: /Mark attendance/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Classes by day' }).getByText(room)).toBeVisible();
  expect(await overflowOf(page)).toEqual([]);

  // The student's classes and calendar address on My Learning.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await logIn(phone, student.email, student.password);
  await phone.goto('/myLearning');
  const classes = phone.getByRole('region', { name: 'My classes' });
  await expect(classes.getByText(title)).toBeVisible();
  await expect(classes.getByText(room)).toBeVisible();
  const address = await classes.getByLabel('Calendar address').inputValue();
  expect(address).toMatch(/\/api\/v1\/course\/calendar\/[\w-]+\.ics$/);
  await expect(classes.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A%2F%2F/,
  );
  expect(await overflowOf(phone)).toEqual([]);
  const feed = await request.get(new URL(address).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('LOCATION:');
  await context.close();
});

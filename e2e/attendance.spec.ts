import { indiaToday } from '#common/format';
import { adminPaths } from '#common/admin-paths';
import { WEEKDAYS } from '#common/batches';
import { createCourse } from './course-helpers';
import { overflowOf } from './support/overflow';
import { admin, expect, logIn, newStudent, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// The admin marks the class as its trainer would; naming them its trainer could clash with
// another journey's class at the same hour.
test('a trainer on a phone marks a class of five with three absent in one go', async ({
  page,
  request,
}) => {
  const course = await createCourse(request, {
    title: `Attendance drill ${Date.now()}`,
    files: false,
  });
  const students = Array.from({ length: 5 }, () => newStudent('attendance'));
  const ids: string[] = [];
  for (const student of students) {
    const registered = await request.post('/api/v1/user/register', { data: student });
    expect(registered.status()).toBe(201);
    ids.push(((await registered.json()) as { data: { _id: string } }).data._id);
  }

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const batch = await request.post(`/api/v1/course/batches/${course._id}`, {
    data: {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      startTime: '06:00',
      endTime: '06:45',
      mode: 'offline',
      seats: 30,
      seatsTaken: 0,
      place: `Lab ${Date.now()}`,
    },
  });
  expect(batch.status()).toBe(201);
  const batchId = ((await batch.json()) as { data: { _id: string } }).data._id;
  for (const userId of ids) {
    const joined = await request.post(`/api/v1/course/batch/${batchId}/students`, {
      data: { userId },
    });
    expect(joined.ok()).toBe(true);
  }
  const made = await request.post(`/api/v1/course/batch/${batchId}/sessions`, {
    data: { from: indiaToday(), to: indiaToday() },
  });
  const sessionId = ((await made.json()) as { data: { sessions: { _id: string }[] } }).data
    .sessions[0]!._id;

  await logIn(page, admin.email, admin.password);
  await page.goto(adminPaths.attendance.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save attendance' })).toBeVisible();
  // Other journeys may hold classes today too: pick this one when there is a choice.
  const choice = page.getByLabel('Class', { exact: true });
  if ((await choice.count()) > 0)
    await choice.selectOption({ label: `${course.courseTitle} · 06:00–06:45` });

  const absent = [students[0]!, students[2]!, students[3]!];
  for (const student of absent) {
    const row = page.getByRole('group', { name: student.userName });
    await expect(row.getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await row.getByRole('button', { name: 'Absent' }).tap();
  }
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/attendance')) saves.push(sent.url());
  });
  await page.getByRole('button', { name: 'Save attendance' }).tap();
  await expect(page.getByText('Attendance saved')).toBeVisible();
  expect(saves).toHaveLength(1);

  const list = await request.get(`/api/v1/course/sessions/${sessionId}/attendance`);
  const marks = Object.fromEntries(
    (
      (await list.json()) as { data: { students: { userName: string; mark: string }[] } }
    ).data.students.map((student) => [student.userName, student.mark]),
  );
  expect(marks).toEqual(
    Object.fromEntries(
      students.map((student) => [
        student.userName,
        absent.includes(student) ? 'absent' : 'present',
      ]),
    ),
  );
  expect(await overflowOf(page)).toEqual([]);
});

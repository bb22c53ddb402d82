import { formatCalendarDay, indiaToday } from '#common/format';
import { adminPaths } from '#common/admin-paths';
import { WEEKDAYS } from '#common/batches';
import { createCourse } from './course-helpers';
import { overflowOf } from './support/overflow';
import { admin, dataDir, expect, logIn, newStudent, test } from './support/test';
import { whatsAppSentTo } from './support/whatsapp';

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

/** Minutes since midnight in India. */
const indiaMinutes = (at: Date) => {
  const [hours, minutes] = at
    .toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour12: false })
    .split(':')
    .map(Number);
  return hours! * 60 + minutes!;
};
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// An absence alert goes when the class has ended, and only while it is still the class's day:
// the class is one that ended a minute ago.
test("a parent's WhatsApp receives the absence message once the class is over", async ({
  page,
  request,
}) => {
  // Two pages, a guardian's code and a message sent after the class: long on a loaded machine.
  test.slow();
  const now = indiaMinutes(new Date());
  test.skip(
    now < 3 || now > 23 * 60 + 55,
    'No class can have ended today a minute ago this close to midnight in India, and a mark saved after the class’s day sends no alert.',
  );
  const course = await createCourse(request, {
    title: `Absence alert ${Date.now()}`,
    files: false,
  });
  const student = newStudent('absence');
  const registered = await request.post('/api/v1/user/register', { data: student });
  expect(registered.status()).toBe(201);
  const studentId = ((await registered.json()) as { data: { _id: string } }).data._id;

  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const times = { startTime: clock(now - 2), endTime: clock(now - 1) };
  const batch = await request.post(`/api/v1/course/batches/${course._id}`, {
    data: {
      startsOn: indiaToday(),
      days: [...WEEKDAYS],
      ...times,
      mode: 'offline',
      seats: 30,
      seatsTaken: 0,
      place: `Room ${Date.now()}`,
    },
  });
  expect(batch.status()).toBe(201);
  const batchId = ((await batch.json()) as { data: { _id: string } }).data._id;
  expect(
    (
      await request.post(`/api/v1/course/batch/${batchId}/students`, {
        data: { userId: studentId },
      })
    ).ok(),
  ).toBe(true);
  const made = await request.post(`/api/v1/course/batch/${batchId}/sessions`, {
    data: { from: indiaToday(), to: indiaToday() },
  });
  const sessionId = ((await made.json()) as { data: { sessions: { _id: string }[] } }).data
    .sessions[0]!._id;

  // The admin adds the guardian on the student's page; the code reaches the guardian's WhatsApp.
  const parent = { name: 'Suresh Parent', phone: newStudent('parent').mobileNo };
  await logIn(page, admin.email, admin.password);
  await page.goto(adminPaths.student.getHref(studentId));
  const guardians = page.getByRole('region', { name: 'Guardians' });
  await guardians.getByLabel('Name', { exact: true }).fill(parent.name);
  await guardians.getByLabel('Relation').fill('Father');
  await guardians.getByLabel('Mobile number').fill(parent.phone);
  await guardians.getByLabel('Language of messages').selectOption({ label: 'English' });
  await guardians.getByRole('button', { name: 'Add guardian' }).click();
  await expect(guardians.getByText('Waiting for confirmation')).toBeVisible();

  const sent = () => whatsAppSentTo(dataDir(), `91${parent.phone}`);
  await expect
    .poll(() => sent().map((message) => message.template.name), { timeout: 20_000 })
    .toContain('guardian_code');
  // The code template's parameters: name, student, code, minutes, link.
  const [, , code, , link] = sent().find((message) => message.template.name === 'guardian_code')!
    .template.parameters;
  expect(new URL(link!).pathname).toMatch(/^\/guardian\/confirm\//);

  // The guardian opens the link from the message and types the code.
  const guardianPage = await page.context().browser()!.newPage();
  await guardianPage.goto(new URL(link!).pathname);
  await guardianPage.getByLabel('Code').fill(code!);
  await guardianPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    guardianPage.getByText(`You are confirmed as a guardian of ${student.userName}`),
  ).toBeVisible();
  await guardianPage.close();

  // The trainer marks the student absent in the class that has just ended.
  await page.goto(`${adminPaths.attendance.getHref()}?session=${sessionId}`);
  const row = page.getByRole('group', { name: student.userName });
  await row.getByRole('button', { name: 'Absent' }).tap();
  await page.getByRole('button', { name: 'Save attendance' }).tap();
  await expect(page.getByText('Attendance saved')).toBeVisible();

  await expect
    .poll(() => sent().filter((message) => message.template.name === 'absence_alert'), {
      timeout: 20_000,
    })
    .toEqual([
      expect.objectContaining({
        template: {
          name: 'absence_alert',
          language: 'en',
          parameters: [
            parent.name,
            student.userName,
            course.courseTitle,
            formatCalendarDay(indiaToday()),
            `${times.startTime}–${times.endTime}`,
          ],
        },
      }),
    ]);
});

import type { APIRequestContext } from '@playwright/test';
import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, newStudent, test } from './support/test';

const dayFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Gives the course an outline and two upcoming batches, one of them full (as the admin). */
async function planCourse(request: APIRequestContext, courseId: string) {
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const outline = await request.put(`/api/v1/course/outline/${courseId}`, {
    data: {
      modules: [
        { title: 'Foundations', lessons: [{ title: 'How computers run code', minutes: 60 }] },
        {
          title: 'Working with data',
          lessons: [
            { title: 'Lists and loops', minutes: 90 },
            { title: 'Reading CSV files', minutes: 30 },
          ],
        },
      ],
      learningPoints: ['Write programs that read real data'],
      prerequisites: 'Basic computer use.',
      audience: 'Beginners who want a first programming job.',
    },
  });
  expect(outline.ok()).toBe(true);
  const batch = (startsInDays: number, seatsTaken: number) => ({
    startsOn: dayFromToday(startsInDays),
    days: ['Mon', 'Wed'],
    startTime: '17:00',
    endTime: '18:30',
    mode: 'offline',
    seats: 12,
    seatsTaken,
    place: 'Lab 3, Hazratganj, Lucknow',
  });
  for (const data of [batch(10, 4), batch(20, 12)]) {
    expect((await request.post(`/api/v1/course/batches/${courseId}`, { data })).status()).toBe(201);
  }
  await request.post('/api/v1/user/logout');
}

test('a visitor searches, filters, opens a course, reads its outline and books a demo class', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Finder Course');
  const course = await createCourse(request, { title, price: '2999', files: false });
  await planCourse(request, course._id);

  await page.goto('/courses');
  const finder = page.getByRole('search', { name: 'Find a course' });
  await finder.getByLabel('Search courses').fill(title.toUpperCase());
  await finder.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    `/courses?q=${encodeURIComponent(title.toUpperCase()).replace(/%20/g, '+')}`,
  );
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(title);
  await expect(page.getByText('1 course found')).toBeVisible();

  await finder.getByLabel('Mode').selectOption('offline');
  await finder.getByLabel('Max price (₹)').fill('3000');
  await finder.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/mode=offline/);
  await expect(page).toHaveURL(/maxPrice=3000/);
  await expect(cards).toHaveCount(1);

  await finder.getByLabel('Level').selectOption('Advance');
  await expect(page.getByText('No courses match your search.')).toBeVisible();
  // The back button undoes the last filter; the address holds the whole search.
  await page.goBack();
  await expect(cards).toHaveCount(1);
  await expect(finder.getByLabel('Level')).toHaveValue('');
  await page.goForward();
  await expect(page.getByText('No courses match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/courses');
  await expect(finder.getByLabel('Search courses')).toHaveValue('');
  await expect(cards.filter({ hasText: title })).toHaveCount(1);

  await cards.filter({ hasText: title }).getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('What you will learn')).toBeVisible();
  await expect(page.getByText('Write programs that read real data')).toBeVisible();
  const outline = page.getByRole('region', { name: 'Course outline' });
  await expect(outline).toContainText('2 modules · 3 lessons · 3 hours in total');
  const reading = outline.getByText('Reading CSV files');
  await expect(reading).toBeHidden();
  await outline.getByText('Working with data').click();
  await expect(reading).toBeVisible();
  await expect(
    outline.getByRole('listitem').filter({ hasText: 'Reading CSV files' }),
  ).toContainText('30 min');

  const batches = page.getByRole('region', { name: 'Upcoming batches' });
  await expect(batches.getByRole('listitem')).toHaveCount(2);
  await expect(batches.getByRole('listitem').first()).toContainText('8 of 12 seats left');
  await expect(batches.getByRole('listitem').last()).toContainText('Batch full');

  const demo = page.getByRole('region', { name: 'Book a demo class' });
  await demo.getByRole('button', { name: 'Book a demo class' }).click();
  await expect(demo.getByText('Name is required.')).toBeVisible();
  await demo.getByLabel('Your name').fill('Kavya Nair');
  await demo.getByLabel('Phone').fill('98765 43210');
  const choice = demo.getByLabel('Preferred batch');
  await expect(choice.getByRole('option', { name: /full/ })).toBeDisabled();
  await choice.selectOption({ index: 1 });
  await demo.getByRole('button', { name: 'Book a demo class' }).click();
  await expect(demo.getByText('Your demo class is booked.')).toBeVisible();

  // The booking waits in the admin's contact list as Demo booked.
  expect((await request.post('/api/v1/user/login', { data: admin })).ok()).toBe(true);
  const leads = await request.post('/api/v1/contact?page=1&status=demo_booked&q=Kavya');
  const booked = (
    (await leads.json()) as { data: { contacts: { subject: string; phone: string }[] } }
  ).data.contacts;
  expect(booked.find((lead) => lead.subject === `Demo class: ${title}`)).toMatchObject({
    phone: '9876543210',
  });
  await request.post('/api/v1/user/logout');
});

test('a visitor presses buy, signs up, logs in and lands back on the course', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Return Course');
  const course = await createCourse(request, { title, price: '1999', files: false });
  const href = `/course-detail/${course._id}`;
  const student = newStudent('returner');

  await page.goto(href);
  await page.getByRole('button', { name: 'Purchase for ₹1,999' }).click();
  await expect(page.getByText('Login To Proceed')).toBeVisible();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(href)}`);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/register?next=${encodeURIComponent(href)}`);
  await page.getByLabel('Name').fill(student.userName);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Mobile Phone').fill(student.mobileNo);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('Confirm Password').fill(student.password);
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(href)}`);

  // The address just signed up with is typed in; only the password is asked for.
  await expect(page.getByLabel('Email')).toHaveValue(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase for ₹1,999' })).toBeEnabled();
});

test('a sign-in link pointing at another site leads home instead', async ({ page, request }) => {
  const student = newStudent('offsite');
  expect((await request.post('/api/v1/user/register', { data: student })).status()).toBe(201);
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/phish')}`);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('an admin writes a course outline, reorders it, adds a batch, and the course page shows both', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Outline Course');
  const course = await createCourse(request, { title, files: false });
  await logIn(page, admin.email, admin.password);
  await page.goto(`/admin/dashboard/update-course/${course._id}`);
  const outline = page.getByRole('form', { name: 'Outline and highlights' });

  await outline.getByRole('button', { name: 'Add module' }).click();
  await outline.getByLabel('Module 1 title', { exact: true }).fill('Basics');
  await outline.getByLabel('Lesson 1', { exact: true }).fill('Introduction');
  await outline.getByRole('button', { name: 'Add module' }).click();
  await outline.getByLabel('Module 2 title', { exact: true }).fill('Projects');
  await outline.getByLabel('Lesson 1', { exact: true }).nth(1).fill('A calculator');
  await outline.getByRole('button', { name: 'Move up module 2' }).click();
  await expect(outline.getByLabel('Module 1 title', { exact: true })).toHaveValue('Projects');
  await outline
    .getByLabel('What you will learn', { exact: true })
    .fill('Build a calculator\nRead code aloud');
  await outline.getByRole('button', { name: 'Save Outline' }).click();
  await expect(page.getByText('Course outline saved')).toBeVisible();

  const batches = page.getByRole('region', { name: 'Batches' });
  await batches.getByRole('button', { name: 'Add Batch' }).click();
  await batches.getByLabel('Starts on').fill(dayFromToday(15));
  await batches.getByLabel('Sat').check();
  await batches.getByLabel('Classroom address', { exact: true }).fill('Lab 1, Hazratganj');
  await batches.getByRole('button', { name: 'Add Batch' }).click();
  await expect(page.getByText('Batch added')).toBeVisible();
  await expect(batches.getByText('0 of 20 seats taken')).toBeVisible();
  // A Hindi address left behind when the batch turns online is no address, and blocks nothing.
  await batches.getByRole('button', { name: 'Add Batch' }).click();
  await batches.getByLabel('Starts on').fill(dayFromToday(22));
  await batches.getByLabel('Sun').check();
  await batches.getByLabel('Classroom address (Hindi, optional)').fill('लैब 1,\tहज़रतगंज');
  await batches.getByLabel('Mode').selectOption('online');
  await batches.getByLabel('Meeting link').fill('https://meet.example.com/outline-course');
  await batches.getByRole('button', { name: 'Add Batch' }).click();
  await expect(batches.getByText('0 of 20 seats taken')).toHaveCount(2);

  await page.goto(`/course-detail/${course._id}`);
  const modules = page.getByRole('region', { name: 'Course outline' }).locator('summary');
  await expect(modules).toHaveText([/Module 1\s*Projects/, /Module 2\s*Basics/]);
  await expect(page.getByText('Build a calculator')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Upcoming batches' }).getByText('20 of 20 seats left'),
  ).toHaveCount(2);
});

import { createCourse, pdfFile, pngBuffer, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, test } from './support/test';

test('an admin adds a course with a thumbnail, uploads its files and publishes it', async ({
  page,
}) => {
  const title = uniqueTitle('Admin Course');
  // Every course's syllabus shows in one list: a name of its own keeps a retry's upload apart.
  const syllabus = `${title} syllabus.pdf`;
  await logIn(page, admin.email, admin.password);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });

  await sidebar.getByRole('link', { name: 'Add Course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByText('This field is required.', { exact: true })).toHaveCount(10);

  await page.getByLabel('Course Title', { exact: true }).fill(title);
  await page
    .getByLabel('Subtitle', { exact: true })
    .fill('Everything a beginner needs, one small step at a time.');
  await page.getByLabel('Category', { exact: true }).fill('Web Development');
  await page.getByLabel('Instructor').fill('Priya Verma');
  await page.getByLabel('Duration', { exact: true }).fill('6 Weeks');
  await page.getByLabel('Language', { exact: true }).fill('Hindi & English');
  await page.getByLabel('Price (INR)').fill('3,999');
  await page.getByLabel('Level').selectOption('Intermediate');
  await page
    .getByLabel('Description', { exact: true })
    .fill('HTML, CSS and JavaScript with weekly projects.');
  await page
    .getByLabel('Thumbnail')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngBuffer() });
  await page.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByText('Course created successfully')).toBeVisible();

  await expect(page).toHaveURL('/admin/dashboard/allCourses');
  const row = page
    .getByRole('table', { name: 'Courses' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toContainText('₹3,999');
  await expect(row).toContainText('Intermediate');
  await row.getByRole('button', { name: /^Unpublished/ }).click();
  await expect(row.getByRole('button', { name: /^Published/ })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Add Syllabus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Syllabus' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Syllabus' }).click();
  await expect(page.getByText('Course is required', { exact: true })).toBeVisible();
  await expect(page.getByText('File is required', { exact: true })).toBeVisible();
  await page.getByLabel('Course').selectOption({ label: title });
  await page.getByLabel('Syllabus file', { exact: true }).setInputFiles(pdfFile(syllabus));
  await page.getByRole('button', { name: 'Upload Syllabus' }).click();
  await expect(page.getByText('Syllabus added')).toBeVisible();
  const allSyllabus = page.getByRole('region', { name: 'All Syllabus Files' });
  await expect(allSyllabus.getByRole('link', { name: syllabus })).toBeVisible();
  await expect(page.getByLabel('Syllabus file', { exact: true })).toHaveValue('');

  await sidebar.getByRole('link', { name: 'Add EBook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add EBook' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  for (const message of ['Course is required', 'Title is required', 'File is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Course', { exact: true }).selectOption({ label: title });
  await page.getByLabel('Title').fill('Web handbook');
  await page.getByLabel('E-book file').setInputFiles(pdfFile('handbook.pdf'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Ebook added successfully')).toBeVisible();
  const ebooks = page.getByRole('region', { name: 'E-books by course' });
  await expect(ebooks.getByRole('link', { name: 'Web handbook' })).toBeVisible();
  // The form starts afresh: a second upload cannot silently send the same file again.
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('E-book file')).toHaveValue('');
  await page.getByLabel('Title').fill('Second handbook');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File is required', { exact: true })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Add PPT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add PPT' })).toBeVisible();
  const slides = page.getByRole('region', { name: 'Slide decks by course' });
  const addDeck = async (deckTitle: string) => {
    await page.getByLabel('Course', { exact: true }).selectOption({ label: title });
    await page.getByLabel('Title').fill(deckTitle);
    await page.getByLabel('Slide deck file').setInputFiles(pdfFile(`${deckTitle}.pdf`));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(slides.getByRole('link', { name: deckTitle })).toBeVisible();
  };
  await addDeck('Draft deck');
  await slides.getByRole('button', { name: 'Delete Draft deck' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('PPT Deleted')).toBeVisible();
  await expect(slides.getByText('No PPTs available for this course.')).toBeVisible();
  await addDeck('Week 1 slides');

  // The published course shows its resources, downloadable for the admin.
  await page.goto('/courses');
  await page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .click();
  const resources = page.locator('#resources');
  for (const name of [syllabus, 'Web handbook', 'Week 1 slides']) {
    await expect(resources.getByRole('link', { name: `Download ${name}` })).toBeVisible();
  }
});

test('an admin edits a course, then deletes it', async ({ page, request }) => {
  const title = uniqueTitle('Edited Course');
  const course = await createCourse(request, { title, publish: false, files: false });
  await logIn(page, admin.email, admin.password);

  await page.goto(`/admin/dashboard/update-course/${course._id}`);
  await expect(page.getByLabel('Course Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Course Title', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Update Course' }).click();
  await expect(page.getByText('This field is required.', { exact: true })).toBeVisible();
  const renamed = `${title} v2`;
  await page.getByLabel('Course Title', { exact: true }).fill(renamed);
  await page.getByLabel('Price (INR)').fill('1799.50');
  await page.getByRole('button', { name: 'Update Course' }).click();
  await expect(page.getByText('Course updated')).toBeVisible();

  await page
    .getByLabel('New thumbnail')
    .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await pngBuffer() });
  await page.getByRole('button', { name: 'Update Image' }).click();
  await expect(page.getByText('Course image updated')).toBeVisible();

  await page.getByRole('link', { name: 'Back to All Courses' }).click();
  const row = page
    .getByRole('table', { name: 'Courses' })
    .getByRole('row')
    .filter({ hasText: renamed });
  await expect(row).toContainText('₹1,799.50');
  await row.getByRole('link', { name: /^Edit/ }).click();

  await page.getByRole('button', { name: 'Delete Course' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Course deleted')).toBeVisible();
  await expect(page).toHaveURL('/admin/dashboard/allCourses');
  await expect(page.getByRole('table', { name: 'Courses' })).not.toContainText(renamed);
});

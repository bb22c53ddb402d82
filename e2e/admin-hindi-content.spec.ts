import { createCourse, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, test } from './support/test';

test('an admin writes a course title in Hindi beside the English, and the API sends it', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Bilingual Course');
  const course = await createCourse(request, { title, files: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, admin.email, admin.password);
  await page.goto(`/admin/dashboard/update-course/${course._id}`);

  const english = page.getByLabel('Course Title', { exact: true });
  const hindi = page.getByLabel('Course Title (Hindi, optional)');
  await expect(english).toHaveValue(title);
  await expect(hindi).toHaveValue('');
  await expect(hindi).toHaveAttribute('lang', 'hi');
  // Side by side on a wide screen: one row, the Hindi to the right.
  const [left, right] = [await english.boundingBox(), await hindi.boundingBox()];
  expect(right!.y).toBe(left!.y);
  expect(right!.x).toBeGreaterThan(left!.x + left!.width);

  // The English rule holds for the Hindi, and what was typed stays to be fixed.
  const tooLong = 'क'.repeat(151);
  await hindi.fill(tooLong);
  await page.getByRole('button', { name: 'Update Course' }).click();
  await expect(page.getByText('At most 150 characters.')).toBeVisible();
  await expect(hindi).toHaveAttribute('aria-invalid', 'true');
  await expect(hindi).toHaveValue(tooLong);

  await hindi.fill('वेब डेवलपमेंट की शुरुआत');
  await page.getByRole('button', { name: 'Update Course' }).click();
  await expect(page.getByText('Course updated')).toBeVisible();

  const answer = await request.get(`/api/v1/course/singlecourse/${course._id}`);
  expect(await answer.json()).toMatchObject({
    data: { courseTitle: title, courseTitleHi: 'वेब डेवलपमेंट की शुरुआत', subTitleHi: null },
  });

  // Stacked on a phone: the Hindi under the English.
  await page.setViewportSize({ width: 390, height: 844 });
  const [top, below] = [await english.boundingBox(), await hindi.boundingBox()];
  expect(below!.y).toBeGreaterThan(top!.y + top!.height);
});

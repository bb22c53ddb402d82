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

test("an admin writes a course outline's Hindi beside the English, and the Hindi course page shows it", async ({
  page,
  request,
}) => {
  const course = await createCourse(request, {
    title: uniqueTitle('Bilingual Outline'),
    files: false,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, admin.email, admin.password);
  await page.goto(`/admin/dashboard/update-course/${course._id}`);
  const outline = page.getByRole('form', { name: 'Outline and highlights' });

  await outline.getByRole('button', { name: 'Add module' }).click();
  await outline.getByLabel('Module 1 title', { exact: true }).fill('Basics');
  const moduleHindi = outline.getByLabel('Module 1 title (Hindi, optional)');
  await expect(moduleHindi).toHaveAttribute('lang', 'hi');
  await moduleHindi.fill('बुनियाद');
  await outline.getByLabel('Lesson 1', { exact: true }).fill('Introduction');
  await outline.getByLabel('Lesson 1 (Hindi, optional)').fill('परिचय');
  await outline
    .getByLabel('What you will learn', { exact: true })
    .fill('Build a calculator\nRead code aloud');
  // Each Hindi point on the line of its English one: one more is refused, and stays to be fixed.
  const points = outline.getByLabel('What you will learn (Hindi, optional)');
  await points.fill('कैलकुलेटर बनाना\nकोड पढ़कर समझाना\nएक और');
  await outline.getByRole('button', { name: 'Save Outline' }).click();
  await expect(
    outline.getByText('Write at most one Hindi point for each English point, in the same order.'),
  ).toBeVisible();
  await points.fill('कैलकुलेटर बनाना\nकोड पढ़कर समझाना');
  await outline.getByRole('button', { name: 'Save Outline' }).click();
  await expect(page.getByText('Course outline saved')).toBeVisible();

  await page.goto(`/hi/course-detail/${course._id}`);
  const modules = page.getByRole('region', { name: 'कोर्स की रूपरेखा' });
  await expect(modules.locator('summary')).toHaveText([/मॉड्यूल 1\s*बुनियाद/]);
  await expect(modules.getByRole('listitem')).toContainText(['परिचय']);
  const learn = page.getByRole('region', { name: 'आप क्या सीखेंगे' });
  await expect(learn.getByRole('listitem')).toContainText(['कैलकुलेटर बनाना', 'कोड पढ़कर समझाना']);
});

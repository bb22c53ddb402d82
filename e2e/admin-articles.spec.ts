import type { Page } from '@playwright/test';
import { pngBuffer, uniqueTitle } from './course-helpers';
import { admin, expect, logIn, test } from './support/test';

const image = async (name: string) => ({ name, mimeType: 'image/png', buffer: await pngBuffer() });

/** Replaces the picture on an update screen and waits for the server's word. */
async function replaceImage(page: Page, label: string, message: string) {
  const current = page.getByRole('img', { name: /^Current/ });
  const before = await current.getAttribute('src');
  await page.getByLabel(label).setInputFiles(await image('new.png'));
  await expect(page.getByRole('img', { name: /^Preview of the new/ })).toBeVisible();
  await page.getByRole('button', { name: 'Update Image' }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(current).not.toHaveAttribute('src', before ?? '');
}

/** Deletes the row named `name` from an admin table, confirming in the dialog. */
async function deleteRow(page: Page, table: string, name: string) {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
}

test('an admin writes a news item with a preview, edits its text and image, then deletes it', async ({
  page,
}) => {
  const headline = uniqueTitle('Admissions open');
  await logIn(page, admin.email, admin.password);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Add News' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insert News' })).toBeVisible();

  await page.getByRole('button', { name: 'Insert News' }).click();
  for (const message of ['Upload Image', 'Enter Headline', 'Enter Description']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Image').setInputFiles(await image('news.png'));
  await page.getByLabel('Headline', { exact: true }).fill(headline);
  await page
    .getByLabel('Description', { exact: true })
    .fill('## Timetable\n\nClasses run **Monday to Saturday**.\n\n```python\nprint("hello")\n```');
  const bodyTabs = page.getByRole('tablist', { name: 'Description: write or preview' });
  await bodyTabs.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel');
  await expect(preview.getByRole('heading', { name: 'Timetable' })).toBeVisible();
  await expect(preview.locator('code.hljs.language-python')).toContainText('print');
  await bodyTabs.getByRole('tab', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Insert News' }).click();
  await expect(page.getByText('News created')).toBeVisible();

  await expect(page).toHaveURL('/admin/dashboard/news');
  const row = page
    .getByRole('table', { name: 'News' })
    .getByRole('row')
    .filter({ hasText: headline });
  await expect(row).toContainText('Published');
  await row.getByRole('link', { name: `Edit ${headline}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update News' })).toBeVisible();

  const edited = `${headline} (updated)`;
  await page.getByLabel('Headline', { exact: true }).fill(edited);
  await page.getByLabel('Publish on the website').uncheck();
  await page.getByRole('button', { name: 'Update News' }).click();
  await expect(page.getByText('News updated')).toBeVisible();
  await replaceImage(page, 'New image', 'News image updated');

  await page.getByRole('link', { name: 'Back to News' }).click();
  const editedRow = page
    .getByRole('table', { name: 'News' })
    .getByRole('row')
    .filter({ hasText: edited });
  await expect(editedRow).toContainText('Draft');
  await deleteRow(page, 'News', edited);
});

test('an admin writes a blog post, edits its text and image, then deletes it', async ({ page }) => {
  const title = uniqueTitle('Five Python habits');
  await logIn(page, admin.email, admin.password);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Add Blog' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insert Blog' })).toBeVisible();

  await page.getByRole('button', { name: 'Insert Blog' }).click();
  for (const message of [
    'Blog image is required',
    'Blog title is required',
    'Instructor name is required',
    'Blog description is required',
    'Blog type is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Image').setInputFiles(await image('post.png'));
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Instructor').fill('Ankit Sharma');
  await page.getByLabel('Type').fill('Tutorial');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Write small functions.\n\n- Name things well\n- Test early');
  await page.getByRole('button', { name: 'Insert Blog' }).click();
  await expect(page.getByText('Blog created')).toBeVisible();

  await expect(page).toHaveURL('/admin/dashboard/blog');
  const row = page
    .getByRole('table', { name: 'Blog posts' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toContainText('Tutorial');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Blog' })).toBeVisible();

  const edited = `${title} (revised)`;
  await page.getByLabel('Title', { exact: true }).fill(edited);
  await page.getByLabel('Type').fill('Career');
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText('Blog updated')).toBeVisible();
  await replaceImage(page, 'New image', 'Blog image updated');

  await page.getByRole('link', { name: 'Back to Blogs' }).click();
  const editedRow = page
    .getByRole('table', { name: 'Blog posts' })
    .getByRole('row')
    .filter({ hasText: edited });
  await expect(editedRow).toContainText('Career');
  await deleteRow(page, 'Blog posts', edited);
});

test('an admin adds a team member, edits their details and photo, then removes them', async ({
  page,
}) => {
  const name = uniqueTitle('Kavya Rao');
  await logIn(page, admin.email, admin.password);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Add Member' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insert Team Member' })).toBeVisible();

  await page.getByRole('button', { name: 'Insert Member' }).click();
  for (const message of [
    'Member name is required.',
    'Member position is required.',
    'Member image is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Position', { exact: true }).fill('Python Mentor');
  await page.getByLabel('Photo').setInputFiles(await image('member.png'));
  await page.getByRole('button', { name: 'Insert Member' }).click();
  await expect(page.getByText('Member created')).toBeVisible();

  await expect(page).toHaveURL('/admin/dashboard/team-members');
  const table = page.getByRole('table', { name: 'Team members' });
  await table
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Team Member' })).toBeVisible();

  await page.getByLabel('Position', { exact: true }).fill('Head of Python');
  await page.getByRole('button', { name: 'Update Member' }).click();
  await expect(page.getByText('Member updated')).toBeVisible();
  await replaceImage(page, 'New photo', 'Member image updated');

  await page.getByRole('link', { name: 'Back to Team Members' }).click();
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Head of Python');
  await deleteRow(page, 'Team members', name);
});

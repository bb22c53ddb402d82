import { expect, type Page } from '@playwright/test';

/**
 * On the admin's Messages screen, searches for `phone` and reloads until the row holding `text`
 * says `status`: the search goes into the address, so each reload shows that row.
 */
export async function messageRowSaying(page: Page, phone: string, text: string, status: string) {
  await page.getByRole('searchbox').fill(phone);
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${phone}`));
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(status, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return row;
}

import { uniqueTitle } from './course-helpers';
import { admin, expect, logIn, test } from './support/test';

const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a visitor sends a contact query; the admin finds it and books a demo', async ({
  page,
  browser,
}) => {
  const name = uniqueTitle('Asha Verma');
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name is required.',
    'Email is required.',
    'Subject is required.',
    'Message is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('<script>alert(1)</script>@example.com');
  await page.getByLabel('Subject').fill('   ');
  await page.getByLabel('Message').fill('Is there a weekend Python batch?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Invalid email address.', { exact: true })).toBeVisible();
  await expect(page.getByText('Subject is required.', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Subject').fill('Weekend batch');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Your message has been sent');
  await expect(page.getByTitle(/^Map:/)).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin/dashboard/contact');
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(name);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  const row = adminPage
    .getByRole('table', { name: 'Contact queries' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('Weekend batch');
  await row.getByLabel(`Status of ${name}`).selectOption('demo_booked');
  await expect(adminPage.getByText(`${name}: Demo booked`)).toBeVisible();
  const followUp = row.getByLabel(`Follow-up day for ${name}`);
  await followUp.fill('2030-01-15');
  await followUp.press('Enter');
  await expect(adminPage.getByText(`Follow up with ${name} on 15/01/2030`)).toBeVisible();

  await row.getByRole('button', { name: `Details of ${name}` }).click();
  const dialog = adminPage.getByRole('dialog', { name });
  await expect(dialog).toContainText('Is there a weekend Python batch?');
  await dialog.getByLabel('New note').fill('Called back; demo on Saturday 10 am.');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog).toContainText('Called back; demo on Saturday 10 am.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await adminPage.getByLabel('Status', { exact: true }).selectOption('demo_booked');
  await expect(row).toBeVisible();
  await adminPage.getByLabel('Status', { exact: true }).selectOption('joined');
  await expect(row).toHaveCount(0);
});

test('a student registers; the admin books a demo and makes their account', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueTitle('Rohan Gupta');
  const contact = phone();
  await page.goto('/registration-form');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  for (const message of [
    'Student Name is required.',
    'Class is required.',
    'Mode is required.',
    'School Name is required.',
    'Gender is required.',
    'Date of Birth is required.',
    'Father Name is required.',
    'Enter valid contact number',
    'Address is required.',
    'State is required.',
    'City is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Student Name').fill(name);
  await page.getByLabel('Father Name').fill('Suresh Gupta');
  await page.getByLabel('Class').selectOption('10th');
  await page.getByLabel('Mode', { exact: true }).selectOption('offline');
  await page.getByLabel('School Name').fill('Kendriya Vidyalaya');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Date of Birth').fill('2010-04-12');
  await page.getByLabel('Contact Number').fill('12345');
  await page.getByLabel('Address').fill('12 Civil Lines');
  await page.getByLabel('State').fill('Uttar Pradesh');
  await page.getByLabel('City').fill('Prayagraj');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Enter valid contact number', { exact: true })).toBeVisible();
  await page.getByLabel('Contact Number').fill(contact);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Our team will call you soon');
  // His sister registers with the same parent's phone: a registration of her own.
  const sister = uniqueTitle('Riya Gupta');
  const sent = await request.post('/api/v1/register', {
    data: {
      ...{ name: sister, classs: '8th', mode: 'offline', school: 'Kendriya Vidyalaya' },
      ...{ gender: 'female', DOB: '2012-06-01', fatherName: 'Suresh Gupta', contact },
      ...{ Address: '12 Civil Lines', State: 'Uttar Pradesh', city: 'Prayagraj' },
    },
  });
  expect(sent.status()).toBe(201);

  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, admin.email, admin.password);
  await expect(adminPage.getByRole('region', { name: 'Enquiries' })).toBeVisible();
  await adminPage.goto('/admin/dashboard/registrations');
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(contact);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  const row = adminPage
    .getByRole('table', { name: 'Registered students' })
    .getByRole('row')
    // Not by its text: the sister's row names him too, as sharing the contact.
    .filter({ has: adminPage.getByLabel(`Status of ${name}`, { exact: true }) });
  await expect(row).toContainText(contact);
  await expect(row).toContainText(`Shares contact with ${sister}`);
  await row.getByLabel(`Status of ${name}`).selectOption('demo_booked');
  await expect(adminPage.getByText(`${name}: Demo booked`)).toBeVisible();
  await row.getByLabel(`Status of ${name}`).selectOption('joined');
  await expect(adminPage.getByText(`${name}: Joined`)).toBeVisible();

  await row.getByRole('button', { name: `Details of ${name}` }).click();
  const dialog = adminPage.getByRole('dialog', { name });
  await expect(dialog).toContainText('Kendriya Vidyalaya');
  await expect(dialog).toContainText('The account and its welcome e-mail will be in English');
  const email = `${contact}@example.com`;
  await dialog.getByLabel("Student's e-mail").fill(email);
  await dialog.getByRole('button', { name: 'Make Student Account' }).click();
  await expect(adminPage.getByText(`Account made; ${email} will get a link`)).toBeVisible();
  await expect(dialog).toContainText('Student account made.');
});

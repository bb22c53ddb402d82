import fs from 'node:fs/promises';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Browser, Page } from '@playwright/test';
import { certificatePdf } from './certificate-helpers';
import { uniqueTitle } from './course-helpers';
import { seriousViolations } from './support/axe';
import { messageRowSaying } from './support/messages';
import { overflowOf } from './support/overflow';
import { admin, expect, logIn, test } from './support/test';

// The longest file of journeys (some five minutes): each makes its own certificates, so they run
// side by side on both workers instead of one after another on one.
test.describe.configure({ mode: 'parallel' });

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, admin.email, admin.password);
  return page;
}

/** Fills in Upload Certificate (the admin is on it) and sends it with a PDF naming the student. */
async function fillAndUpload(staff: Page, fields: { name: string; dob: string; course: string }) {
  await staff.getByLabel('Student Name').fill(fields.name);
  await staff.getByLabel('Date of Birth').fill(fields.dob);
  await staff.getByLabel('Course', { exact: true }).fill(fields.course);
  await staff.getByLabel('Certificate (PDF)').setInputFiles(await certificatePdf(fields.name));
  await staff.getByRole('button', { name: 'Upload Certificate' }).click();
  await expect(staff.getByText(/^Certificate VCI-\d{4}-\d{6} uploaded\.$/)).toBeVisible();
}

async function checkByName(page: Page, name: string, dob: string) {
  await page.goto('/certificate-authentication');
  await page.getByLabel('Student Name', { exact: true }).fill(name);
  await page.getByLabel('Date of Birth', { exact: true }).fill(dob);
  await page.getByRole('button', { name: 'Check Certificate' }).click();
}

test('an admin uploads and edits a certificate; a visitor verifies it, then sees it revoked', async ({
  page,
  browser,
  allowedConsoleErrors,
}) => {
  // Two browsers, about thirty steps and three visits of the verification page (each checking the
  // signed credential): on a shared, loaded machine this outgrows the default 30 s.
  test.slow();
  // A check that matches nothing answers 404, which Chromium logs.
  allowedConsoleErrors.push(/status of 404/);
  const name = uniqueTitle('Kavya Nair');
  const staff = await adminPage(browser);
  await staff.goto('/admin/dashboard/upload-certificate');
  await staff.getByRole('button', { name: 'Upload Certificate' }).click();
  for (const message of [
    'Student name is required',
    'Date of birth is required',
    'Course is required',
    'Certificate is required',
  ])
    await expect(staff.getByText(message, { exact: true })).toBeVisible();
  await fillAndUpload(staff, { name, dob: '2004-05-17', course: 'Python Programming' });

  await expect(staff).toHaveURL(/view-certificate/);
  await staff.getByRole('searchbox', { name: 'Search' }).fill(name.toLowerCase());
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  const row = staff
    .getByRole('table', { name: 'Certificates' })
    .getByRole('row')
    .filter({ hasText: name.toUpperCase() });
  await expect(row).toContainText('Valid');
  const number = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(number).toMatch(/^VCI-\d{4}-\d{6}$/);
  await row.getByRole('link', { name: /^Edit/ }).click();
  await staff.getByLabel('Course', { exact: true }).fill('Python for Data Science');
  await staff.getByRole('button', { name: 'Update Content' }).click();
  await expect(staff.getByText('Certificate Content Updated')).toBeVisible();
  await staff
    .getByLabel('New certificate (PDF)')
    .setInputFiles(await certificatePdf('Second print'));
  await staff.getByRole('button', { name: 'Update File' }).click();
  await expect(staff.getByText('Certificate file updated')).toBeVisible();

  await page.goto('/certificate-authentication');
  await page.getByRole('button', { name: 'Check Certificate' }).click();
  await expect(page.getByText('Student name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Date of birth is required', { exact: true })).toBeVisible();
  // Told in a toast, and kept on the page (an alert) until the next check. The toast shows for
  // 3 s: watched for from the check on, which can take longer on a loaded machine.
  const noMatch = 'No certificate matches these details. Check the spelling and the date of birth.';
  const told = expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(noMatch),
  ).toBeVisible();
  await checkByName(page, name.toLowerCase(), '2004-05-18');
  await told;
  await expect(page.getByRole('alert').filter({ hasText: noMatch })).toBeVisible();
  await checkByName(page, `  ${name.toLowerCase()} `, '2004-05-17');
  await expect(page).toHaveURL(/\/verify\/[\w-]{22}$/);
  const verifyUrl = page.url();
  await expect(page.getByRole('heading', { name: /is valid\.$/ })).toBeVisible();
  await expect(page.getByText(name.toUpperCase())).toBeVisible();
  await expect(page.getByText('Python for Data Science')).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByTitle(`Certificate ${number} (PDF)`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute(
    'href',
    /download=1$/,
  );
  const linkedIn = new URL(
    (await page.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')) ?? '',
  );
  expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
    startTask: 'CERTIFICATION_NAME',
    name: 'Python for Data Science',
    certId: number,
    certUrl: verifyUrl,
    issueYear: number.slice(4, 8),
  });

  await page.goto('/certificate-authentication');
  await page.getByLabel('Certificate Number', { exact: true }).fill(number.toLowerCase());
  await page.getByRole('button', { name: 'Check Number' }).click();
  await expect(page).toHaveURL(verifyUrl);

  await staff.getByLabel('Reason for revoking').fill('Issued before the final exam was passed');
  const revoked = expect(staff.getByText('Certificate revoked')).toBeVisible();
  await staff.getByRole('button', { name: 'Revoke Certificate' }).click();
  await revoked;
  await page.reload();
  await expect(page.getByRole('heading', { name: /is not valid\.$/ })).toBeVisible();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(page.getByText(/Reason: Issued before the final exam was passed/)).toBeVisible();
  await expect(
    page.getByText('The institute’s status list marks this credential as revoked.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to LinkedIn' })).toHaveCount(0);
});

test('a visitor verifies a certificate, checks two PDFs against it and downloads its credential', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = uniqueTitle('Meera Iyer');
  const staff = await adminPage(browser);
  await staff.goto('/admin/dashboard/upload-certificate');
  await fillAndUpload(staff, { name, dob: '2003-08-09', course: 'Java Programming' });

  await checkByName(page, name, '2003-08-09');
  await expect(page).toHaveURL(/\/verify\/[\w-]{22}$/);
  const credential = page.getByRole('region', { name: 'Signed credential' });
  await expect(
    credential.getByText('Signature verified in your browser with the institute’s published key.'),
  ).toBeVisible();
  await expect(
    credential.getByText('The institute’s status list shows it is not revoked.'),
  ).toBeVisible();
  const domain = new URL(baseURL ?? '').host;
  await expect(credential.getByText(`Verified issuer: ${domain}`)).toBeVisible();
  await expect(page.locator('body')).not.toContainText('2003');

  // The PDF the page serves, as the student downloaded it, and a copy with one byte changed.
  const fingerprintCard = page.getByRole('region', { name: 'Is your PDF the original?' });
  const fingerprint = (await fingerprintCard.locator('.font-mono').textContent()) ?? '';
  expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  const pdfUrl =
    (await page.getByRole('link', { name: 'Download', exact: true }).getAttribute('href')) ?? '';
  const original = await (await page.request.get(pdfUrl)).body();
  const edited = Buffer.from(original);
  edited[edited.length - 20] = (edited[edited.length - 20] ?? 0) ^ 1;
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });

  const dropZone = fingerprintCard.getByText('Drop a certificate PDF here, or choose one');
  await fingerprintCard
    .getByLabel(/Drop a certificate PDF here/)
    .setInputFiles({ name: 'my-certificate.pdf', mimeType: 'application/pdf', buffer: original });
  await expect(fingerprintCard.getByRole('status')).toContainText('This file is the original');
  // Dropped, as a visitor drags a file from their desktop.
  const dropped = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([new Uint8Array(bytes)], 'edited.pdf', { type: 'application/pdf' }),
      );
      return transfer;
    },
    [...edited],
  );
  await dropZone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(fingerprintCard.getByRole('status')).toContainText(
    'This file differs from the issued certificate',
  );
  expect(uploads).toEqual([]);

  const downloading = page.waitForEvent('download');
  await credential.getByRole('link', { name: 'Download credential' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^VCI-\d{4}-\d{6}\.jwt$/);
  const jwt = await fs.readFile((await download.path()) ?? '', 'utf8');
  const jwks = (await (await page.request.get('/.well-known/jwks.json')).json()) as JSONWebKeySet;
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks));
  expect(payload).toMatchObject({
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    credentialSubject: { identifier: [{ identityHash: name.toUpperCase() }] },
  });
});

test('an admin imports certificates from a CSV after fixing its bad row', async ({
  page,
  browser,
}) => {
  const first = uniqueTitle('Imran Sheikh');
  const second = uniqueTitle('Pooja Menon');
  const csv = (rows: string[]) => ({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name,date of birth,course,issue date,grade', ...rows].join('\n')),
  });
  const staff = await adminPage(browser);
  await staff.goto('/admin/dashboard/import-certificates');
  await staff
    .getByLabel('CSV file')
    .setInputFiles(
      csv([`${first},12/08/2003,Web Design,2025-02-01,A`, `${second},2002-03-04,,2025-02-01,`]),
    );
  await staff.getByRole('button', { name: 'Preview' }).click();
  const preview = staff.getByRole('table', { name: /^Preview: 2 rows, 1 with problems/ });
  await expect(preview.getByRole('row').filter({ hasText: second.toUpperCase() })).toContainText(
    'Course is required',
  );
  await expect(staff.getByRole('alert')).toContainText('Nothing has been stored.');
  await expect(staff.getByRole('button', { name: /^Import/ })).toHaveCount(0);

  await staff
    .getByLabel('CSV file')
    .setInputFiles(
      csv([`${first},12/08/2003,Web Design,2025-02-01,A`, `${second},2002-03-04,Java,2025-02-01,`]),
    );
  await staff.getByRole('button', { name: 'Preview' }).click();
  await expect(
    staff.getByRole('table', { name: 'Preview: 2 rows, 0 with problems' }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Import 2 Certificates' }).click();
  // The page's own result, not the toast that says the same.
  await expect(
    staff.getByRole('main').getByRole('status').filter({ hasText: 'Issued 2 certificates.' }),
  ).toBeVisible();

  await checkByName(page, first, '2003-08-12');
  await expect(page.getByRole('heading', { name: /is valid\.$/ })).toBeVisible();
  await expect(page.getByText('Web Design')).toBeVisible();
  await expect(page.getByText('A', { exact: true })).toBeVisible();
});

test('a filtered certificates view survives a reload from its address and exports exactly that view', async ({
  page,
  request,
}) => {
  const course = uniqueTitle('Filtered Course');
  expect((await request.post('/api/v1/user/login', { data: admin })).status()).toBe(200);
  const numbers: string[] = [];
  for (const student of ['Revoked One', 'Revoked Two', 'Still Valid']) {
    const created = await request.post('/api/v1/certificate/create', {
      multipart: {
        name: student,
        DOB: '2001-02-03',
        course,
        certificateImg: await certificatePdf(student),
      },
    });
    expect(created.status()).toBe(201);
    const { _id, number } = ((await created.json()) as { data: { _id: string; number: string } })
      .data;
    numbers.push(number);
    if (student.startsWith('Revoked')) {
      const revoked = await request.patch(`/api/v1/certificate/revoke/${_id}`, {
        data: { reason: 'Issued in error' },
      });
      expect(revoked.status()).toBe(200);
    }
  }

  await logIn(page, admin.email, admin.password);
  await page.goto('/admin/dashboard/view-certificate');
  await page.getByRole('searchbox', { name: 'Search' }).fill(course);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByLabel('Status').selectOption('revoked');
  const table = page.getByRole('region', { name: 'Certificates' });
  await table.getByRole('button', { name: /Number/ }).click();
  await expect(page).toHaveURL(/status=revoked/);
  await expect(page).toHaveURL(/sort=number&dir=asc/);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(numbers[0] ?? '');
  await expect(rows.last()).toContainText(numbers[1] ?? '');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(course);
  await expect(page.getByLabel('Status')).toHaveValue('revoked');
  await expect(table.getByRole('columnheader', { name: /Number/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(rows).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const bytes = await fs.readFile((await (await download).path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Number,Name,Course,Issued on,Grade,Status,Revoked on,Reason');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(new RegExp(`^${numbers[0]},REVOKED ONE,${course},.*,Revoked,`));
  expect(lines[2]).toMatch(new RegExp(`^${numbers[1]},REVOKED TWO,`));

  // On a phone the rows are cards without headers; the sort is chosen from a list instead.
  await page.setViewportSize({ width: 390, height: 844 });
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('number asc');
  await sortBy.selectOption({ label: 'Number, descending' });
  await expect(page).toHaveURL(/sort=number&dir=desc/);
  const cards = page.getByRole('list', { name: 'Certificates' }).getByRole('listitem');
  await expect(cards.first()).toContainText(numbers[1] ?? '');
  await expect(cards.last()).toContainText(numbers[0] ?? '');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // The site's CSP forbids injected scripts, axe included; the other tests keep it on.
    test.use({ viewport, bypassCSP: true });

    test('the certificate screens have no serious accessibility problem and fit the width', async ({
      page,
      request,
    }) => {
      test.slow(); // Both certificate screens, each checked in full and at its width.
      const login = await request.post('/api/v1/user/login', { data: admin });
      expect(login.status()).toBe(200);
      const created = await request.post('/api/v1/certificate/create', {
        multipart: {
          name: uniqueTitle('Width Check'),
          DOB: '2001-02-03',
          course: 'Spoken English for Coders',
          certificateImg: await certificatePdf('Width check'),
        },
      });
      expect(created.status()).toBe(201);
      const { _id, fileId } = ((await created.json()) as { data: { _id: string; fileId: string } })
        .data;
      await logIn(page, admin.email, admin.password);
      const found: Record<string, string[]> = {};
      for (const path of [
        '/certificate-authentication',
        `/verify/${fileId}`,
        '/admin/dashboard/upload-certificate',
        '/admin/dashboard/view-certificate',
        `/admin/dashboard/edit-certificate/${_id}`,
        '/admin/dashboard/import-certificates',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        const problems = await seriousViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        if (problems.length > 0 || overflow)
          found[path] = [...problems, ...(overflow ? ['wider than the screen'] : [])];
      }
      expect(found).toEqual({});
    });
  });
}

test('a certificate uploaded with the student’s mobile number sends them the link on WhatsApp', async ({
  browser,
}) => {
  test.slow();
  const name = uniqueTitle('Meera Iyer');
  const phone = `9${String(Date.now()).slice(-9)}`;
  // The accessibility check adds axe's script to the page, which the CSP would refuse.
  const staff = await (await browser.newContext({ bypassCSP: true })).newPage();
  await logIn(staff, admin.email, admin.password);
  await staff.goto('/admin/dashboard/upload-certificate');
  for (const width of [390, 1440]) {
    await staff.setViewportSize({ width, height: 900 });
    expect(await overflowOf(staff)).toEqual([]);
  }
  await staff.getByLabel('Student’s mobile number').fill('12345');
  await staff.getByLabel('Student’s e-mail').fill('not an address');
  await staff.getByRole('button', { name: 'Upload Certificate' }).click();
  await expect(
    staff.getByText('Enter a 10-digit mobile number, or leave it empty.', { exact: true }),
  ).toBeVisible();
  await expect(
    staff.getByText('Enter a valid e-mail address, or leave it empty.', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByLabel('Student’s mobile number').fill(phone);
  await staff.getByLabel('Student’s e-mail').fill('');
  await fillAndUpload(staff, { name, dob: '2004-05-17', course: 'Tally Prime' });

  // Without provider keys the message is written to the outbox, which counts as sent.
  await staff.goto('/admin/dashboard/messages');
  const row = await messageRowSaying(staff, phone, `+91${phone}`, 'Sent');
  await expect(row).toContainText('WhatsApp');
  await expect(row).toContainText('Certificate issued');
});

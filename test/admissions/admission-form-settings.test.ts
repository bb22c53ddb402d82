import { describe, expect, it } from 'vitest';
import { defaultAdmissionForm } from '#common/admission-form';
import { pdfFile, pngImage } from '../helpers/files';
import { as } from '../helpers/requests';
import { testDb } from '../helpers/test-app';
import { admissionSite, answers } from './admission-site';

type Errors = Record<string, string>;
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Errors }).errors;

describe(`the admission form's settings (${testDb})`, () => {
  const { ctx, call, deskDraft, upload, admissionForm, setAdmissionForm } = admissionSite();

  it('are read and written by admins, checked by the shared schema, and logged', async () => {
    expect(await admissionForm()).toEqual(defaultAdmissionForm);
    const bad = await setAdmissionForm({
      askFields: ['school', 'hobbies'],
      documents: { photo: 'always', idProof: 'optional', marksheet: 'off' },
      retentionDays: 0,
      numberPrefix: 'vci/',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(
      ['askFields.1', 'documents.photo', 'numberPrefix', 'retentionDays'].sort(),
    );
    expect(await admissionForm()).toEqual(defaultAdmissionForm);

    const form = {
      askFields: ['aadhaar'],
      documents: { photo: 'optional', idProof: 'off', marksheet: 'required' },
      retentionDays: 90,
      numberPrefix: 'VCIA',
    };
    const saved = await setAdmissionForm(form);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Admission form saved', data: form });
    expect(await admissionForm()).toEqual(form);
    // The public form follows it; the pages' settings do not carry it.
    const setup = await call(undefined, 'GET', '/setup');
    expect((setup.json() as { data: { form: object } }).data.form).toEqual(form);
    const pages = await as(ctx.app, undefined, { method: 'GET', url: '/api/v1/settings' });
    expect(pages.json()).not.toHaveProperty('data.admissionForm');
    // The other settings' PATCH leaves the form as it is.
    const patched = await as(ctx.app, ctx.admin, {
      method: 'PATCH',
      url: '/api/v1/settings',
      payload: { admissionForm: defaultAdmissionForm, upiId: 'vidya@okaxis' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await admissionForm()).toEqual(form);

    const logged = await ctx.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('entity', '=', 'settings')
      .orderBy('created_at', 'desc')
      .execute();
    expect(logged.map((row) => row.summary)).toContain(
      'Admission form asks: school, qualification → aadhaar; Admission photo: required → optional; ' +
        'Admission ID proof: optional → off; Admission marksheet: off → required; ' +
        'Days admission documents are kept: 180 → 90; Admission number prefix: VCI → VCIA',
    );
    await setAdmissionForm(defaultAdmissionForm);
  });

  it('decides what the public form asks and what sending it requires', async () => {
    await setAdmissionForm({
      askFields: ['aadhaar'],
      documents: { photo: 'off', idProof: 'optional', marksheet: 'required' },
      retentionDays: 180,
      numberPrefix: 'VCI',
    });
    const draft = await deskDraft();
    const saved = await call(undefined, 'PUT', `/form/${draft.token}`, {
      ...answers(),
      courseId: ctx.course.id,
    });
    expect(saved.statusCode).toBe(200);
    // Fields switched off are not kept, even when sent.
    const kept = (saved.json() as { data: { answers: Record<string, string> } }).data.answers;
    expect(kept).not.toHaveProperty('school');
    expect(kept).not.toHaveProperty('qualification');
    // A document switched off is refused.
    const photo = await upload(draft.token, '/photo', 'photo', 'me.png', await pngImage(350, 450));
    expect(photo.statusCode).toBe(400);
    expect(errorsOf(photo)).toHaveProperty('photo');

    const missing = await call(undefined, 'POST', `/form/${draft.token}/submit`);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(errorsOf(missing)).sort()).toEqual(['aadhaarNumber', 'marksheet']);

    await call(undefined, 'PUT', `/form/${draft.token}`, { aadhaarNumber: '2345 6789 0123' });
    const sheet = await upload(draft.token, '/documents/marksheet', 'file', 'm.pdf', pdfFile());
    expect(sheet.statusCode).toBe(200);
    const sent = await call(undefined, 'POST', `/form/${draft.token}/submit`);
    expect(sent.statusCode).toBe(200);
    await setAdmissionForm(defaultAdmissionForm);
  });

  it('sends without what the form stopped asking while the draft was open, its files deleted', async () => {
    await setAdmissionForm({
      ...defaultAdmissionForm,
      askFields: ['school', 'qualification', 'aadhaar'],
    });
    const draft = await deskDraft();
    await call(undefined, 'PUT', `/form/${draft.token}`, {
      ...answers(),
      courseId: ctx.course.id,
      aadhaarNumber: '2345 6789 0123',
    });
    const photo = await upload(draft.token, '/photo', 'photo', 'me.png', await pngImage(350, 450));
    expect(photo.statusCode).toBe(200);
    const proof = await upload(draft.token, '/documents/idProof', 'file', 'id.pdf', pdfFile());
    expect(proof.statusCode).toBe(200);
    const stored = await ctx.app.db
      .selectFrom('admissions')
      .select(['id', 'photo_key'])
      .where('answers', 'like', '%City Public School%')
      .executeTakeFirstOrThrow();
    const files = [
      stored.photo_key!,
      ...(
        await ctx.app.db
          .selectFrom('admission_documents')
          .select('file_key')
          .where('admission_id', '=', stored.id)
          .execute()
      ).map((document) => document.file_key!),
    ];
    expect(files).toHaveLength(2);

    await setAdmissionForm({
      ...defaultAdmissionForm,
      askFields: [],
      documents: { photo: 'off', idProof: 'off', marksheet: 'off' },
    });
    const sent = await call(undefined, 'POST', `/form/${draft.token}/submit`);
    expect(sent.statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('admissions')
      .selectAll()
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('submitted');
    expect(JSON.parse(row.answers)).not.toHaveProperty('school');
    expect(JSON.parse(row.answers)).not.toHaveProperty('qualification');
    expect(JSON.parse(row.answers)).toHaveProperty('studentName', 'Kavya Nair');
    expect(row.aadhaar_last4).toBeNull();
    expect(row.photo_key).toBeNull();
    const documents = ctx.app.db
      .selectFrom('admission_documents')
      .select('id')
      .where('admission_id', '=', stored.id);
    expect(await documents.execute()).toEqual([]);
    for (const file of files) expect(await ctx.app.storage.exists(file)).toBe(false);
    await setAdmissionForm(defaultAdmissionForm);
  });

  it('keeps an Aadhaar number only when the form asks for it', async () => {
    const draft = await deskDraft();
    const saved = await call(undefined, 'PUT', `/form/${draft.token}`, {
      aadhaarNumber: '2345 6789 0123',
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { data: { aadhaar: string | null } }).data.aadhaar).toBeNull();
  });
});

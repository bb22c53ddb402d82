import { describe, expect, it } from 'vitest';
import { makeRegistration, makeUser } from '../helpers/factories';
import { pdfFile, pngImage } from '../helpers/files';
import { logIn } from '../helpers/requests';
import { testDb } from '../helpers/test-app';
import { admissionSite, answers } from './admission-site';

interface Admission {
  _id: string;
  status: string;
  aadhaar: string | null;
  admissionNumber: string | null;
  userId: string | null;
  documents: { _id: string; kind: string; deletedAt: string | null }[];
  answers: Record<string, string>;
}
const dataOf = (res: { json(): unknown }) => (res.json() as { data: Admission }).data;

describe(`admissions (${testDb})`, () => {
  const {
    ctx,
    call,
    newNumber,
    whatsApp,
    deskDraft,
    upload,
    submitted,
    sessionOf,
    admissionForm,
    setAdmissionForm,
  } = admissionSite();

  const accept = (id: string, body: object = {}) =>
    call(ctx.admin, 'POST', `/${id}/accept`, { planId: ctx.course.planId, ...body });

  it('confirms the number with a code, prefills from its registration, and sends the resume link', async () => {
    const mobileNo = newNumber();
    const registration = await makeRegistration(ctx.app.db, {
      contact: mobileNo,
      name: 'Kavya Nair',
    });
    expect((await call(undefined, 'POST', '/code', { mobileNo })).statusCode).toBe(200);
    const [code = ''] = await whatsApp(mobileNo, 'sign_in_code');
    const wrong = await call(undefined, 'POST', '/start', {
      mobileNo,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const started = await call(undefined, 'POST', '/start', {
      mobileNo,
      code,
      registrationId: registration.id,
    });
    expect(started.statusCode).toBe(200);
    const { token, admission } = (
      started.json() as { data: { token: string; admission: Admission } }
    ).data;
    expect(admission.answers).toMatchObject({
      studentName: 'Kavya Nair',
      guardianRelation: 'Father',
    });
    const [link] = await whatsApp(mobileNo, 'admission_link');
    expect(link).toContain(`/admission?resume=${token}`);
    const resumed = await call(undefined, 'GET', `/form/${token}`);
    expect(dataOf(resumed)._id).toBe(admission._id);
    // The code is spent: it opens no second draft.
    expect((await call(undefined, 'POST', '/start', { mobileNo, code })).statusCode).toBe(409);
    // Another number's registration prefills nothing online.
    const other = await makeRegistration(ctx.app.db, { name: 'Somebody Else' });
    const next = newNumber();
    await call(undefined, 'POST', '/code', { mobileNo: next });
    const [nextCode = ''] = await whatsApp(next, 'sign_in_code');
    const prefilled = await call(undefined, 'POST', '/start', {
      mobileNo: next,
      code: nextCode,
      registrationId: other.id,
    });
    expect(prefilled.statusCode).toBe(200);
    expect(JSON.stringify(prefilled.json())).not.toContain('Somebody Else');
  });

  it('keeps only the last four digits of an Aadhaar number, shown masked', async () => {
    const form = await admissionForm();
    await setAdmissionForm({ ...form, askFields: [...form.askFields, 'aadhaar'] });
    const draft = await deskDraft();
    const bad = await call(undefined, 'PUT', `/form/${draft.token}`, {
      aadhaarNumber: '23456789012',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call(undefined, 'PUT', `/form/${draft.token}`, {
      aadhaarNumber: '2345 6789 0123',
    });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved).aadhaar).toBe('XXXX XXXX 0123');
    const row = await ctx.app.db
      .selectFrom('admissions')
      .selectAll()
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(row.aadhaar_last4).toBe('0123');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('23456789');
    expect(stored).not.toContain('2345 6789');
    const audit = await ctx.app.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain('23456789');
    await setAdmissionForm(form);
  });

  it('refuses to send a form missing what the institute asks, and a document that is not a PDF or image', async () => {
    const draft = await deskDraft();
    await call(undefined, 'PUT', `/form/${draft.token}`, { ...answers(), courseId: ctx.course.id });
    const missing = await call(undefined, 'POST', `/form/${draft.token}/submit`);
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { errors: Record<string, string> }).errors).toHaveProperty('photo');
    const text = await upload(
      draft.token,
      '/documents/idProof',
      'file',
      'id.pdf',
      Buffer.from('not a pdf at all'),
    );
    expect(text.statusCode).toBe(415);
    const pdf = await upload(
      draft.token,
      '/documents/idProof',
      'file',
      'aadhaar.pdf',
      pdfFile('Aadhaar'),
    );
    expect(pdf.statusCode).toBe(200);
    expect(dataOf(pdf).documents.map((d) => d.kind)).toEqual(['idProof']);
    // The marksheet is off in the default form.
    const off = await upload(draft.token, '/documents/marksheet', 'file', 'm.pdf', pdfFile());
    expect(off.statusCode).toBe(400);
  });

  it('accepts in one transaction: account, number, photo, batch, fee on its plan, guardian, messages', async () => {
    const mobileNo = newNumber();
    const draft = await submitted(await pngImage(350, 450), { guardianPhone: mobileNo });
    // The desk's number is not proved by a code: the guardian stays unconfirmed, and hears nothing.
    const res = await accept(draft.id);
    expect(res.statusCode).toBe(200);
    const admission = dataOf(res);
    expect(admission.status).toBe('accepted');
    expect(admission.admissionNumber).toMatch(/^VCI\/2026\/\d{4}$/);
    const user = await ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', admission.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'student', admission_number: admission.admissionNumber });
    expect(user.profile_img).toMatch(/^public\/profiles\//);
    const inBatch = await ctx.app.db
      .selectFrom('batch_students')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(inBatch.map((row) => row.batch_id)).toEqual([ctx.course.batchId]);
    const fee = await ctx.app.db
      .selectFrom('course_fees')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const parts = await ctx.app.db
      .selectFrom('fee_parts')
      .selectAll()
      .where('fee_id', '=', fee.id)
      .orderBy('seq')
      .execute();
    expect(parts).toHaveLength(4);
    expect(parts[0]?.due_on).toBe('2026-06-01');
    expect(parts[0]?.amount).toBe(Math.round(fee.fee * 0.4));
    const guardians = await ctx.app.db
      .selectFrom('guardians')
      .selectAll()
      .where('student_id', '=', user.id)
      .execute();
    expect(guardians).toMatchObject([{ name: 'Suresh Nair', phone: mobileNo, confirmed_at: null }]);
    const messages = await ctx.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('event', '=', 'admission-accepted')
      .where('user_id', '=', user.id)
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    expect((await accept(draft.id)).statusCode).toBe(409);
  });

  it('tells the student and the guardian whose number the code proved', async () => {
    const mobileNo = newNumber();
    await call(undefined, 'POST', '/code', { mobileNo });
    const [code = ''] = await whatsApp(mobileNo, 'sign_in_code');
    const started = await call(undefined, 'POST', '/start', { mobileNo, code });
    const { token, admission } = (
      started.json() as { data: { token: string; admission: Admission } }
    ).data;
    await call(undefined, 'PUT', `/form/${token}`, {
      ...answers({ guardianPhone: mobileNo }),
      courseId: ctx.course.id,
    });
    await upload(token, '/photo', 'photo', 'me.png', await pngImage(350, 450));
    expect((await call(undefined, 'POST', `/form/${token}/submit`)).statusCode).toBe(200);
    const res = await accept(admission._id);
    expect(res.statusCode).toBe(200);
    const guardian = await ctx.app.db
      .selectFrom('guardians')
      .selectAll()
      .where('student_id', '=', dataOf(res).userId)
      .executeTakeFirstOrThrow();
    expect(guardian.confirmed_at).not.toBeNull();
    const roles = await ctx.app.db
      .selectFrom('notifications')
      .select('recipient_role')
      .where('event', '=', 'admission-accepted')
      .where('address', '=', `+91${mobileNo}`)
      .execute();
    expect(roles.map((r) => r.recipient_role).sort()).toEqual(['parent', 'student']);
  });

  it('leaves nothing behind when a step fails midway (the plan switched off)', async () => {
    const draft = await submitted(await pngImage(350, 450), { email: 'midway@example.com' });
    const serialBefore = await ctx.app.db
      .selectFrom('admission_counters')
      .selectAll()
      .where('year', '=', 2026)
      .executeTakeFirst();
    const counts = async () => ({
      users: (await ctx.app.db.selectFrom('users').select('id').execute()).length,
      batch: (await ctx.app.db.selectFrom('batch_students').select('user_id').execute()).length,
      fees: (await ctx.app.db.selectFrom('course_fees').select('id').execute()).length,
      guardians: (await ctx.app.db.selectFrom('guardians').select('id').execute()).length,
      messages: (await ctx.app.db.selectFrom('notifications').select('id').execute()).length,
    });
    const before = await counts();
    await ctx.app.db
      .updateTable('fee_plans')
      .set({ active: 0 })
      .where('id', '=', ctx.course.planId)
      .execute();
    const res = await accept(draft.id);
    await ctx.app.db
      .updateTable('fee_plans')
      .set({ active: 1 })
      .where('id', '=', ctx.course.planId)
      .execute();
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(
      await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'midway@example.com')
        .execute(),
    ).toEqual([]);
    const serialAfter = await ctx.app.db
      .selectFrom('admission_counters')
      .selectAll()
      .where('year', '=', 2026)
      .executeTakeFirst();
    expect(serialAfter).toEqual(serialBefore);
    const row = await ctx.app.db
      .selectFrom('admissions')
      .selectAll()
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'submitted', user_id: null, decided_at: null });
    // Put right, it goes through.
    expect((await accept(draft.id)).statusCode).toBe(200);
  });

  it('numbers each year from 0001, and accepts at once get numbers of their own', async () => {
    const photo = await pngImage(350, 450);
    ctx.day.today = '2027-01-04';
    const drafts = await Promise.all([1, 2, 3, 4].map(() => submitted(photo)));
    const answers = await Promise.all(drafts.map((draft) => accept(draft.id)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = answers.map((res) => dataOf(res).admissionNumber).sort();
    expect(numbers).toEqual(['VCI/2027/0001', 'VCI/2027/0002', 'VCI/2027/0003', 'VCI/2027/0004']);
    ctx.day.today = '2026-06-01';
    const later = await accept((await submitted(photo)).id);
    const [, , serial2026] = /^VCI\/(\d+)\/(\d+)$/.exec(dataOf(later).admissionNumber ?? '') ?? [];
    expect(Number(serial2026)).toBeGreaterThan(1);
    expect(dataOf(later).admissionNumber).toMatch(/^VCI\/2026\//);
  });

  it('shows documents to admins and the admitted student only', async () => {
    const draft = await deskDraft();
    await call(undefined, 'PUT', `/form/${draft.token}`, { ...answers(), courseId: ctx.course.id });
    await upload(draft.token, '/photo', 'photo', 'me.png', await pngImage(350, 450));
    const pdf = pdfFile('Marks 2025');
    const withDocument = await upload(draft.token, '/documents/idProof', 'file', 'id.pdf', pdf);
    const documentId = dataOf(withDocument).documents[0]?._id ?? '';
    const url = `/documents/${documentId}`;
    // Before the decision, no student may open it.
    const { user, password } = await makeUser(ctx.app.db);
    const another = await logIn(ctx.app, user.email, password);
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    expect((await call(another, 'GET', url)).statusCode).toBe(404);
    await call(undefined, 'POST', `/form/${draft.token}/submit`);
    const accepted = dataOf(await accept(draft.id));
    const admin = await call(ctx.admin, 'GET', url);
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.equals(pdf)).toBe(true);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    const own = await call(await sessionOf(accepted.userId ?? ''), 'GET', url);
    expect(own.statusCode).toBe(200);
    expect((await call(another, 'GET', url)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    // The applicant's link does not open documents either.
    expect(
      (await call(undefined, 'GET', `/form/${draft.token}/documents/idProof`)).statusCode,
    ).toBe(404);
  });

  it('removes documents past the retention period, by the clock', async () => {
    const form = await admissionForm();
    expect((await setAdmissionForm({ ...form, retentionDays: 30 })).statusCode).toBe(200);
    const declined = await deskDraft();
    await call(undefined, 'PUT', `/form/${declined.token}`, {
      ...answers(),
      courseId: ctx.course.id,
    });
    await upload(declined.token, '/photo', 'photo', 'me.png', await pngImage(350, 450));
    await upload(declined.token, '/documents/idProof', 'file', 'id.pdf', pdfFile('Declined'));
    await call(undefined, 'POST', `/form/${declined.token}/submit`);
    ctx.clock.advance(10 * 86_400_000);
    const refused = await call(ctx.admin, 'POST', `/${declined.id}/decline`, {
      reason: 'Batch full',
    });
    expect(refused.statusCode).toBe(200);
    const key = async () =>
      (
        await ctx.app.db
          .selectFrom('admission_documents')
          .selectAll()
          .where('admission_id', '=', declined.id)
          .executeTakeFirstOrThrow()
      ).file_key;
    const stored = (await key()) ?? '';
    expect(await ctx.app.storage.exists(stored)).toBe(true);
    ctx.clock.advance(29 * 86_400_000);
    await ctx.app.retentionJob.runOnce();
    expect(await ctx.app.storage.exists(stored)).toBe(true);
    ctx.clock.advance(2 * 86_400_000);
    await ctx.app.retentionJob.runOnce();
    expect(await ctx.app.storage.exists(stored)).toBe(false);
    expect(await key()).toBeNull();
    const review = dataOf(await call(ctx.admin, 'GET', `/${declined.id}`));
    expect(review.documents[0]?.deletedAt).not.toBeNull();
  });

  it('sends the application back for a correction with a new link, and the old one stops working', async () => {
    const draft = await submitted(await pngImage(350, 450));
    const res = await call(ctx.admin, 'POST', `/${draft.id}/correction`, {
      note: 'The photo is blurred',
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res).status).toBe('correction');
    const [, note, link = ''] = await whatsApp(draft.mobileNo, 'admission_correction');
    expect(note).toBe('The photo is blurred');
    const token = new URL(link).searchParams.get('resume') ?? '';
    expect((await call(undefined, 'GET', `/form/${draft.token}`)).statusCode).toBe(404);
    expect(dataOf(await call(undefined, 'GET', `/form/${token}`)).status).toBe('correction');
    expect((await call(undefined, 'POST', `/form/${token}/submit`)).statusCode).toBe(200);
  });

  it('declines with a reason and tells the applicant once, in their language', async () => {
    const draft = await submitted(await pngImage(350, 450), {}, 'hi');
    const res = await call(ctx.admin, 'POST', `/${draft.id}/decline`, {
      reason: 'The batch is full',
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res).status).toBe('declined');
    const [name, reason] = await whatsApp(draft.mobileNo, 'admission_declined');
    expect([name, reason]).toEqual(['Kavya Nair', 'The batch is full']);
    // A second decline is refused and sends nothing more.
    const again = await call(ctx.admin, 'POST', `/${draft.id}/decline`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    await ctx.app.notifications.drainOnce();
    const declines = ctx.meta.accepted.filter(
      (m) => m.to === `91${draft.mobileNo}` && m.template.name === 'admission_declined',
    );
    expect(declines).toHaveLength(1);
    expect(declines[0]?.template.language).toBe('hi');
    const row = await ctx.app.db
      .selectFrom('notifications')
      .select(['event', 'language'])
      .where('event', '=', 'admission-declined')
      .where('address', '=', `+91${draft.mobileNo}`)
      .execute();
    expect(row).toEqual([{ event: 'admission-declined', language: 'hi' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyOf } from '#server/db/family';
import { newId, now } from '#server/db/time';
import { batchRequests } from '../batch-classes/batch-site';
import type { CourseSite } from '../courses/course-site';
import { adminSession } from '../helpers/catalogue';
import { makeGuardian, makeUser } from '../helpers/factories';
import { deskPay } from '../helpers/money';
import { as, logIn } from '../helpers/requests';
import { createTestSite, startApp, testDb } from '../helpers/test-app';

/** Today in these tests: the fee's second part (10 February) is overdue. */
const TODAY = '2026-02-12';

const plan = {
  name: '40% at admission, then three monthly parts',
  parts: [
    { kind: 'percent', value: 40, due: 'admission' },
    { kind: 'percent', value: 20, due: 'months', after: 1 },
    { kind: 'percent', value: 20, due: 'months', after: 2 },
    { kind: 'percent', value: 20, due: 'months', after: 3 },
  ],
  remainderPart: 3,
};

/** Every family portal route that answers about a child. */
const childRoutes = (id: string) => [
  `/course/family/${id}/classes`,
  `/course/family/${id}/attendance`,
  `/course/family/${id}/courses`,
  `/payment/family/${id}`,
  `/certificate/family/${id}`,
];

describe(`the family portal: a guardian sees their children and nothing else (${testDb})`, () => {
  const ctx = {} as CourseSite & {
    asha: { id: string; email: string; cookie: string };
    bina: { id: string; cookie: string };
    /** Asha's father: his verified e-mail is her confirmed guardian's. */
    father: { id: string; cookie: string; guardianId: string };
    /** Bina's mother: her verified phone is Bina's confirmed guardian's. */
    mother: { id: string; cookie: string; guardianId: string };
    batchId: string;
    courseTitle: string;
    ashaDocument: string;
    binaDocument: string;
  };
  const { call, newBatch, generate } = batchRequests(ctx);
  const family = (cookie: string | undefined, url: string, method = 'GET', payload?: object) =>
    as(ctx.app, cookie, {
      method: method as 'GET',
      url: `/api/v1${url}`,
      ...(payload ? { payload } : {}),
    });

  const account = async (fields: Parameters<typeof makeUser>[1]) => {
    const { user, password } = await makeUser(ctx.app.db, fields);
    return { id: user.id, email: user.email, cookie: await logIn(ctx.app, user.email, password) };
  };
  /** The student's fee on the plan, 4000 of 10000 rupees paid at the desk; their receipt's id. */
  const admit = async (email: string, courseId: string, planId: string) => {
    const paid = await deskPay(ctx.app, ctx.admin, { email, courseId, amount: 4000, planId });
    expect(paid.statusCode, paid.body).toBe(200);
    const document = await ctx.app.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.user_id')
      .select('invoices.id')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    return document.id;
  };

  beforeAll(async () => {
    ctx.site = await createTestSite();
    ctx.app = await startApp(ctx.site, { today: () => TODAY });
    ctx.admin = await adminSession(ctx.app);

    ctx.asha = await account({ userName: 'Asha Verma' });
    ctx.bina = await account({ userName: 'Bina Devi' });
    const father = await account({ email: 'verma.father@example.com', emailVerified: true });
    const mother = await account({ mobileNo: '9822200001' });
    await ctx.app.db
      .updateTable('users')
      .set({ mobile_verified_at: now() })
      .where('id', '=', mother.id)
      .execute();
    ctx.father = {
      ...father,
      guardianId: (
        await makeGuardian(ctx.app.db, ctx.asha.id, {
          phone: null,
          email: 'verma.father@example.com',
        })
      ).id,
    };
    ctx.mother = {
      ...mother,
      guardianId: (await makeGuardian(ctx.app.db, ctx.bina.id, { phone: '9822200001' })).id,
    };

    const batch = await newBatch({ startsOn: '2026-02-02' });
    ctx.batchId = batch.id;
    ctx.courseTitle = batch.courseTitle;
    const course = await ctx.app.db
      .selectFrom('course_batches')
      .select('course_id')
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('courses')
      .set({ course_price: 1_000_000 })
      .where('id', '=', course.course_id)
      .execute();
    const saved = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: `/api/v1/payment/plans/${course.course_id}`,
      payload: plan,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    ctx.ashaDocument = await admit(ctx.asha.email, course.course_id, saved.json().data._id);
    const binaUser = await ctx.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', ctx.bina.id)
      .executeTakeFirstOrThrow();
    ctx.binaDocument = await admit(binaUser.email, course.course_id, saved.json().data._id);

    for (const student of [ctx.asha, ctx.bina]) {
      const joined = await call('POST', `/batch/${batch.id}/students`, { userId: student.id });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    const made = await generate(batch.id, '2026-02-01', '2026-02-28');
    const sessions: { _id: string; heldOn: string }[] = made.json().data.sessions;
    const marks = { '2026-02-02': 'present', '2026-02-04': 'absent', '2026-02-06': 'present' };
    for (const [day, mark] of Object.entries(marks)) {
      const session = sessions.find((s) => s.heldOn === day);
      const saved = await call('PUT', `/sessions/${session?._id}/attendance`, {
        submissionId: `sub-${day}`,
        marks: [
          { userId: ctx.asha.id, mark },
          { userId: ctx.bina.id, mark: 'present' },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const certificate = (status: 'valid' | 'revoked', serial: number) => ({
      id: newId(),
      name: 'ASHA VERMA',
      dob: '2008-04-01',
      course: ctx.courseTitle,
      file_id: `file-${newId()}`,
      storage_key: 'certificates/x.pdf',
      original_key: 'certificates/x.pdf',
      number: `VCI-2026-${String(serial).padStart(6, '0')}`,
      issue_year: 2026,
      serial,
      issued_on: '2026-02-10',
      grade: 'A',
      recipient_email: ctx.asha.email,
      recipient_phone: null,
      status,
      revoked_at: null,
      revoked_reason: null,
      stamped: 1,
      pdf_sha256: null,
      created_at: now(),
      updated_at: now(),
    });
    await ctx.app.db
      .insertInto('certificates')
      .values([certificate('valid', 901), certificate('revoked', 902)])
      .execute();
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.site.dispose();
  });

  it('lists the children and says so in the current-user answer', async () => {
    const res = await family(ctx.father.cookie, '/guardians/family');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      children: [{ _id: ctx.asha.id, userName: 'Asha Verma' }],
      guardianships: [
        {
          _id: ctx.father.guardianId,
          childId: ctx.asha.id,
          childName: 'Asha Verma',
          relation: 'Father',
          language: 'hi',
          topics: ['fees', 'attendance', 'results'],
        },
      ],
    });
    const profile = (cookie: string) =>
      as(ctx.app, cookie, { method: 'GET', url: '/api/v1/user/profile' });
    expect((await profile(ctx.father.cookie)).json().data.hasChildren).toBe(true);
    expect((await profile(ctx.asha.cookie)).json().data.hasChildren).toBe(false);
  });

  it("shows the child's classes from today", async () => {
    const res = await family(ctx.father.cookie, `/course/family/${ctx.asha.id}/classes`);
    expect(res.statusCode).toBe(200);
    const { classes } = res.json().data;
    expect(classes.length).toBeGreaterThan(0);
    expect(classes[0]).toMatchObject({ heldOn: '2026-02-13', startTime: '18:00' });
    for (const entry of classes) {
      expect(entry.heldOn >= TODAY).toBe(true);
      expect(entry.batchId).toBe(ctx.batchId);
    }
  });

  it("shows the child's attendance percentage and the day they were absent", async () => {
    const res = await family(ctx.father.cookie, `/course/family/${ctx.asha.id}/attendance`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      batches: [
        expect.objectContaining({
          batchId: ctx.batchId,
          counts: expect.objectContaining({ present: 2, absent: 1 }),
          percent: 66,
        }),
      ],
      absences: [{ heldOn: '2026-02-04', startTime: '18:00', courseTitle: ctx.courseTitle }],
    });
  });

  it('shows each part due with a pay link to exactly that part, and the receipts', async () => {
    const res = await family(ctx.father.cookie, `/payment/family/${ctx.asha.id}`);
    expect(res.statusCode).toBe(200);
    const { dues, documents } = res.json().data;
    expect(
      dues.map((d: { part: number; dueOn: string; overdue: boolean; total: number }) => [
        d.part,
        d.dueOn,
        d.overdue,
        d.total,
      ]),
    ).toEqual([
      [2, '2026-02-10', true, 2000],
      [3, '2026-03-10', false, 2000],
      [4, '2026-04-10', false, 2000],
    ]);
    const parts = await ctx.app.db
      .selectFrom('fee_parts')
      .innerJoin('course_fees', 'course_fees.id', 'fee_parts.fee_id')
      .select(['fee_parts.id', 'fee_parts.seq'])
      .where('course_fees.user_id', '=', ctx.asha.id)
      .execute();
    for (const due of dues) {
      const token = decodeURIComponent(due.payUrl.split('/pay/')[1]);
      expect(ctx.app.payLinks.partOf(token)).toBe(due.partId);
      expect(parts.find((p) => p.id === due.partId)?.seq).toBe(due.part - 1);
    }
    expect(documents.map((d: { _id: string }) => d._id)).toContain(ctx.ashaDocument);
    expect(documents.map((d: { _id: string }) => d._id)).not.toContain(ctx.binaDocument);

    const pdf = await family(
      ctx.father.cookie,
      `/payment/family/${ctx.asha.id}/documents/${ctx.ashaDocument}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("shows the child's courses and valid certificates", async () => {
    const res = await family(ctx.father.cookie, `/course/family/${ctx.asha.id}/courses`);
    expect(res.statusCode).toBe(200);
    const { courses } = res.json().data;
    const sent = await family(ctx.father.cookie, `/certificate/family/${ctx.asha.id}`);
    expect(sent.statusCode).toBe(200);
    const { certificates } = sent.json().data;
    expect(courses).toEqual([expect.objectContaining({ courseTitle: ctx.courseTitle })]);
    expect(certificates).toEqual([
      expect.objectContaining({
        number: 'VCI-2026-000901',
        course: ctx.courseTitle,
        verifyHref: expect.stringMatching(/^\/verify\/file-/),
      }),
    ]);
  });

  it('lets the guardian choose their messages and language; the notifications follow', async () => {
    const saved = await family(
      ctx.father.cookie,
      `/guardians/family/${ctx.father.guardianId}`,
      'PUT',
      { language: 'en', topics: ['fees'] },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.guardianships[0]).toMatchObject({ language: 'en', topics: ['fees'] });
    const hears = async (topic: 'fees' | 'attendance') =>
      (await familyOf(ctx.app.db, ctx.asha.id, topic)).filter((m) => m.role === 'parent');
    expect(await hears('fees')).toEqual([
      expect.objectContaining({ email: 'verma.father@example.com', language: 'en' }),
    ]);
    expect(await hears('attendance')).toEqual([]);
    const wrong = await family(
      ctx.father.cookie,
      `/guardians/family/${ctx.father.guardianId}`,
      'PUT',
      { language: 'fr', topics: ['gossip'] },
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('asks a visitor to sign in', async () => {
    expect((await family(undefined, '/guardians/family')).statusCode).toBe(401);
    for (const url of childRoutes(ctx.asha.id)) {
      expect((await family(undefined, url)).statusCode).toBe(401);
    }
  });

  it('answers 404 to a student who is nobody’s guardian, even about themselves', async () => {
    const res = await family(ctx.asha.cookie, '/guardians/family');
    expect(res.json().data).toEqual({ children: [], guardianships: [] });
    for (const child of [ctx.asha.id, ctx.bina.id]) {
      for (const url of childRoutes(child)) {
        const probe = await family(ctx.asha.cookie, url);
        expect(probe.statusCode).toBe(404);
        expect(probe.json().message).toBe('Student not found.');
      }
    }
  });

  it('answers 404 to a guardian asking about another family, the same as a missing student', async () => {
    const missing = await family(ctx.mother.cookie, `/payment/family/${newId()}`);
    for (const url of childRoutes(ctx.asha.id)) {
      const probe = await family(ctx.mother.cookie, url);
      expect(probe.statusCode).toBe(404);
      expect(probe.json()).toEqual(missing.json());
    }
    // Her own child's pages answer; another family's receipt does not, under either child.
    expect((await family(ctx.mother.cookie, `/payment/family/${ctx.bina.id}`)).statusCode).toBe(
      200,
    );
    for (const url of [
      `/payment/family/${ctx.bina.id}/documents/${ctx.ashaDocument}/pdf`,
      `/payment/family/${ctx.asha.id}/documents/${ctx.ashaDocument}/pdf`,
    ]) {
      expect((await family(ctx.mother.cookie, url)).statusCode).toBe(404);
    }
    expect(
      (
        await family(
          ctx.father.cookie,
          `/payment/family/${ctx.asha.id}/documents/${ctx.binaDocument}/pdf`,
        )
      ).statusCode,
    ).toBe(404);
    const choices = await family(
      ctx.mother.cookie,
      `/guardians/family/${ctx.father.guardianId}`,
      'PUT',
      { language: 'hi', topics: [] },
    );
    expect(choices.statusCode).toBe(404);
    const row = await ctx.app.db
      .selectFrom('guardians')
      .select('topics')
      .where('id', '=', ctx.father.guardianId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.topics)).toEqual(['fees']);
  });

  it('stops answering once the child declines guardian access', async () => {
    await as(ctx.app, ctx.bina.cookie, {
      method: 'PUT',
      url: '/api/v1/guardians/mine/declined',
      payload: { declined: true },
    });
    expect((await family(ctx.mother.cookie, `/payment/family/${ctx.bina.id}`)).statusCode).toBe(
      404,
    );
    expect((await family(ctx.mother.cookie, '/guardians/family')).json().data.children).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import type { AdmissionFormSettings } from '#common/admission-form';
import { createSession } from '#server/plugins/sessions';
import { adminSession } from '../helpers/catalogue';
import { makeCourse } from '../helpers/factories';
import { fakeClock, type FakeClock } from '../helpers/notifications';
import { as, multipart } from '../helpers/requests';
import { createTestSite, startApp, type TestSite } from '../helpers/test-app';
import { startWhatsAppStandIn } from '../helpers/whatsapp-stand-in';

const APP_SECRET = 'meta-app-secret-for-admission-tests';
const FORM_SETTINGS = '/api/v1/settings/admission-form';

export const monthlyPlan = {
  name: '40% at admission, then three monthly parts',
  parts: [
    { kind: 'percent', value: 40, due: 'admission' },
    { kind: 'percent', value: 20, due: 'months', after: 1 },
    { kind: 'percent', value: 20, due: 'months', after: 2 },
    { kind: 'percent', value: 20, due: 'months', after: 3 },
  ],
  remainderPart: 3,
};

/** Answers that pass the form's checks (the school and qualification the default form asks). */
export const answers = (change: Record<string, string> = {}) => ({
  studentName: 'Kavya Nair',
  dob: '2008-03-14',
  gender: 'female',
  email: `kavya-${Math.random().toString(36).slice(2, 10)}@example.com`,
  address: '12 Civil Lines',
  state: 'Uttar Pradesh',
  city: 'Prayagraj',
  school: 'City Public School',
  qualification: '12th',
  guardianName: 'Suresh Nair',
  guardianRelation: 'Father',
  ...change,
});

/**
 * A site whose WhatsApp messages go to Meta's stand-in, on a clock and a day the test sets, with
 * an admin signed in and a course with a batch and an instalment plan, for one test file.
 */
export function admissionSite() {
  const ctx = {} as {
    site: TestSite;
    app: FastifyInstance;
    meta: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
    clock: FakeClock;
    day: { today: string };
    admin: string;
    course: { id: string; batchId: string; planId: string };
  };
  let numbers = 0;
  beforeAll(async () => {
    ctx.meta = await startWhatsAppStandIn({
      phoneNumberId: '1068',
      token: 'wa',
      appSecret: APP_SECRET,
    });
    ctx.site = await createTestSite({
      WHATSAPP_API_URL: ctx.meta.url,
      WHATSAPP_PHONE_NUMBER_ID: '1068',
      WHATSAPP_TOKEN: 'wa',
      WHATSAPP_APP_SECRET: APP_SECRET,
    });
    ctx.clock = fakeClock('2026-06-01T05:00:00.000Z');
    ctx.day = { today: '2026-06-01' };
    ctx.app = await startApp(ctx.site, { clock: ctx.clock, today: () => ctx.day.today });
    ctx.admin = await adminSession(ctx.app);
    const course = await makeCourse(ctx.app, {
      course_title: 'Tally Prime',
      course_price: 1_000_000,
    });
    const batchId = `batch-${course.id}`;
    await ctx.app.db
      .insertInto('course_batches')
      .values({
        id: batchId,
        course_id: course.id,
        starts_on: '2026-07-01',
        days: 'Mon,Wed,Fri',
        start_time: '10:00',
        end_time: '11:30',
        mode: 'offline',
        seats: 30,
        seats_taken: 0,
        place: 'Room 2',
        place_hi: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const plan = await as(ctx.app, ctx.admin, {
      method: 'POST',
      url: `/api/v1/payment/plans/${course.id}`,
      payload: monthlyPlan,
    });
    if (plan.statusCode !== 200) throw new Error(plan.body);
    const planId = (plan.json() as { data: { _id: string } }).data._id;
    ctx.course = { id: course.id, batchId, planId };
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.meta.close();
    await ctx.site.dispose();
  });

  /** A request as `cookie` (or nobody) under /api/v1/admission. */
  const call = (cookie: string | undefined, method: string, url: string, payload?: object) =>
    as(ctx.app, cookie, {
      method: method as 'GET',
      url: `/api/v1/admission${url}`,
      remoteAddress: `10.1.0.${(numbers % 250) + 1}`,
      ...(payload ? { payload } : {}),
    });

  /** A mobile number no other application of the file uses. */
  const newNumber = () => `97${String(++numbers).padStart(8, '0')}`;

  /** The last message WhatsApp brought `mobileNo` from the template `name`, its parameters. */
  const whatsApp = (mobileNo: string, name: string) =>
    vi.waitFor(
      () => {
        const message = ctx.meta.accepted
          .filter((m) => m.to === `91${mobileNo}` && m.template.name === name)
          .at(-1);
        if (!message) throw new Error(`no ${name} sent to ${mobileNo} yet`);
        return message.template.parameters;
      },
      { timeout: 5000, interval: 25 },
    );

  /** A walk-in's draft opened at the desk (in English unless told): its secret token and id. */
  const deskDraft = async (mobileNo = newNumber(), language = 'en') => {
    const res = await call(ctx.admin, 'POST', '/desk', { mobileNo, language });
    if (res.statusCode !== 200) throw new Error(res.body);
    const { token, admission } = (
      res.json() as { data: { token: string; admission: { _id: string } } }
    ).data;
    return { token, id: admission._id, mobileNo };
  };

  const upload = async (token: string, path: string, field: string, name: string, data: Buffer) =>
    as(ctx.app, undefined, {
      method: 'POST',
      url: `/api/v1/admission/form/${token}${path}`,
      ...(await multipart({}, { [field]: { name, data } })),
    });

  /** A sent application with the course, batch and answers given, and a photo. */
  const submitted = async (photo: Buffer, change: Record<string, string> = {}, language = 'en') => {
    const draft = await deskDraft(newNumber(), language);
    const saved = await call(undefined, 'PUT', `/form/${draft.token}`, {
      courseId: ctx.course.id,
      batchId: ctx.course.batchId,
      ...answers(change),
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    const photoSaved = await upload(draft.token, '/photo', 'photo', 'me.png', photo);
    if (photoSaved.statusCode !== 200) throw new Error(photoSaved.body);
    const sent = await call(undefined, 'POST', `/form/${draft.token}/submit`);
    if (sent.statusCode !== 200) throw new Error(sent.body);
    return draft;
  };

  /** The admission form as the admin's settings hold it. */
  const admissionForm = async () => {
    const res = await as(ctx.app, ctx.admin, { method: 'GET', url: FORM_SETTINGS });
    return (res.json() as { data: AdmissionFormSettings }).data;
  };

  /** Sets the admission form up as the admin's settings screen does. */
  const setAdmissionForm = (form: object) =>
    as(ctx.app, ctx.admin, { method: 'PUT', url: FORM_SETTINGS, payload: form });

  /** A session cookie for an account without a password (an admitted student's). */
  const sessionOf = async (userId: string) => `sid=${await createSession(ctx.app.db, userId, 1)}`;

  return {
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
  };
}

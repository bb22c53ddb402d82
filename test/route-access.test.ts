import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { Access } from '#server/plugins/access';
import { openServices } from '#server/runtime';
import { as, logIn, registerStudent, student } from './helpers/requests';
import { apiRoutes } from './helpers/routes';
import { createTestSite, startApp, type TestSite } from './helpers/test-app';

/** Every API route and who may call it; a new route must be added here deliberately. */
const ROUTES: [NonNullable<InjectOptions['method']>, string, Access][] = [
  ['GET', '/api/v1/health', 'public'],
  ['GET', '/api/v1/openapi.json', 'public'],
  ['GET', '/api/docs', 'public'],
  ['GET', '/api/v1/settings', 'public'],
  ['PATCH', '/api/v1/settings', 'admin'],
  ['GET', '/api/v1/stats', 'admin'],
  ['GET', '/api/v1/stats/charts', 'admin'],
  ['GET', '/api/v1/stats/today', 'admin'],
  ['GET', '/api/v1/activity', 'admin'],
  ['GET', '/api/v1/activity/export.csv', 'admin'],
  ['POST', '/api/v1/user', 'admin'],
  ['GET', '/api/v1/user/export.csv', 'admin'],
  ['GET', '/api/v1/user/students/:id', 'admin'],
  ['PATCH', '/api/v1/user/students/:id', 'admin'],
  ['POST', '/api/v1/user/students/:id/password-reset', 'admin'],
  ['POST', '/api/v1/user/students/:id/courses', 'admin'],
  ['POST', '/api/v1/user/students/:id/courses/:courseId/withdraw', 'admin'],
  ['PATCH', '/api/v1/user/students/:id/active', 'admin'],
  ['POST', '/api/v1/user/register', 'public'],
  ['POST', '/api/v1/user/login', 'public'],
  ['POST', '/api/v1/user/phone/code', 'public'],
  ['POST', '/api/v1/user/phone/sign-in', 'public'],
  ['POST', '/api/v1/user/phone/sign-up', 'public'],
  ['POST', '/api/v1/user/phone/mine/code', 'user'],
  ['PUT', '/api/v1/user/phone/mine', 'user'],
  ['POST', '/api/v1/user/logout', 'public'],
  ['GET', '/api/v1/user/profile', 'user'],
  ['PATCH', '/api/v1/user/updateProfile', 'user'],
  ['PUT', '/api/v1/user/language/:language', 'user'],
  ['PATCH', '/api/v1/user/updateImg', 'user'],
  ['PATCH', '/api/v1/user/updatePassword', 'user'],
  ['POST', '/api/v1/user/forget-password', 'public'],
  ['POST', '/api/v1/user/reset-password/:token', 'public'],
  ['POST', '/api/v1/user/verify-email', 'user'],
  ['POST', '/api/v1/user/verify-email/:token', 'public'],
  ['GET', '/api/v1/user/google/start', 'public'],
  ['GET', '/api/v1/user/google', 'public'],
  ['GET', '/api/v1/course', 'public'],
  ['GET', '/api/v1/course/courses', 'admin'],
  ['GET', '/api/v1/course/export.csv', 'admin'],
  ['GET', '/api/v1/course/singlecourse/:id', 'public'],
  ['GET', '/api/v1/course/ppt/:id', 'public'],
  ['GET', '/api/v1/course/Ebook/:id', 'public'],
  ['GET', '/api/v1/course/filters', 'public'],
  ['PUT', '/api/v1/course/outline/:id', 'admin'],
  ['GET', '/api/v1/course/batches/:courseId', 'admin'],
  ['POST', '/api/v1/course/batches/:courseId', 'admin'],
  ['PATCH', '/api/v1/course/batch/:id', 'admin'],
  ['DELETE', '/api/v1/course/batch/:id', 'admin'],
  ['GET', '/api/v1/course/batch/:id/roster', 'admin'],
  ['PUT', '/api/v1/course/batch/:id/trainers', 'admin'],
  ['POST', '/api/v1/course/batch/:id/students', 'admin'],
  ['DELETE', '/api/v1/course/batch/:id/students/:userId', 'admin'],
  ['GET', '/api/v1/course/batch/:id/sessions', 'admin'],
  ['POST', '/api/v1/course/batch/:id/sessions', 'admin'],
  ['PATCH', '/api/v1/course/sessions/:id', 'admin'],
  ['POST', '/api/v1/course/sessions/:id/cancel', 'admin'],
  ['GET', '/api/v1/course/sessions/today', 'admin'],
  ['GET', '/api/v1/course/sessions/:id/attendance', 'admin'],
  ['PUT', '/api/v1/course/sessions/:id/attendance', 'admin'],
  ['POST', '/api/v1/course/sessions/:id/clash', 'admin'],
  ['POST', '/api/v1/course/timetable/pattern-clash', 'admin'],
  ['GET', '/api/v1/course/timetable/week', 'admin'],
  ['GET', '/api/v1/course/timetable/mine', 'admin'],
  ['GET', '/api/v1/course/timetable/classes', 'user'],
  ['GET', '/api/v1/course/timetable/feed', 'user'],
  ['POST', '/api/v1/course/timetable/feed', 'user'],
  ['GET', '/api/v1/course/calendar/:file', 'public'],
  ['GET', '/api/v1/lessons/course/:courseId', 'public'],
  ['GET', '/api/v1/lessons/mine', 'user'],
  ['GET', '/api/v1/lessons/:id', 'public'],
  ['PUT', '/api/v1/lessons/:id/progress', 'user'],
  ['GET', '/api/v1/lessons/:id/media', 'public'],
  ['GET', '/api/v1/lessons/:id/captions', 'public'],
  ['GET', '/api/v1/lessons/admin/course/:courseId', 'admin'],
  ['GET', '/api/v1/lessons/admin/course/:courseId/progress', 'admin'],
  ['POST', '/api/v1/lessons/admin/course/:courseId/modules', 'admin'],
  ['PUT', '/api/v1/lessons/admin/modules/:id', 'admin'],
  ['DELETE', '/api/v1/lessons/admin/modules/:id', 'admin'],
  ['POST', '/api/v1/lessons/admin/modules/:id/move', 'admin'],
  ['POST', '/api/v1/lessons/admin/modules/:id/lessons', 'admin'],
  ['PUT', '/api/v1/lessons/admin/:id', 'admin'],
  ['DELETE', '/api/v1/lessons/admin/:id', 'admin'],
  ['POST', '/api/v1/lessons/admin/:id/move', 'admin'],
  ['POST', '/api/v1/lessons/admin/:id/upload', 'admin'],
  ['GET', '/api/v1/course/batch/:id/attendance-report', 'admin'],
  ['PUT', '/api/v1/course/batch/:id/certificate-minimum', 'admin'],
  ['GET', '/api/v1/course/batch/:id/register', 'admin'],
  ['GET', '/api/v1/course/batch/:id/register.csv', 'admin'],
  ['GET', '/api/v1/course/batch/:id/register.pdf', 'admin'],
  ['GET', '/api/v1/course/my-attendance', 'user'],
  ['GET', '/api/v1/course/sessions/:id/check-in-code', 'admin'],
  ['POST', '/api/v1/course/check-in', 'user'],
  ['GET', '/api/v1/course/attendance/follow-ups', 'admin'],
  ['POST', '/api/v1/course/attendance/follow-ups/:id/done', 'admin'],
  ['POST', '/api/v1/course/create', 'admin'],
  ['PATCH', '/api/v1/course/togglePublish/:id', 'admin'],
  ['PATCH', '/api/v1/course/editImg/:id', 'admin'],
  ['PATCH', '/api/v1/course/edit/:id', 'admin'],
  ['DELETE', '/api/v1/course/removeCourse/:id', 'admin'],
  ['POST', '/api/v1/course/addSyllabus/:courseId', 'admin'],
  ['DELETE', '/api/v1/course/removeSyllabus/:courseId/:fileId', 'admin'],
  ['POST', '/api/v1/course/addEbook/:courseId', 'admin'],
  ['DELETE', '/api/v1/course/removeEbook/:id', 'admin'],
  ['POST', '/api/v1/course/addppt/:courseId', 'admin'],
  ['DELETE', '/api/v1/course/removePPT/:id', 'admin'],
  ['GET', '/api/v1/course/file/:id', 'public'],
  ['POST', '/api/v1/payment/checkout', 'user'],
  ['POST', '/api/v1/payment/verifyPayment', 'user'],
  ['POST', '/api/v1/payment/webhook', 'public'],
  ['GET', '/api/v1/notifications/whatsapp/webhook', 'public'],
  ['POST', '/api/v1/notifications/whatsapp/webhook', 'public'],
  ['POST', '/api/v1/notifications/sms/report', 'public'],
  ['GET', '/api/v1/notifications/sms/inbound', 'public'],
  ['GET', '/api/v1/guardians/students/:id', 'admin'],
  ['POST', '/api/v1/guardians/students/:id', 'admin'],
  ['PATCH', '/api/v1/guardians/students/:id/:guardianId', 'admin'],
  ['DELETE', '/api/v1/guardians/students/:id/:guardianId', 'admin'],
  ['POST', '/api/v1/guardians/students/:id/:guardianId/code', 'admin'],
  ['POST', '/api/v1/guardians/students/:id/:guardianId/confirm', 'admin'],
  ['GET', '/api/v1/guardians/mine', 'user'],
  ['POST', '/api/v1/guardians/mine', 'user'],
  ['PATCH', '/api/v1/guardians/mine/:id', 'user'],
  ['DELETE', '/api/v1/guardians/mine/:id', 'user'],
  ['POST', '/api/v1/guardians/mine/:id/code', 'user'],
  ['PUT', '/api/v1/guardians/mine/declined', 'user'],
  ['GET', '/api/v1/guardians/confirmation/:token', 'public'],
  ['POST', '/api/v1/guardians/confirmation/:token', 'public'],
  ['GET', '/api/v1/admission/setup', 'public'],
  ['POST', '/api/v1/admission/code', 'public'],
  ['POST', '/api/v1/admission/start', 'public'],
  ['GET', '/api/v1/admission/form/:token', 'public'],
  ['PUT', '/api/v1/admission/form/:token', 'public'],
  ['POST', '/api/v1/admission/form/:token/photo', 'public'],
  ['POST', '/api/v1/admission/form/:token/documents/:kind', 'public'],
  ['POST', '/api/v1/admission/form/:token/submit', 'public'],
  ['GET', '/api/v1/admission/documents/:id', 'user'],
  ['POST', '/api/v1/admission/desk', 'admin'],
  ['GET', '/api/v1/admission', 'admin'],
  ['GET', '/api/v1/admission/:id', 'admin'],
  ['POST', '/api/v1/admission/:id/correction', 'admin'],
  ['POST', '/api/v1/admission/:id/decline', 'admin'],
  ['POST', '/api/v1/admission/:id/accept', 'admin'],
  ['GET', '/api/v1/guardians/family', 'user'],
  ['PUT', '/api/v1/guardians/family/:id', 'user'],
  ['GET', '/api/v1/course/family/:id/classes', 'user'],
  ['GET', '/api/v1/course/family/:id/attendance', 'user'],
  ['GET', '/api/v1/course/family/:id/courses', 'user'],
  ['GET', '/api/v1/payment/family/:id', 'user'],
  ['GET', '/api/v1/payment/family/:id/documents/:documentId/pdf', 'user'],
  ['GET', '/api/v1/certificate/family/:id', 'user'],
  ['GET', '/api/v1/notifications/unsubscribe', 'public'],
  ['POST', '/api/v1/notifications/unsubscribe', 'public'],
  ['GET', '/api/v1/notifications/messages', 'admin'],
  ['GET', '/api/v1/notifications/messages/export.csv', 'admin'],
  ['GET', '/api/v1/notifications/messages/today', 'admin'],
  ['POST', '/api/v1/notifications/messages/:id/resend', 'admin'],
  ['GET', '/api/v1/notifications/templates', 'admin'],
  ['PUT', '/api/v1/notifications/templates/:event', 'admin'],
  ['POST', '/api/v1/payment/test/pay', 'user'],
  ['POST', '/api/v1/payment/test/fail', 'user'],
  ['GET', '/api/v1/payment', 'admin'],
  ['POST', '/api/v1/payment/quote', 'public'],
  ['GET', '/api/v1/payment/desk/student', 'admin'],
  ['POST', '/api/v1/payment/desk', 'admin'],
  ['POST', '/api/v1/payment/desk/enroll', 'admin'],
  ['POST', '/api/v1/payment/desk/access', 'admin'],
  ['GET', '/api/v1/payment/fees', 'admin'],
  ['GET', '/api/v1/payment/coupons', 'admin'],
  ['POST', '/api/v1/payment/coupons', 'admin'],
  ['PATCH', '/api/v1/payment/coupons/:id', 'admin'],
  ['GET', '/api/v1/payment/mine', 'user'],
  ['GET', '/api/v1/payment/documents/:id/pdf', 'user'],
  ['GET', '/api/v1/payment/export.csv', 'admin'],
  ['GET', '/api/v1/payment/plans/:courseId', 'admin'],
  ['POST', '/api/v1/payment/plans/:courseId', 'admin'],
  ['PUT', '/api/v1/payment/plan/:id', 'admin'],
  ['GET', '/api/v1/payment/schedule/:id', 'user'],
  ['PUT', '/api/v1/payment/schedule/:id', 'admin'],
  ['GET', '/api/v1/payment/schedule/:id/parts/:seq/upi', 'admin'],
  ['GET', '/api/v1/payment/pay-link/:token', 'public'],
  ['POST', '/api/v1/payment/pay-link/:token', 'public'],
  ['POST', '/api/v1/payment/pay-link/:token/verify', 'public'],
  ['POST', '/api/v1/payment/pay-link/:token/test/pay', 'public'],
  ['GET', '/api/v1/payment/my-schedules', 'user'],
  ['GET', '/api/v1/payment/dues', 'admin'],
  ['GET', '/api/v1/payment/dues/export.csv', 'admin'],
  ['GET', '/api/v1/payment/schedule/:id/reminders', 'admin'],
  ['PUT', '/api/v1/payment/reminders/:id/pause', 'admin'],
  ['POST', '/api/v1/payment/schedule/:id/parts/:seq/remind', 'admin'],
  ['GET', '/api/v1/news', 'public'],
  ['GET', '/api/v1/news/:id', 'public'],
  ['POST', '/api/v1/news/createNews', 'admin'],
  ['PATCH', '/api/v1/news/updateImage/:id', 'admin'],
  ['PATCH', '/api/v1/news/update/:id', 'admin'],
  ['DELETE', '/api/v1/news/delete/:id', 'admin'],
  ['GET', '/api/v1/news/list', 'admin'],
  ['GET', '/api/v1/news/export.csv', 'admin'],
  ['GET', '/api/v1/blog', 'public'],
  ['GET', '/api/v1/blog/:id', 'public'],
  ['POST', '/api/v1/blog/create', 'admin'],
  ['PATCH', '/api/v1/blog/updateImg/:id', 'admin'],
  ['PATCH', '/api/v1/blog/update/:id', 'admin'],
  ['DELETE', '/api/v1/blog/:id', 'admin'],
  ['GET', '/api/v1/blog/list', 'admin'],
  ['GET', '/api/v1/blog/export.csv', 'admin'],
  ['GET', '/api/v1/team', 'public'],
  ['GET', '/api/v1/team/singleMember/:id', 'public'],
  ['POST', '/api/v1/team/create', 'admin'],
  ['PATCH', '/api/v1/team/updateImage/:id', 'admin'],
  ['PATCH', '/api/v1/team/update/:id', 'admin'],
  ['DELETE', '/api/v1/team/delete/:id', 'admin'],
  ['GET', '/api/v1/team/list', 'admin'],
  ['GET', '/api/v1/team/export.csv', 'admin'],
  ['POST', '/api/v1/markdown/preview', 'admin'],
  ['GET', '/api/v1/review', 'public'],
  ['GET', '/api/v1/review/course/:id', 'public'],
  ['POST', '/api/v1/review/create', 'user'],
  ['PATCH', '/api/v1/review/:id/status', 'admin'],
  ['DELETE', '/api/v1/review/:id', 'admin'],
  ['GET', '/api/v1/review/list', 'admin'],
  ['GET', '/api/v1/review/export.csv', 'admin'],
  ['PUT', '/api/v1/settings/banner/:position', 'admin'],
  ['PUT', '/api/v1/settings/sample-certificate', 'admin'],
  ['PUT', '/api/v1/settings/invoice-signature', 'admin'],
  ['DELETE', '/api/v1/settings/invoice-signature', 'admin'],
  ['GET', '/api/v1/settings/admission-form', 'admin'],
  ['PUT', '/api/v1/settings/admission-form', 'admin'],
  ['POST', '/api/v1/contact/create', 'public'],
  ['POST', '/api/v1/contact/demo', 'public'],
  ['POST', '/api/v1/contact', 'admin'],
  ['GET', '/api/v1/contact/export.csv', 'admin'],
  ['DELETE', '/api/v1/contact/:id', 'admin'],
  ['PATCH', '/api/v1/contact/:id/pipeline', 'admin'],
  ['POST', '/api/v1/contact/:id/notes', 'admin'],
  ['POST', '/api/v1/register', 'public'],
  ['POST', '/api/v1/register/getData', 'admin'],
  ['GET', '/api/v1/register/export.csv', 'admin'],
  ['DELETE', '/api/v1/register/:id', 'admin'],
  ['PATCH', '/api/v1/register/:id/pipeline', 'admin'],
  ['POST', '/api/v1/register/:id/notes', 'admin'],
  ['POST', '/api/v1/register/:id/convert', 'admin'],
  ['GET', '/api/v1/enquiries/summary', 'admin'],
  ['GET', '/api/v1/id-cards/student/:id', 'admin'],
  ['POST', '/api/v1/id-cards/student/:id', 'admin'],
  ['POST', '/api/v1/id-cards/:id/reissue', 'admin'],
  ['POST', '/api/v1/id-cards/:id/revoke', 'admin'],
  ['GET', '/api/v1/id-cards/mine', 'user'],
  ['GET', '/api/v1/id-cards/:id/pdf', 'user'],
  ['GET', '/api/v1/id-cards/batch/:id/sheet.pdf', 'admin'],
  ['POST', '/api/v1/certificate/check', 'public'],
  ['GET', '/api/v1/certificate/verify/:fileId', 'public'],
  ['GET', '/api/v1/certificate/verify/:fileId/pdf', 'public'],
  ['GET', '/api/v1/certificate/verify/:fileId/credential', 'public'],
  ['GET', '/api/v1/certificate', 'admin'],
  ['GET', '/api/v1/certificate/export.csv', 'admin'],
  ['GET', '/api/v1/certificate/single-certificate/:id', 'admin'],
  ['POST', '/api/v1/certificate/create', 'admin'],
  ['PATCH', '/api/v1/certificate/updateImg/:id', 'admin'],
  ['PATCH', '/api/v1/certificate/update/:id', 'admin'],
  ['DELETE', '/api/v1/certificate/:id', 'admin'],
  ['PATCH', '/api/v1/certificate/revoke/:id', 'admin'],
  ['PATCH', '/api/v1/certificate/restore/:id', 'admin'],
  ['POST', '/api/v1/certificate/import/preview', 'admin'],
  ['POST', '/api/v1/certificate/import', 'admin'],
  ['GET', '/api/v1/certificate/completions/:courseId', 'admin'],
  ['POST', '/api/v1/certificate/completions/:courseId', 'admin'],
  ['GET', '/api/v1/tests/questions', 'admin'],
  ['POST', '/api/v1/tests/questions', 'admin'],
  ['PUT', '/api/v1/tests/questions/:id', 'admin'],
  ['DELETE', '/api/v1/tests/questions/:id', 'admin'],
  ['PUT', '/api/v1/tests/questions/:id/image', 'admin'],
  ['DELETE', '/api/v1/tests/questions/:id/image', 'admin'],
  ['GET', '/api/v1/tests/questions/export.csv', 'admin'],
  ['POST', '/api/v1/tests/questions/import', 'admin'],
  ['GET', '/api/v1/tests', 'admin'],
  ['POST', '/api/v1/tests', 'admin'],
  ['GET', '/api/v1/tests/:id', 'admin'],
  ['PUT', '/api/v1/tests/:id', 'admin'],
  ['DELETE', '/api/v1/tests/:id', 'admin'],
  ['POST', '/api/v1/tests/:id/release', 'admin'],
  ['GET', '/api/v1/tests/:id/results', 'admin'],
  ['GET', '/api/v1/tests/:id/statistics', 'admin'],
  ['GET', '/api/v1/tests/:id/short-answers', 'admin'],
  ['PUT', '/api/v1/tests/:id/marks', 'admin'],
  ['PUT', '/api/v1/tests/attempts/:id/answers/:questionId/mark', 'admin'],
  ['GET', '/api/v1/tests/mine', 'user'],
  ['POST', '/api/v1/tests/mine/:id/attempt', 'user'],
  ['GET', '/api/v1/tests/attempts/:id', 'user'],
  ['PUT', '/api/v1/tests/attempts/:id/answers/:questionId', 'user'],
  ['POST', '/api/v1/tests/attempts/:id/submit', 'user'],
  ['GET', '/api/v1/tests/attempts/:id/result', 'user'],
  ['GET', '/api/v1/tests/family/:id', 'user'],
  ['GET', '/api/v1/settings/grading-scale', 'admin'],
  ['PUT', '/api/v1/settings/grading-scale', 'admin'],
  ['GET', '/api/v1/marksheet', 'admin'],
  ['POST', '/api/v1/marksheet', 'admin'],
  ['PATCH', '/api/v1/marksheet/revoke/:id', 'admin'],
  ['GET', '/api/v1/marksheet/mine', 'user'],
  ['GET', '/api/v1/marksheet/family/:id', 'user'],
  ['GET', '/api/v1/marksheet/:id/pdf', 'user'],
  ['GET', '/api/v1/marksheet/verify/:fileId/credential', 'public'],
];

const LOG_IN = { success: false, message: 'Please log in to continue.' };
const ADMINS_ONLY = { success: false, message: 'Only admins can do this.' };

const urlOf = (path: string) => path.replace(/:\w+/g, 'missing');

describe('route access', () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let studentCookie: string;

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    await registerStudent(app);
    studentCookie = await logIn(app, student.email, student.password);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('lists exactly the routes of the table', () => {
    expect(apiRoutes(app.printRoutes({ commonPrefix: false }))).toEqual(
      ROUTES.map(([method, path]) => `${method} ${path}`).sort(),
    );
  });

  it.each(ROUTES)('%s %s is %s', async (method, path, access) => {
    const url = urlOf(path);
    const visitor = await app.inject({ method, url });
    if (access === 'public') {
      expect(visitor.body).not.toBe(JSON.stringify(LOG_IN));
      return;
    }
    const asStudent = await as(app, studentCookie, { method, url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(LOG_IN);
    if (access === 'admin') {
      expect(asStudent.statusCode).toBe(403);
      expect(asStudent.json()).toEqual(ADMINS_ONLY);
    } else {
      expect([401, 403]).not.toContain(asStudent.statusCode);
    }
  });

  it('refuses before reading the body: a visitor with an invalid body gets 401, not 400', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/course/edit/missing',
      payload: { courseTitle: '' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOG_IN);
  });
});

describe('start-up', () => {
  it('fails when an API route declares no access', async () => {
    const site = await createTestSite();
    const services = await openServices(site.config, {
      info: () => undefined,
      warn: () => undefined,
    });
    const app = await buildApp(services);
    void app.register(async (extra) => {
      extra.get('/api/v1/extra', async () => ({ success: true }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/v1/extra declares no access');
    await services.db.destroy();
    await site.dispose();
  });
});

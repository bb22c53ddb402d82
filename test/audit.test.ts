import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, auditEntity } from '#server/plugins/audit';
import {
  makeContact,
  makeCourse,
  makePayment,
  makeRegistration,
  makeReview,
  makeUser,
} from './helpers/factories';
import { adminSession } from './helpers/catalogue';
import { pdfFile, pngImage } from './helpers/files';
import { letterPdf } from './helpers/pdf-reading';
import { as, logIn, multipart } from './helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from './helpers/test-app';

interface Activity {
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
}

describe(`the audit log (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  const write = async (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await as(app, admin, { method, url: `/api/v1${url}`, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const activity = async (query = '') => {
    const res = await as(app, admin, { method: 'GET', url: `/api/v1/activity?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.activity as Activity[];
  };
  const latest = async () => (await activity())[0];

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('records a course edit with its before and after, and who made it', async () => {
    const course = await makeCourse(app, { course_title: 'Python Basics' });
    await write('PATCH', `/course/edit/${course.id}`, {
      courseTitle: 'Python Programming',
      subTitle: course.sub_title,
      category: course.category,
      coursePrice: 5999,
      description: course.description,
      courseLevel: course.course_level,
      courseDuration: course.course_duration,
      courseLanguage: course.course_language,
      instructor: course.instructor,
    });
    const entry = await latest();
    expect(entry).toMatchObject({ actorName: 'Admin', action: 'updated', entity: 'course' });
    expect(entry?.entityId).toBe(course.id);
    expect(entry?.summary).toBe(
      '"Python Basics": Title: Python Basics → Python Programming; Price: ₹4,999 → ₹5,999',
    );
  });

  it('records publishing and deleting', async () => {
    const course = await makeCourse(app, { course_title: 'Tally', published: false });
    await write('PATCH', `/course/togglePublish/${course.id}?publish=true`);
    expect(await latest()).toMatchObject({
      action: 'published',
      entity: 'course',
      summary: '"Tally": Status: Unpublished → Published',
    });
    await write('DELETE', `/course/removeCourse/${course.id}`);
    expect(await latest()).toMatchObject({
      action: 'deleted',
      entity: 'course',
      entityId: course.id,
      summary: '"Tally": Price: ₹4,999; Level: Beginner; Status: Published',
    });
    const bought = await makeCourse(app, { course_title: 'Excel', course_price: 150000 });
    const { user } = await makeUser(app.db);
    await makePayment(app.db, user.id, bought.id);
    await write('DELETE', `/course/removeCourse/${bought.id}`);
    expect(await latest()).toMatchObject({
      action: 'unpublished',
      summary: '"Excel": Status: Published → Unpublished; kept, as it was bought',
    });
  });

  it('records settings with what changed, and a new admin without the password', async () => {
    await write('PATCH', '/settings', { tagline: 'Learn to code in Lucknow' });
    const settings = await latest();
    expect(settings).toMatchObject({ action: 'updated', entity: 'settings' });
    expect(settings?.summary).toMatch(/^Tagline: .* → Learn to code in Lucknow$/);
    await write('POST', '/user/register', {
      email: 'second.admin@example.com',
      mobileNo: '9876512345',
      password: 'Second@123',
      username: 'Second Admin',
      role: 'admin',
    });
    const created = await latest();
    expect(created).toMatchObject({
      action: 'created',
      entity: 'admin',
      summary: 'Second Admin <second.admin@example.com>',
    });
    expect(JSON.stringify(await activity())).not.toContain('Second@123');
  });

  it('records review moderation and a lead moved along', async () => {
    const review = await makeReview(app.db, { name: 'Asha' });
    await write('PATCH', `/review/${review}/status`, { status: 'hidden' });
    expect(await latest()).toMatchObject({
      entity: 'review',
      entityId: review,
      summary: '"Asha": Status: published → hidden',
    });
    const lead = await makeContact(app.db, { name: 'Ravi Verma' });
    await write('PATCH', `/contact/${lead.id}/pipeline`, {
      status: 'contacted',
      followUpOn: '2026-12-01',
    });
    expect(await latest()).toMatchObject({
      action: 'moved',
      entity: 'contact query',
      entityId: lead.id,
      summary: '"Ravi Verma": Status: new → contacted; Follow-up: none → 2026-12-01',
    });
    await write('POST', `/contact/${lead.id}/notes`, { text: 'Asked about evening batches' });
    expect(await latest()).toMatchObject({
      action: 'noted',
      entity: 'contact query',
      summary: '"Ravi Verma": Note: Asked about evening batches',
    });
    await write('DELETE', `/contact/${lead.id}`);
    expect((await latest())?.summary).toBe('"Ravi Verma": Status: contacted');
  });

  it('records team, batch, coupon and desk writes with what changed', async () => {
    const created = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/team/create',
      ...(await multipart(
        { name: 'Neha Gupta', position: 'Trainer' },
        { image: { name: 'face.png', data: await pngImage(400, 400) } },
      )),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await latest())?.summary).toBe('"Neha Gupta": Position: Trainer');
    const member = created.json().data._id as string;
    await write('PATCH', `/team/update/${member}`, {
      name: 'Neha Gupta',
      position: 'Head Trainer',
    });
    expect((await latest())?.summary).toBe('"Neha Gupta": Position: Trainer → Head Trainer');
    await write('DELETE', `/team/delete/${member}`);
    expect(await latest()).toMatchObject({
      action: 'deleted',
      summary: '"Neha Gupta": Position: Head Trainer',
    });

    const course = await makeCourse(app, { course_title: 'Spoken English', course_price: 600000 });
    const batch = {
      startsOn: '2026-12-07',
      days: ['Mon', 'Wed', 'Fri'],
      startTime: '10:00',
      endTime: '12:00',
      mode: 'offline',
      seats: 20,
      seatsTaken: 0,
      place: 'Hazratganj',
    };
    const added = await write('POST', `/course/batches/${course.id}`, batch);
    expect((await latest())?.summary).toBe(
      '"Spoken English" batch from 07/12/2026: Days: Mon,Wed,Fri; From: 10:00; To: 12:00; Mode: offline; Seats: 20',
    );
    await write('PATCH', `/course/batch/${added.json().data._id}`, { ...batch, seats: 25 });
    expect((await latest())?.summary).toBe(
      '"Spoken English" batch from 07/12/2026: Seats: 20 → 25',
    );

    const coupon = await write('POST', '/payment/coupons', {
      code: 'DIWALI500',
      kind: 'flat',
      value: 500,
      active: true,
    });
    expect((await latest())?.summary).toBe('"DIWALI500": ₹500 off; Status: Active');
    await write('PATCH', `/payment/coupons/${coupon.json().data._id}`, { active: false });
    expect((await latest())?.summary).toBe('"DIWALI500": Status: Active → Inactive');

    await write('POST', '/payment/desk', {
      email: 'desk.student@example.com',
      userName: 'Desk Student',
      courseId: course.id,
      amount: 2500,
      mode: 'cash',
      paidOn: '2026-04-10',
    });
    expect(await latest()).toMatchObject({
      entity: 'payment',
      summary:
        'desk.student@example.com: ₹2,500 cash for "Spoken English"; Paid: ₹0 of ₹6,000 → ₹2,500 of ₹6,000',
    });
  });

  it('records a certificate issued, corrected, revoked, restored and deleted', async () => {
    const issued = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/certificate/create',
      ...(await multipart(
        { name: 'Asha Kumari', DOB: '2004-05-17', course: 'Web Development' },
        {
          certificateImg: {
            name: 'certificate.pdf',
            data: await letterPdf(),
            type: 'application/pdf',
          },
        },
      )),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const { _id: id, number } = issued.json().data as { _id: string; number: string };
    expect((await latest())?.summary).toBe(
      `"${number}": Name: ASHA KUMARI; Course: Web Development`,
    );
    await write('PATCH', `/certificate/update/${id}`, {
      name: 'Asha Kumari',
      DOB: '2004-05-18',
      course: 'Full Stack Web Development',
    });
    expect((await latest())?.summary).toBe(
      `"${number}": Course: Web Development → Full Stack Web Development; Date of birth changed`,
    );
    await write('PATCH', `/certificate/revoke/${id}`, { reason: 'Issued by mistake' });
    expect(await latest()).toMatchObject({
      action: 'revoked',
      summary: `"${number}": Status: valid → revoked; Reason: Issued by mistake`,
    });
    await write('PATCH', `/certificate/restore/${id}`);
    expect((await latest())?.summary).toBe(`"${number}": Status: revoked → valid`);
    await write('DELETE', `/certificate/${id}`);
    expect(await latest()).toMatchObject({
      action: 'deleted',
      summary: `"${number}": ASHA KUMARI, Full Stack Web Development`,
    });
  });

  it("records news, a course's outline and files, a lead made a student and the site's pictures", async () => {
    const news = await as(app, admin, {
      method: 'POST',
      url: '/api/v1/news/createNews',
      ...(await multipart(
        {
          newsHeadline: 'Summer camp',
          newsDescription: 'Four weeks of Python.',
          isPublished: 'false',
        },
        { newsImage: { name: 'camp.png', data: await pngImage(400, 400) } },
      )),
    });
    expect(news.statusCode, news.body).toBe(201);
    expect((await latest())?.summary).toBe('"Summer camp": Status: Unpublished');
    const newsId = news.json().data._id as string;
    await write('PATCH', `/news/update/${newsId}`, {
      newsHeadline: 'Summer camp 2026',
      newsDescription: 'Four weeks of Python and the web.',
      isPublished: true,
    });
    expect((await latest())?.summary).toBe(
      '"Summer camp": Headline: Summer camp → Summer camp 2026; Text changed; Status: Unpublished → Published',
    );
    await write('DELETE', `/news/delete/${newsId}`);
    expect((await latest())?.summary).toBe('"Summer camp 2026": Status: Published');

    const course = await makeCourse(app, { course_title: 'Data Science' });
    await write('PUT', `/course/outline/${course.id}`, {
      modules: [{ title: 'Python', lessons: [{ title: 'Lists', minutes: 30 }] }],
      learningPoints: ['Clean data'],
      prerequisites: '',
      audience: 'Graduates',
    });
    expect((await latest())?.summary).toBe(
      '"Data Science": Outline changed; Learning points changed; Audience changed',
    );
    const syllabus = await as(app, admin, {
      method: 'POST',
      url: `/api/v1/course/addSyllabus/${course.id}`,
      ...(await multipart({}, { syllabus: { name: 'Plan.pdf', data: pdfFile() } })),
    });
    expect(syllabus.statusCode, syllabus.body).toBe(200);
    expect((await latest())?.summary).toBe('"Data Science": Syllabus added: Plan.pdf');
    const fileId = syllabus.json().data.syllabus[0]._id as string;
    await write('DELETE', `/course/removeSyllabus/${course.id}/${fileId}`);
    expect((await latest())?.summary).toBe('"Data Science": Syllabus removed: Plan.pdf');

    const lead = await makeRegistration(app.db, { name: 'Kavya Rao' });
    await write('POST', `/register/${lead.id}/convert`, { email: 'kavya@example.com' });
    expect(await latest()).toMatchObject({
      action: 'converted',
      entity: 'registration',
      summary: '"Kavya Rao": Student account for kavya@example.com; Status: new → joined',
    });

    const banner = await as(app, admin, {
      method: 'PUT',
      url: '/api/v1/settings/banner/2',
      ...(await multipart({}, { image: { name: 'b.png', data: await pngImage(1600, 600) } })),
    });
    expect(banner.statusCode, banner.body).toBe(200);
    expect((await latest())?.summary).toBe('Banner 2: picture replaced');
  });

  it('leaves reads, refusals and students out', async () => {
    const before = (await activity()).length;
    await as(app, admin, { method: 'POST', url: '/api/v1/user?page=1' });
    await as(app, admin, { method: 'PATCH', url: '/api/v1/course/edit/nope', payload: {} });
    const { user, password } = await makeUser(app.db);
    const student = await logIn(app, user.email, password);
    await as(app, student, {
      method: 'PATCH',
      url: '/api/v1/user/updateProfile',
      payload: { email: user.email, userName: 'Renamed', mobileNo: '9876500000' },
    });
    expect((await activity()).length).toBe(before);
  });

  it('is searched and filtered like every admin table, and cannot be changed through the site', async () => {
    expect((await activity('q=tally')).map((a) => a.action)).toEqual(['deleted', 'published']);
    expect((await activity('kind=settings')).every((a) => a.entity === 'settings')).toBe(true);
    const csv = await as(app, admin, {
      method: 'GET',
      url: '/api/v1/activity/export.csv?kind=admin',
    });
    expect(csv.body).toContain('Second Admin <second.admin@example.com>');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      const res = await as(app, admin, { method, url: '/api/v1/activity/anything', payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('is for admins only', async () => {
    const { user, password } = await makeUser(app.db);
    const student = await logIn(app, user.email, password);
    expect((await app.inject({ method: 'GET', url: '/api/v1/activity' })).statusCode).toBe(401);
    expect((await as(app, student, { method: 'GET', url: '/api/v1/activity' })).statusCode).toBe(
      403,
    );
  });
});

describe('audit declarations', () => {
  const siteWith = async (declare: (app: FastifyInstance) => void) => {
    const app = Fastify();
    await app.register(audit);
    await app.register(async (feature) => {
      declare(feature);
      feature.post('/probe', { config: { access: 'admin' } }, async () => ({ success: true }));
      feature.post('/probe/list', { config: { access: 'admin', audit: false } }, async () => ({
        success: true,
      }));
    });
    return app;
  };

  it('stops start-up on an admin write whose feature names no entity', async () => {
    const app = await siteWith(() => {});
    await expect(app.ready()).rejects.toThrow('POST /probe');
    await app.close();
  });

  it('starts when the feature names its entity', async () => {
    const app = await siteWith((feature) => auditEntity(feature, 'course'));
    await app.ready();
    await app.close();
  });
});

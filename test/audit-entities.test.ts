import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntities, type ActivityEntity } from '#common/schemas/activity';
import { defaultSiteSettings } from '#common/site-settings';
import { audit, auditEntity } from '#server/plugins/audit';
import { adminSession } from './helpers/catalogue';
import { makeCourse } from './helpers/factories';
import { as } from './helpers/requests';
import { createTestSite, startApp, testDb, type TestSite } from './helpers/test-app';

interface Activity {
  action: string;
  entity: string;
  summary: string;
}

describe(`what the activity log names (${testDb})`, () => {
  let site: TestSite;
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: string;

  const write = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const res = await as(app, admin, { method, url: `/api/v1${url}`, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const activity = async (query = '') => {
    const res = await as(app, admin, { method: 'GET', url: `/api/v1/activity?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.activity as Activity[];
  };

  beforeAll(async () => {
    site = await createTestSite();
    app = await startApp(site);
    admin = await adminSession(app);
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  it('names a coupon a coupon, and the filter finds it under Coupon, not Payment', async () => {
    const coupon = await write('POST', '/payment/coupons', {
      code: 'NEWYEAR10',
      kind: 'percent',
      value: 10,
      active: true,
    });
    expect((await activity())[0]).toMatchObject({ entity: 'coupon', action: 'created' });
    await write('PATCH', `/payment/coupons/${coupon.json().data._id}`, { active: false });
    expect((await activity())[0]).toMatchObject({ entity: 'coupon', action: 'updated' });
    const coupons = await activity('kind=coupon');
    expect(coupons.map((a) => a.summary)).toEqual([
      '"NEWYEAR10": Status: Active → Inactive',
      '"NEWYEAR10": 10% off; Status: Active',
    ]);
    expect((await activity('kind=payment')).some((a) => a.summary.includes('NEWYEAR10'))).toBe(
      false,
    );
  });

  it("names a course's batch a batch", async () => {
    const course = await makeCourse(app, { course_title: 'Tally Prime' });
    await write('POST', `/course/batches/${course.id}`, {
      startsOn: '2026-12-07',
      days: ['Mon'],
      startTime: '10:00',
      endTime: '12:00',
      mode: 'offline',
      seats: 10,
      seatsTaken: 0,
      place: 'Hazratganj',
    });
    expect((await activity('kind=batch'))[0]).toMatchObject({ entity: 'batch', action: 'created' });
  });

  it("logs the settings' nested fields with their before and after: the GSTIN, a link, a video", async () => {
    const { invoicing, social, videos } = defaultSiteSettings;
    await write('PATCH', '/settings', {
      invoicing: { ...invoicing, gstin: '09AAACV1234F1ZN' },
      social: { ...social, youtube: 'https://www.youtube.com/@vidya' },
      videos: videos.slice(0, 2),
    });
    const [entry] = await activity('kind=settings');
    expect(entry?.summary).toBe(
      'YouTube: https://www.youtube.com/ → https://www.youtube.com/@vidya; GSTIN: none → 09AAACV1234F1ZN; ' +
        'Videos 3 title: Loops made simple → none; ' +
        'Videos 3 description: Repeat work with for and while loops in Python. → none; ' +
        'Videos 3 url: https://www.youtube-nocookie.com/embed/6iF8Xb7Z3wQ → none',
    );
    await write('PATCH', '/settings', {
      invoicing: { ...invoicing, gstin: '', pricesIncludeGst: false },
    });
    expect((await activity('kind=settings'))[0]?.summary).toBe(
      'GSTIN: 09AAACV1234F1ZN → none; Prices: GST included → GST added',
    );
  });
});

describe('audit entities declared by features', () => {
  const siteWith = async (parent: ActivityEntity, child: ActivityEntity) => {
    const app = Fastify();
    await app.register(audit);
    await app.register(async (feature: FastifyInstance) => {
      auditEntity(feature, parent);
      await feature.register(async (part) => {
        auditEntity(part, child);
        part.post('/probe', { config: { access: 'admin' } }, async (request) => ({
          entity: request.routeOptions.config.audit && request.routeOptions.config.audit.entity,
        }));
      });
    });
    return app;
  };

  it("takes a part's own name over its feature's", async () => {
    const app = await siteWith('payment', 'coupon');
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/probe' })).json()).toEqual({
      entity: 'coupon',
    });
    await app.close();
  });

  it('stops start-up on a name the Activity filter does not offer', async () => {
    const app = await siteWith('payment', 'gallery' as ActivityEntity);
    await expect(app.ready()).rejects.toThrow('POST /probe');
    await app.close();
  });

  it('offers every name in the filter once', () => {
    expect(new Set(activityEntities).size).toBe(activityEntities.length);
    expect(activityEntities).toEqual(expect.arrayContaining(['coupon', 'batch', 'settings']));
  });
});

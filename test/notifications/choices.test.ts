import { describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { enquirySite, registrationForm } from '../helpers/enquiries';
import { deskPay } from '../helpers/money';

/**
 * "Send me updates on WhatsApp" on the public forms and at the desk: unticked, nothing is
 * recorded (transactional messages go anyway); ticked, an opt-in with its source and time.
 */
describe("people's choice of WhatsApp updates", () => {
  const ctx = enquirySite();
  const consent = (address: string) =>
    ctx.app.db
      .selectFrom('notification_consents')
      .selectAll()
      .where('channel', '=', 'whatsapp')
      .where('address', '=', address)
      .executeTakeFirst();
  const recent = (at: string | undefined) => Date.now() - Date.parse(at ?? '') < 60_000;

  it('records a demo booking’s tick as an opt-in from a form, and nothing unticked', async () => {
    const course = await makeCourse(ctx.app);
    const book = (phone: string, whatsappUpdates?: boolean) =>
      ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/contact/demo',
        payload: { courseId: course.id, name: 'Kavya', phone, whatsappUpdates },
      });
    expect((await book('9876500301', true)).statusCode).toBe(201);
    const ticked = await consent('+919876500301');
    expect(ticked).toMatchObject({ opted_in: 1, source: 'form' });
    expect(recent(ticked?.at)).toBe(true);

    expect((await book('9876500302', false)).statusCode).toBe(201);
    expect((await book('9876500303')).statusCode).toBe(201);
    expect(await consent('+919876500302')).toBeUndefined();
    expect(await consent('+919876500303')).toBeUndefined();
    // The confirmation goes without an opt-in: it is transactional.
    const confirmations = await ctx.app.db
      .selectFrom('notifications')
      .select('status')
      .where('address', '=', '+919876500303')
      .execute();
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.status).not.toBe('skipped');
  });

  it('records a registration’s tick as an opt-in for its contact number', async () => {
    const register = (contact: string, whatsappUpdates?: boolean) =>
      ctx.call(undefined, {
        method: 'POST',
        url: '/api/v1/register',
        payload: { ...registrationForm, contact, whatsappUpdates },
      });
    expect((await register('9876500311', true)).statusCode).toBe(201);
    expect(await consent('+919876500311')).toMatchObject({ opted_in: 1, source: 'form' });
    expect((await register('9876500312')).statusCode).toBe(201);
    expect(await consent('+919876500312')).toBeUndefined();
  });

  it('records the desk’s tick as an opt-in from the desk', async () => {
    const course = await makeCourse(ctx.app, { course_price: 500000 });
    const pay = (email: string, mobileNo: string, whatsappUpdates: boolean) =>
      deskPay(ctx.app, ctx.admin, {
        email,
        userName: 'Desk Student',
        mobileNo,
        courseId: course.id,
        amount: 1000,
        whatsappUpdates,
      });
    expect((await pay('desk.yes@example.com', '9876500321', true)).statusCode).toBe(200);
    expect(await consent('+919876500321')).toMatchObject({ opted_in: 1, source: 'desk' });
    expect((await pay('desk.no@example.com', '9876500322', false)).statusCode).toBe(200);
    expect(await consent('+919876500322')).toBeUndefined();
  });
});

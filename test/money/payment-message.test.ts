import { describe, expect, it } from 'vitest';
import { makeCourse } from '../helpers/factories';
import { buyOnline, deskPay, studentSession } from '../helpers/money';
import { moneySite } from './money-site';

/** A payment recorded queues, with it, a message to the student's phone with the receipt's link. */
describe("a payment's message to the student", () => {
  const ctx = moneySite();
  const messages = (userId: string) =>
    ctx.app.db
      .selectFrom('notifications')
      .select(['event', 'recipient_role', 'channel', 'address', 'language', 'text'])
      .where('user_id', '=', userId)
      .where('event', '=', 'payment-recorded')
      .execute();
  const userBy = (email: string) =>
    ctx.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const myLearning = () => `${ctx.site.config.PUBLIC_URL}/myLearning`;

  it('goes to the phone the desk took, in the language chosen, with the amount and the link', async () => {
    const course = await makeCourse(ctx.app, {
      course_title: 'Tally Prime',
      course_title_hi: 'टैली प्राइम',
      course_price: 500000,
    });
    const paid = await deskPay(ctx.app, ctx.admin, {
      email: 'desk.message@example.com',
      userName: 'Meena Desk',
      mobileNo: '9876500111',
      language: 'hi',
      courseId: course.id,
      amount: 3000,
    });
    expect(paid.statusCode).toBe(200);
    const user = await userBy('desk.message@example.com');
    const [message, ...more] = await messages(user.id);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      recipient_role: 'student',
      channel: 'whatsapp',
      address: '+919876500111',
      language: 'hi',
    });
    for (const part of ['Meena Desk', 'टैली प्राइम', '₹3,000', myLearning()])
      expect(message!.text).toContain(part);
  });

  it('goes to the phone of a student who paid online, and to nobody without one', async () => {
    const course = await makeCourse(ctx.app, { course_title: 'Excel', course_price: 149900 });
    const withPhone = await studentSession(ctx.app, { email: 'online.phone@example.com' });
    await ctx.app.db
      .updateTable('users')
      .set({ mobile_no: '9876500222' })
      .where('id', '=', withPhone.user.id)
      .execute();
    expect((await buyOnline(ctx.app, withPhone.cookie, course.id)).statusCode).toBe(200);
    const [message] = await messages(withPhone.user.id);
    expect(message).toMatchObject({ channel: 'whatsapp', address: '+919876500222' });
    expect(message!.text).toContain('₹1,499');
    expect(message!.text).toContain(myLearning());

    const noPhone = await studentSession(ctx.app, { email: 'online.nophone@example.com' });
    expect((await buyOnline(ctx.app, noPhone.cookie, course.id)).statusCode).toBe(200);
    expect(await messages(noPhone.user.id)).toEqual([]);
  });
});

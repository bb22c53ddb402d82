import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  deskPaymentSchema,
  deskStudentLookupSchema,
  feeSchema,
  freeEnrollmentSchema,
  giveAccessSchema,
  moneyMessages,
  toPaise,
} from '#common/schemas/money';
import { emailSchema } from '#common/schemas/users';
import { isEnrolled } from '../../db/enrollments';
import type { User } from '../../db/schema';
import { findUserByEmail } from '../../db/users';
import { newId } from '../../db/time';
import { formatInr, formatRupees } from '#common/format';
import { noteAudit } from '../../plugins/audit';
import { about } from '../../plugins/audit-summary';
import { HttpError } from '../../plugins/errors';
import { currentUser } from '../../plugins/sessions';
import {
  checkBalance,
  checkNotOwnedElsewhere,
  deskStudent,
  existingCourse,
  findFee,
  lockedFee,
  WELCOME_LINK_DAYS,
} from './desk';
import { issueDocuments } from './documents';
import { feeDto, feesOf, feesQuery, feesView } from './fees-repo';
import { adminTableRoute } from '../admin-table-route';
import { mailLater } from './mail-later';
import { enroll, insertPayment } from './repo';
import { sendReceipt } from './settle';

const adminName = (admin: User) => admin.user_name || admin.email;

/** The front desk (admins): payments in cash, UPI, card or bank transfer, in parts; free places. */
export async function deskRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  const welcome = (user: User, link: string | null) => {
    if (!link) return;
    mailLater(
      app,
      () =>
        app.mailer.send({
          to: user.email,
          subject: 'Your student account: choose a password',
          text: `Hello ${user.user_name},\n\nThe front desk has made a student account for you on our website. Choose a password with this link (valid for ${WELCOME_LINK_DAYS} days):\n\n${link}\n\nThen log in with ${user.email} to find your courses in My Learning.\n`,
        }),
      'welcome',
    );
  };

  api.get(
    '/desk/student',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.object({ email: emailSchema }),
        response: { 200: envelope(deskStudentLookupSchema) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.query.email);
      if (!user) return { success: true, data: { user: null, fees: [] } };
      const enrolled = await db
        .selectFrom('enrollments')
        .select('course_id')
        .where('user_id', '=', user.id)
        .execute();
      return {
        success: true,
        data: {
          user: {
            _id: user.id,
            userName: user.user_name,
            email: user.email,
            mobileNo: user.mobile_no ?? '',
            address: user.address ?? '',
            state: user.state ?? '',
            enrolledCourse: enrolled.map((row) => row.course_id),
          },
          fees: await feesOf(db, user.id),
        },
      };
    },
  );

  api.post(
    '/desk',
    {
      config: { access: 'admin' },
      schema: { body: deskPaymentSchema, response: { 200: envelope(feeSchema) } },
    },
    async (request) => {
      const admin = currentUser(request);
      const input = request.body;
      const course = await existingCourse(db, input.courseId);
      const amount = toPaise(input.amount);
      const result = await db.transaction().execute(async (trx) => {
        const { user, link } = await deskStudent(trx, config.PUBLIC_URL, input);
        await checkNotOwnedElsewhere(trx, user.id, course.id);
        const fee = await lockedFee(trx, course, user.id, admin);
        const paidBefore = await checkBalance(trx, fee, amount);
        const payment = await insertPayment(trx, {
          user_id: user.id,
          course_id: course.id,
          amount,
          provider: 'desk',
          order_id: `desk_${newId()}`,
          status: 'paid',
          mode: input.mode,
          reference: input.reference || null,
          paid_on: input.paidOn,
          recorded_by: admin.id,
          recorded_by_name: adminName(admin),
        });
        if (paidBefore + amount === fee.fee || input.giveAccessNow) {
          await enroll(trx, {
            user_id: user.id,
            course_id: course.id,
            source: 'desk',
            granted_by: admin.id,
            granted_by_name: adminName(admin),
          });
        }
        const documents = await issueDocuments(trx, payment, {
          id: fee.id,
          fee: fee.fee,
          paidBefore,
        });
        return { user, link, payment, documents, fee, paidBefore };
      });
      const paid = (paise: number) => `${formatInr(paise)} of ${formatInr(result.fee.fee)}`;
      noteAudit(request, {
        summary:
          `${result.user.email}: ${formatInr(amount)} ${input.mode} for ${about(course.course_title)}; ` +
          `Paid: ${paid(result.paidBefore)} → ${paid(result.paidBefore + amount)}`,
      });
      welcome(result.user, result.link);
      sendReceipt(
        app,
        result.payment,
        result.documents,
        'We have received your payment at the front desk. Thank you.',
      );
      const fee = (await feesOf(db, result.user.id)).find((f) => f.courseId === course.id);
      if (!fee) throw new HttpError(404, 'Fee not found.');
      return { success: true, message: 'Payment recorded', data: fee };
    },
  );

  api.post(
    '/desk/enroll',
    {
      config: { access: 'admin' },
      schema: { body: freeEnrollmentSchema, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const admin = currentUser(request);
      const course = await existingCourse(db, request.body.courseId);
      const { user, link } = await db.transaction().execute(async (trx) => {
        const found = await deskStudent(trx, config.PUBLIC_URL, request.body);
        const granted = await enroll(trx, {
          user_id: found.user.id,
          course_id: course.id,
          source: 'free',
          granted_by: admin.id,
          granted_by_name: adminName(admin),
          reason: request.body.reason,
        });
        if (!granted) throw new HttpError(409, moneyMessages.alreadyEnrolled);
        return found;
      });
      welcome(user, link);
      noteAudit(request, {
        summary: `${about(course.course_title)} to ${user.email}, free: ${request.body.reason}`,
      });
      return {
        success: true,
        message: `${user.user_name || user.email} is enrolled in ${course.course_title}.`,
      };
    },
  );

  api.post(
    '/desk/access',
    {
      config: { access: 'admin' },
      schema: { body: giveAccessSchema, response: { 200: envelope(feeSchema) } },
    },
    async (request) => {
      const admin = currentUser(request);
      const { userId, courseId } = request.body;
      if (!(await findFee(db, userId, courseId))) throw new HttpError(404, 'Fee not found.');
      if (await isEnrolled(db, userId, courseId))
        throw new HttpError(409, moneyMessages.alreadyEnrolled);
      await enroll(db, {
        user_id: userId,
        course_id: courseId,
        source: 'desk',
        granted_by: admin.id,
        granted_by_name: adminName(admin),
      });
      const fee = (await feesOf(db, userId)).find((f) => f.courseId === courseId);
      if (!fee) throw new HttpError(404, 'Fee not found.');
      noteAudit(request, {
        summary: `${about(fee.courseTitle)} to ${fee.user.email} before the fee is paid: ${formatRupees(fee.paid)} of ${formatRupees(fee.fee)}`,
      });
      return { success: true, message: 'Access given', data: fee };
    },
  );

  adminTableRoute(app, {
    path: '/fees',
    key: 'data',
    dto: feeSchema,
    query: feesQuery,
    view: feesView,
    counted: (db) => db.selectFrom('course_fees'),
    toDto: feeDto,
  });
}

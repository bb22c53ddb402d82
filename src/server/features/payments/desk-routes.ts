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
} from '#common/schemas/money';
import { emailSchema } from '#common/schemas/users';
import { enrolledCourseIds } from '#server/db/enrollments';
import type { User } from '#server/db/schema';
import { findUserByEmail } from '#server/db/users';
import { formatInr, formatRupees } from '#common/format';
import { noteAudit } from '#server/plugins/audit';
import { about } from '#server/plugins/audit-summary';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '#server/plugins/sessions';
import { adminTableRoute } from '../admin-table-route';
import { WELCOME_LINK_DAYS } from './desk';
import { enrollFree, giveAccessEarly, recordDeskPayment } from './desk-payments';
import { allFees, feeDto, feesOf, feesQuery, feesView } from './fees-repo';
import { mailLater } from './mail-later';
import { deskWelcomeMail } from './mails/desk-welcome';
import { deskStudentDto } from './mapper';
import { sendReceipt } from './settle';

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
          ...deskWelcomeMail[user.language]({
            name: user.user_name,
            email: user.email,
            link,
            days: WELCOME_LINK_DAYS,
          }),
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
      const enrolled = await enrolledCourseIds(db, user.id);
      return {
        success: true,
        data: { user: deskStudentDto(user, enrolled), fees: await feesOf(db, user.id) },
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
      const input = request.body;
      const desk = {
        db,
        notifications: app.notifications,
        publicUrl: config.PUBLIC_URL,
        admin: currentUser(request),
      };
      const { course, amount, ...result } = await recordDeskPayment(desk, input);
      const paid = (paise: number) => `${formatInr(paise)} of ${formatInr(result.fee.fee)}`;
      noteAudit(request, {
        summary:
          `${result.user.email}: ${formatInr(amount)} ${input.mode} for ${about(course.course_title)}; ` +
          `Paid: ${paid(result.paidBefore)} → ${paid(result.paidBefore + amount)}`,
      });
      welcome(result.user, result.link);
      sendReceipt(app, result.payment, result.documents, 'desk');
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
      const desk = {
        db,
        notifications: app.notifications,
        publicUrl: config.PUBLIC_URL,
        admin: currentUser(request),
      };
      const { course, user, link } = await enrollFree(desk, request.body);
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
      const { userId, courseId } = request.body;
      await giveAccessEarly({ db, admin: currentUser(request) }, userId, courseId);
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
    counted: allFees,
    toDto: feeDto,
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageEnvelope } from '#common/schemas/envelope';
import {
  grantCourseSchema,
  studentActiveSchema,
  studentDetailSchema,
  studentMessages,
  withdrawCourseSchema,
} from '#common/schemas/students';
import { updateProfileSchema } from '#common/schemas/users';
import type { Db } from '#server/db/database';
import { isUniqueViolation } from '#server/db/errors';
import type { User } from '#server/db/schema';
import { findUserByEmail } from '#server/db/users';
import { noteAudit } from '#server/plugins/audit';
import { HttpError } from '#server/plugins/errors';
import { currentUser, revokeUserSessions } from '#server/plugins/sessions';
import { changeSummary } from '#server/plugins/audit-summary';
import { userAuditFields } from './audit-fields';
import { idParams } from '../params';
import { sendVerificationMail } from './email-verification';
import { findUserById, updateDetails } from './repo';
import { queueResetMail } from './reset-message';
import { studentDetailDto } from './student-mapper';
import {
  findCourseTitle,
  grantCourse,
  setDeactivated,
  studentRecords,
  withdrawCourse,
} from './student-repo';

const detailEnvelope = envelope(studentDetailSchema);
const EMAIL_IN_USE = 'This email is already used by another account.';

async function existingUser(db: Db, id: string): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/** An admin's page of one student: what they have, and the changes an admin may make. */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app;
  const detail = async (id: string) => {
    const user = await existingUser(db, id);
    return studentDetailDto(storage, user, await studentRecords(db, user, app.today()));
  };

  api.get(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: detailEnvelope } },
    },
    async (request) => ({ success: true, data: await detail(request.params.id) }),
  );

  api.patch(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: updateProfileSchema, response: { 200: detailEnvelope } },
    },
    async (request) => {
      const user = await existingUser(db, request.params.id);
      const { email, userName, mobileNo } = request.body;
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== user.id) throw new HttpError(409, EMAIL_IN_USE);
      const changes = { user_name: userName, email, mobile_no: mobileNo };
      const { updated, emailChanged } = await updateDetails(db, user, changes).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? new HttpError(409, EMAIL_IN_USE) : error;
        },
      );
      if (emailChanged) {
        // The account now logs in with an address its owner has not shown to be theirs.
        await revokeUserSessions(db, user.id);
        await sendVerificationMail(request, updated);
      }
      noteAudit(request, {
        entity: 'user',
        summary: `${user.email}: ${changeSummary(user, changes, userAuditFields) || 'No change'}`,
      });
      return { success: true, message: 'Profile Updated', data: await detail(user.id) };
    },
  );

  api.post(
    '/:id/password-reset',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageEnvelope } },
    },
    async (request) => {
      const user = await existingUser(db, request.params.id);
      await queueResetMail(app, user);
      noteAudit(request, { entity: 'user', action: 'reset link sent', summary: user.email });
      return { success: true, message: `A password reset link was sent to ${user.email}.` };
    },
  );

  api.post(
    '/:id/courses',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: grantCourseSchema, response: { 200: detailEnvelope } },
    },
    async (request) => {
      const user = await existingUser(db, request.params.id);
      const { courseId, reason } = request.body;
      const course = await findCourseTitle(db, courseId);
      if (!course) throw new HttpError(404, 'Course not found');
      if (!(await grantCourse(db, user.id, courseId, currentUser(request), reason))) {
        throw new HttpError(409, studentMessages.alreadyHas);
      }
      noteAudit(request, {
        entity: 'user',
        action: 'course granted',
        summary: `"${course.course_title}" to ${user.email}: ${reason}`,
      });
      return { success: true, message: 'Course granted', data: await detail(user.id) };
    },
  );

  api.post(
    '/:id/courses/:courseId/withdraw',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams.extend({ courseId: z.string().min(1).max(100) }),
        body: withdrawCourseSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request) => {
      const user = await existingUser(db, request.params.id);
      const { courseId } = request.params;
      const course = await findCourseTitle(db, courseId);
      if (!course || !(await withdrawCourse(db, user.id, courseId))) {
        throw new HttpError(404, studentMessages.doesNotHave);
      }
      noteAudit(request, {
        entity: 'user',
        action: 'course withdrawn',
        summary: `"${course.course_title}" from ${user.email}: ${request.body.reason}`,
      });
      return { success: true, message: 'Course withdrawn', data: await detail(user.id) };
    },
  );

  api.patch(
    '/:id/active',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: studentActiveSchema, response: { 200: detailEnvelope } },
    },
    async (request) => {
      const user = await existingUser(db, request.params.id);
      const { active } = request.body;
      if (!active && user.id === currentUser(request).id) {
        throw new HttpError(409, studentMessages.notYourself);
      }
      await setDeactivated(db, user.id, !active);
      // A deactivated account's sessions end at once, wherever it is logged in.
      if (!active) await revokeUserSessions(db, user.id);
      noteAudit(request, {
        entity: 'user',
        action: active ? 'reactivated' : 'deactivated',
        summary: `${user.email}: ${user.deactivated_at ? 'Deactivated' : 'Active'} → ${active ? 'Active' : 'Deactivated'}`,
      });
      return {
        success: true,
        message: active ? 'Account reactivated' : 'Account deactivated',
        data: await detail(user.id),
      };
    },
  );
}

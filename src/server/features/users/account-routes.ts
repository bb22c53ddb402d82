import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageEnvelope } from '#common/schemas/envelope';
import { formatDate } from '#common/format';
import type { User } from '#server/db/schema';
import { csvExportRoute, type CsvColumn } from '../csv-export';
import { adminTableRoute } from '../admin-table-route';
import {
  createAdminSchema,
  languageChoiceSchema,
  loginSchema,
  registerSchema,
  updateOwnProfileSchema,
  userDtoSchema,
} from '#common/schemas/users';
import { userMessages } from '#common/users';
import { isUniqueViolation } from '#server/db/errors';
import { findUserByEmail } from '#server/db/users';
import { requireAccess } from '#server/plugins/access';
import { HttpError, validate } from '#server/plugins/errors';
import { attemptLimits, loginLimits } from '#server/plugins/rate-limits';
import { noteAudit } from '#server/plugins/audit';
import {
  clearSessionCookie,
  currentUser,
  revokeSession,
  revokeUserSessions,
} from '#server/plugins/sessions';
import { IMAGE_LIMIT, intakeImage, readFields, readMultipart } from '#server/plugins/uploads';
import { hashPassword, verifyPassword } from '#server/services/passwords';
import { insertUser, logIn, loginEnvelope, userEnvelope } from './accounts';
import { sendVerificationMail } from './email-verification';
import { offerUserLanguage, setLanguageCookie } from './language-cookie';
import { userDto } from './mapper';
import { invoiceDetails, updateDetails, updateUser, usersQuery, usersView } from './repo';

const EMAIL_IN_USE = 'This email is already used by another account.';
/** Compared against when the e-mail is unknown, so both answers take as long. */
const absentUserHash = hashPassword(randomBytes(16).toString('hex'));

/** Why the current password does not allow a new e-mail address, if it does not. */
async function passwordProblem(user: User, currentPassword: string | undefined) {
  if (!user.password_hash) return userMessages.noPasswordForNewEmail;
  if (!currentPassword) return userMessages.passwordForNewEmail;
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    return userMessages.wrongCurrentPassword;
  }
  return undefined;
}

const usersCsv: CsvColumn<User>[] = [
  { header: 'Joined', value: (row) => formatDate(row.created_at) },
  { header: 'Name', value: (row) => row.user_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Mobile Number', value: (row) => row.mobile_no },
  { header: 'Role', value: (row) => row.role },
  { header: 'Status', value: (row) => (row.deactivated_at ? 'Deactivated' : 'Active') },
];

/** Sign-up, log-in and out, the own profile, and the admins' list of users. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db, storage } = app;

  api.post(
    '/register',
    {
      config: { access: 'public' },
      preHandler: attemptLimits(app, 'register', { perIp: config.REGISTER_LIMIT_PER_IP }),
      schema: { response: { 201: userEnvelope } },
    },
    async (request, reply) => {
      const input = request.isMultipart()
        ? await readFields(request)
        : (request.body as Record<string, unknown> | undefined);
      if (input?.role === 'admin') {
        requireAccess(request, 'admin');
        const admin = validate(createAdminSchema, input);
        const user = await insertUser(db, {
          userName: admin.username,
          email: admin.email,
          mobileNo: admin.mobileNo,
          passwordHash: await hashPassword(admin.password),
          role: 'admin',
          // An admin vouches for the address of an admin they make (decision 034).
          emailVerified: true,
        });
        noteAudit(request, {
          action: 'created',
          entity: 'admin',
          entityId: user.id,
          summary: `${user.user_name} <${user.email}>`,
        });
        return reply.code(201).send({
          success: true,
          message: 'Admin created successfully!',
          data: await userDto(db, storage, user),
        });
      }
      const student = validate(registerSchema, input);
      const user = await insertUser(db, {
        userName: student.userName,
        email: student.email,
        mobileNo: student.mobileNo,
        passwordHash: await hashPassword(student.password),
        role: 'student',
        emailVerified: false,
        language: student.language,
      });
      await sendVerificationMail(request, user);
      return reply.code(201).send({
        success: true,
        message: 'Registration Successful',
        data: await userDto(db, storage, user),
      });
    },
  );

  api.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { body: loginSchema, response: { 200: loginEnvelope } },
      ...loginLimits(app),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.password_hash ?? (await absentUserHash), password);
      if (!user?.password_hash || !valid) throw new HttpError(401, userMessages.loginFailed);
      return logIn(reply, user);
    },
  );

  api.post(
    '/logout',
    { config: { access: 'public' }, schema: { response: { 200: messageEnvelope } } },
    async (request, reply) => {
      if (request.sessionHash) await revokeSession(db, request.sessionHash);
      clearSessionCookie(reply);
      return { success: true, message: 'Logged out' };
    },
  );

  api.get(
    '/profile',
    { config: { access: 'user' }, schema: { response: { 200: userEnvelope } } },
    async (request, reply) => {
      const user = currentUser(request);
      offerUserLanguage(reply, user);
      return { success: true, data: await userDto(db, storage, user) };
    },
  );

  api.patch(
    '/updateProfile',
    {
      config: { access: 'user' },
      schema: { body: updateOwnProfileSchema, response: { 200: userEnvelope } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { email, userName, mobileNo, currentPassword, language, address, state, gstin } =
        request.body;
      // A session alone does not move the account to another address.
      const problem =
        email === user.email ? undefined : await passwordProblem(user, currentPassword);
      if (problem) throw new HttpError(400, problem, { currentPassword: problem });
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== user.id) throw new HttpError(409, EMAIL_IN_USE);
      const { updated, emailChanged } = await updateDetails(db, user, {
        email,
        user_name: userName,
        mobile_no: mobileNo,
        language,
        ...invoiceDetails({ address, state, gstin }),
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new HttpError(409, EMAIL_IN_USE) : error;
      });
      if (emailChanged) {
        // Whoever else is logged in to the account now must prove the password again.
        await revokeUserSessions(db, user.id, request.sessionHash ?? undefined);
        await sendVerificationMail(request, updated);
      }
      if (language) setLanguageCookie(reply, language);
      return {
        success: true,
        message: 'Profile Updated',
        data: await userDto(db, storage, updated),
      };
    },
  );

  api.put(
    '/language/:language',
    {
      config: { access: 'user' },
      schema: { params: languageChoiceSchema, response: { 200: userEnvelope } },
    },
    async (request) => {
      const updated = await updateUser(db, currentUser(request).id, request.params);
      return { success: true, data: await userDto(db, storage, updated) };
    },
  );

  api.patch(
    '/updateImg',
    { config: { access: 'user' }, schema: { response: { 200: userEnvelope } } },
    async (request) => {
      const user = currentUser(request);
      const { files } = await readMultipart(request, IMAGE_LIMIT);
      const file = files.profileImg;
      if (!file) {
        throw new HttpError(400, 'Please choose an image.', {
          profileImg: 'Please choose an image.',
        });
      }
      const updated = await intakeImage(storage, file, {
        folder: 'profiles',
        save: (key) => updateUser(db, user.id, { profile_img: key }),
        replaces: user.profile_img,
      });
      return {
        success: true,
        message: 'Profile Image Updated',
        data: await userDto(db, storage, updated),
      };
    },
  );

  adminTableRoute(app, {
    path: '/',
    method: 'POST',
    key: 'users',
    dto: userDtoSchema,
    query: usersQuery,
    view: usersView,
    toDtos: (rows) => Promise.all(rows.map((user) => userDto(db, storage, user))),
    pagesAlso: 'envelope',
  });

  csvExportRoute(app, { name: 'users', query: usersQuery, view: usersView, columns: usersCsv });
}

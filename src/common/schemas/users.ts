import { z } from 'zod';
import { userMessages } from '../users';
import { addressField, gstinInState, gstinStateIssue, stateField } from './buyer';
import { emailAddress } from './email';
import { gstinOrEmptySchema } from './gstin';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { oneLine } from './required-text';

const text = (message: string) => z.string({ error: message });

export const emailSchema = emailAddress(userMessages.invalidEmail);

export const mobileSchema = mobileNumber(userMessages.invalidMobile);

export const passwordSchema = text(userMessages.weakPassword)
  .min(8, userMessages.weakPassword)
  .max(128, 'Password must be at most 128 characters.')
  .regex(/[A-Z]/, userMessages.weakPassword)
  .regex(/\d/, userMessages.weakPassword);

/** A letter of any script (Hindi too) first, then letters, their marks, spaces, . ' ’ and -. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** A person's name as invoices print it ("Billed to"): trimmed, 2 to 60 characters, no digits. */
export const personNameSchema = oneLine(text(userMessages.nameRequired).trim()).pipe(
  z
    .string()
    .min(1, userMessages.nameRequired)
    .min(2, userMessages.invalidName)
    .max(60, userMessages.invalidName)
    .regex(PERSON_NAME, userMessages.invalidName),
);

/** POST /user/register from the public form (multipart); `language` is the page's. */
export const registerSchema = z.object({
  userName: personNameSchema,
  email: emailSchema,
  mobileNo: mobileSchema,
  password: passwordSchema,
  language: languageSchema.optional(),
});

/** The sign-up form adds the confirmation, checked in the browser. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: userMessages.passwordsDiffer,
  });

/** POST /user/register from the admin's Create New Admin form (JSON). */
export const createAdminSchema = z.object({
  email: text(userMessages.adminEmailRequired)
    .trim()
    .min(1, userMessages.adminEmailRequired)
    .pipe(emailSchema),
  mobileNo: mobileNumber(userMessages.adminMobile, /^\d{10}$/),
  password: text(userMessages.adminPassword)
    .min(6, userMessages.adminPassword)
    .max(128, 'Password must be at most 128 characters.'),
  username: oneLine(
    text(userMessages.adminUsername)
      .trim()
      .min(1, userMessages.adminUsername)
      .max(100, 'Username must be at most 100 characters.'),
  ),
  role: z.literal('admin'),
});

export const loginSchema = z.object({
  email: text(userMessages.loginFailed).trim().min(1, userMessages.loginFailed).max(254),
  password: text(userMessages.loginFailed).min(1, userMessages.loginFailed).max(128),
});

export const forgetPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ newPassword: passwordSchema });

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: userMessages.resetPasswordsDiffer,
  });

const required = (message: string) => text(message).trim().min(1, message);

export const changePasswordSchema = z
  .object({
    oldPassword: text(userMessages.allPasswordsRequired)
      .min(1, userMessages.allPasswordsRequired)
      .max(128),
    newPassword: text(userMessages.allPasswordsRequired)
      .min(1, userMessages.allPasswordsRequired)
      .min(6, userMessages.newPasswordShort)
      .max(128, 'Password must be at most 128 characters.'),
    confirmPassword: text(userMessages.allPasswordsRequired)
      .min(1, userMessages.allPasswordsRequired)
      .max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: userMessages.newPasswordsDiffer,
  });

export const updateProfileSchema = z.object({
  email: required(userMessages.profileRequired).pipe(emailSchema),
  userName: oneLine(
    required(userMessages.profileRequired).max(100, 'Name must be at most 100 characters.'),
  ),
  mobileNo: required(userMessages.profileRequired).pipe(mobileSchema),
});

/**
 * PATCH /user/updateProfile: the own details; a new e-mail needs the current password. A language
 * left out stays as it was.
 */
export const updateOwnProfileSchema = updateProfileSchema
  .extend({
    currentPassword: z.string().max(128).optional(),
    language: languageSchema.optional(),
    /** For invoices: left out, each stays as it was; empty clears it. */
    address: addressField.optional(),
    state: stateField.optional(),
    gstin: gstinOrEmptySchema.optional(),
  })
  .refine(gstinInState, gstinStateIssue);

/** PUT /user/language/{language}: the language switch of a signed-in person. */
export const languageChoiceSchema = z.object({ language: languageSchema });

/** The profile form asks for the current password once the e-mail differs from `email`. */
export const ownProfileFormSchema = (email: string) =>
  updateOwnProfileSchema.refine((v) => v.email === email || Boolean(v.currentPassword), {
    path: ['currentPassword'],
    message: userMessages.passwordForNewEmail,
  });

export type RegisterInput = z.infer<typeof registerSchema>;
export type CreateAdminInput = z.infer<typeof createAdminSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type UpdateOwnProfileInput = z.infer<typeof updateOwnProfileSchema>;

/** A user as the API sends it. */
export const userDtoSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  profileImg: z.string(),
  role: z.enum(['student', 'admin']),
  enrolledCourse: z.array(z.string()),
  /** Switched off by an admin: cannot log in. */
  deactivated: z.boolean(),
  /** The owner has shown the address is theirs (decision 034). */
  emailVerified: z.boolean(),
  /** A guardian of at least one student (decision 062): the account menu offers the family portal. */
  hasChildren: z.boolean(),
  /** The owner confirmed `mobileNo` with a code sent to it (decision 061). */
  mobileVerified: z.boolean(),
  language: languageSchema,
  /** For invoices: postal address, state and GSTIN; empty when not known. */
  address: z.string(),
  state: z.string(),
  gstin: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type UserDto = z.infer<typeof userDtoSchema>;

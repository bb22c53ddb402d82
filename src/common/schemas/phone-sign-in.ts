import { z } from 'zod';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { emailSchema, personNameSchema } from './users';
import { phoneMessages } from '../phone-sign-in';

export const mobileField = mobileNumber(phoneMessages.mobile);
const codeField = z
  .string({ error: phoneMessages.code })
  .trim()
  .regex(/^\d{6}$/, phoneMessages.code);

/** POST /phone/code: a code to sign in with; `language` is the page's, for the message. */
export const phoneCodeRequestSchema = z.object({
  mobileNo: mobileField,
  language: languageSchema.optional(),
});

/** POST /phone/sign-in: the number and its code; an admin's password too, when allowed at all. */
export const phoneSignInSchema = z.object({
  mobileNo: mobileField,
  code: codeField,
  password: z.string().max(128).optional(),
});

/** POST /phone/sign-up: a new number's account, finished with a name and an e-mail address. */
export const phoneSignUpSchema = z.object({
  token: z.string().min(1, phoneMessages.signUpExpired).max(600),
  userName: personNameSchema,
  email: emailSchema,
  language: languageSchema.optional(),
});
export type PhoneSignUpInput = z.input<typeof phoneSignUpSchema>;

/** POST /phone/mine/code: a code to confirm a number for the signed-in account. */
export const ownPhoneCodeSchema = z.object({ mobileNo: mobileField });

/** PUT /phone/mine: the account's new number, with the code sent to it. */
export const ownPhoneSchema = z.object({ mobileNo: mobileField, code: codeField });

/** What signing in with a code answers: a session, or (a new number) the way to finish sign-up. */
export const phoneSignUpStartSchema = z.object({
  /** Carries the number, proved by the code, to the sign-up's last step (30 minutes). */
  signUpToken: z.string(),
  mobileNo: z.string(),
});

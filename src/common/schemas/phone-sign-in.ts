import { z } from 'zod';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { emailSchema, personNameSchema } from './users';

/** A sign-in code works this long from when its message is sent (decision 061). */
export const PHONE_CODE_MINUTES = 5;
/** Tries a code takes, right or wrong; then a new code is needed. */
export const PHONE_CODE_TRIES = 5;
/** Codes one number may be sent in `PHONE_CODE_WINDOW_MINUTES`, whoever asks for them. */
export const PHONE_CODES_PER_NUMBER = 3;
export const PHONE_CODE_WINDOW_MINUTES = 30;
/** How long the browser waits before it offers to send another code. */
export const PHONE_RESEND_SECONDS = 30;

export const phoneMessages = {
  mobile: 'Enter a 10-digit Indian mobile number.',
  code: 'Enter the 6-digit code.',
  codeSent: 'If this number can receive messages, a code is on its way.',
  wrongCode: 'This code is not right. Check the message and try again.',
  expired: 'This code has expired or was already used. Ask for a new one.',
  tooManyTries: 'Too many wrong tries. Ask for a new code.',
  tooManyCodes:
    'Too many codes were sent to this number. Wait half an hour, then ask for a new one.',
  sharedNumber:
    'More than one account uses this number. Sign in with your e-mail and password, then confirm your phone on your profile.',
  adminsOff:
    'Admin accounts cannot sign in with a phone code. Sign in with your e-mail and password.',
  adminPassword: 'Enter your password as well: admin accounts need both.',
  wrongPassword: 'This password is not right.',
  signUpExpired: 'This sign-up has expired. Ask for a new code and start again.',
  emailTaken:
    'This e-mail is already used by another account. Sign in with it, then add your phone on your profile.',
  numberTaken: 'This number is already confirmed by another account.',
  phoneChanged: 'Your phone number is confirmed.',
} as const;

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

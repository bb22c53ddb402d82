/** Sign-in with a one-time code (decision 061): its numbers and messages, without zod (the page is public). */

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

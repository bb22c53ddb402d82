/** Messages the product shows, character for character. */
export const userMessages = {
  nameRequired: 'Name is required.',
  invalidName: 'Name must be 2 to 60 letters; spaces, dots, apostrophes and hyphens may join them.',
  invalidEmail: 'Invalid email address.',
  invalidMobile: 'Invalid mobile number. Must have 10 digits.',
  weakPassword: 'Password must be at least 8 characters, include 1 uppercase letter and 1 number.',
  passwordsDiffer: 'Passwords do not match.',
  resetPasswordsDiffer: 'Passwords do not match!',
  loginFailed: 'Invalid email or password!',
  adminEmailRequired: 'Email is required',
  adminMobile: 'Enter a valid 10-digit Mobile Number',
  adminPassword: 'Password must be at least 6 characters long',
  adminUsername: 'Username is required',
  profileRequired: 'These fields are required',
  allPasswordsRequired: 'All fields are required.',
  newPasswordShort: 'New Password must be at least 6 characters long.',
  newPasswordsDiffer: 'New Password and Confirm Password do not match.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  passwordForNewEmail: 'Enter your current password to change your e-mail address.',
  noPasswordForNewEmail:
    'Your account has no password yet. Choose one with "Forget Password" on the login page, then change your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
  emailVerified: 'Your e-mail address is verified. Thank you.',
  verifyLinkInvalid:
    'This verification link is invalid, used or expired. Log in and ask for a new one on your profile page.',
} as const;

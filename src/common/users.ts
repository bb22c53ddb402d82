/** Messages the product shows, character for character. */
export const userMessages = {
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
} as const;

/** The person the loopback sign-in provider vouches for. */
export const googleUser = {
  sub: 'google-e2e-1',
  email: 'google.student@example.com',
  name: 'Google Student',
};

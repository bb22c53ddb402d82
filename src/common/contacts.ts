export const contactMessages = {
  name: 'Name is required.',
  email: 'Email is required.',
  subject: 'Subject is required.',
  message: 'Message is required.',
  invalidEmail: 'Invalid email address.',
  sendFailed: 'Failed to send message.',
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
} as const;

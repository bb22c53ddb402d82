/** The admin both test sites create at their first start (playwright.config.ts). */
export const admin = { email: 'admin@example.com', password: 'Admin@12345' };

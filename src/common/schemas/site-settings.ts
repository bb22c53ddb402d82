import { z } from 'zod';
import type { SiteSettings } from '../site-settings';

export const siteSettingsSchema = z.object({
  name: z.string().trim().min(1),
  tagline: z.string().trim().min(1),
  phone: z.string().regex(/^\d{10}$/, 'Enter a valid 10-digit Mobile Number'),
  email: z.email(),
  address: z.string().trim().min(1),
  hours: z.string().trim().min(1),
  mapEmbedUrl: z.url(),
  chatGroupUrl: z.url(),
  social: z.object({
    facebook: z.url(),
    linkedin: z.url(),
    youtube: z.url(),
    instagram: z.url(),
  }),
  videos: z
    .array(z.object({ title: z.string().min(1), description: z.string().min(1), url: z.url() }))
    .max(3),
}) satisfies z.ZodType<SiteSettings>;

/** What GET /settings answers: the record, plus what the server says of its own configuration. */
export const publicSiteSettingsSchema = siteSettingsSchema.extend({
  /** Whether Login with Google is configured. */
  googleSignIn: z.boolean(),
  /** Whether purchases go to the built-in test provider (simulated, no money taken). */
  testPayments: z.boolean(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

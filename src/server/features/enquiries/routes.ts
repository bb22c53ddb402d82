import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact-routes';
import { convertRoutes } from './convert-routes';
import { demoRoutes } from './demo-routes';
import { leadRoutes } from './lead-routes';
import { contactLead, registrationLead } from './lookup';
import { enquiryMail, type SiteSettingsSource } from './mail';
import { registrationRoutes } from './registration-routes';
import { summaryRoutes } from './summary-routes';

interface EnquiryOptions {
  /** Where the institute's address and facts for the mails come from. */
  siteSettings: SiteSettingsSource;
}

/** Contact queries (/contact), student registrations (/register) and their summary (/enquiries). */
export async function enquiryRoutes(
  app: FastifyInstance,
  { siteSettings }: EnquiryOptions,
): Promise<void> {
  const mail = enquiryMail(siteSettings);
  app.addHook('onClose', () => mail.settled());
  await app.register(contactRoutes(), { prefix: '/contact' });
  await app.register(leadRoutes(contactLead), { prefix: '/contact' });
  await app.register(demoRoutes(), { prefix: '/contact' });
  await app.register(registrationRoutes(), { prefix: '/register' });
  await app.register(leadRoutes(registrationLead), { prefix: '/register' });
  await app.register(convertRoutes(mail), { prefix: '/register' });
  await app.register(summaryRoutes, { prefix: '/enquiries' });
}

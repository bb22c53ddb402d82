import type { FastifyRequest } from 'fastify';
import type { SiteSettings } from '#common/site-settings';
import type { Language } from '#common/languages';
import type { MailMessage } from '#server/services/mail';
import { registrationWelcomeMail } from './mails/registration-welcome';
import { paths } from '#common/paths';
import { adminPaths } from '#common/admin-paths';

/** The institute's settings record, as the app reads it (passed in by the app). */
export type SiteSettingsSource = () => Promise<SiteSettings>;

export interface EnquiryMail {
  /**
   * Sends the mails composed from the institute's settings after the answer has gone; a failure
   * is logged and never reaches the visitor.
   */
  later(request: FastifyRequest, compose: (site: SiteSettings) => MailMessage[]): void;
  /** Resolves once every mail under way has been handed over (or failed). */
  settled(): Promise<void>;
}

export function enquiryMail(siteSettings: SiteSettingsSource): EnquiryMail {
  const underWay = new Set<Promise<unknown>>();
  return {
    later(request, compose) {
      const { mailer } = request.server;
      const failed = (error: unknown) => request.log.error({ err: error }, 'enquiry mail not sent');
      const sending = siteSettings()
        .then((site) =>
          Promise.all(compose(site).map((message) => mailer.send(message).catch(failed))),
        )
        .catch(failed)
        .finally(() => underWay.delete(sending));
      underWay.add(sending);
    },
    async settled() {
      await Promise.all(underWay);
    },
  };
}

/** The admin's list of contact queries or registrations, for the office's alerts. */
export const adminList = (publicUrl: string, list: 'contacts' | 'registrations') =>
  publicUrl + adminPaths[list].getHref();

/** The new student's link to choose a password, in the language of their registration's page. */
export function welcomeMail(
  site: SiteSettings,
  student: { name: string; email: string; language: Language },
  link: { url: string; days: number },
  publicUrl: string,
) {
  return {
    to: student.email,
    replyTo: site.email,
    ...registrationWelcomeMail[student.language]({
      site,
      name: student.name,
      link: link.url,
      days: link.days,
      loginUrl: publicUrl + paths.login.getHref(),
    }),
  };
}

/**
 * The office, as the recipient of the site's alerts: its e-mail from the site settings. Not its
 * phone: that is the number people write to, often the WhatsApp Business number itself.
 */
export const office = (site: SiteSettings) => ({
  role: 'staff' as const,
  name: site.name,
  language: 'en' as const,
  email: site.email,
});

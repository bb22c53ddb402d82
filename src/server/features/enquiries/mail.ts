import type { FastifyRequest } from 'fastify';
import { formatPhone } from '#common/format';
import type { SiteSettings } from '#common/site-settings';
import type { Language } from '#common/languages';
import type { MailMessage } from '#server/services/mail';
import { registrationWelcomeMail } from './mails/registration-welcome';
import type { DemoContact, NewContact } from './contact-repo';
import { fieldLabels, fieldText, type RegistrationFields } from './registration-repo';
import { paths } from '#common/paths';

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

const adminList = (publicUrl: string, list: 'contacts' | 'registrations') =>
  publicUrl + paths.admin[list].getHref();

const body = (...lines: string[]) => `${lines.join('\n')}\n`;

export function contactNotice(site: SiteSettings, contact: NewContact, publicUrl: string) {
  return {
    to: site.email,
    replyTo: contact.email,
    subject: `Contact query from ${contact.name}: ${contact.subject}`,
    text: body(
      "A message came through the website's contact form.",
      '',
      `Name: ${contact.name}`,
      `Email: ${contact.email}`,
      `Subject: ${contact.subject}`,
      '',
      contact.message,
      '',
      `Reply to this e-mail to answer ${contact.name}.`,
      `All contact queries: ${adminList(publicUrl, 'contacts')}`,
    ),
  };
}

export function demoNotice(site: SiteSettings, demo: DemoContact, publicUrl: string) {
  return {
    to: site.email,
    subject: `Demo class booked by ${demo.name}: ${demo.subject.replace(/^Demo class: /, '')}`,
    text: body(
      'A visitor booked a free demo class on the website.',
      '',
      `Name: ${demo.name}`,
      `Phone: ${formatPhone(demo.phone)}`,
      `Course: ${demo.subject.replace(/^Demo class: /, '')}`,
      demo.message,
      '',
      `Call them on ${formatPhone(demo.phone)} to confirm the day and time.`,
      `All contact queries: ${adminList(publicUrl, 'contacts')}`,
    ),
  };
}

export function registrationNotice(
  site: SiteSettings,
  fields: RegistrationFields,
  publicUrl: string,
) {
  const details = (Object.keys(fieldLabels) as (keyof RegistrationFields)[]).map(
    (field) => `${fieldLabels[field]}: ${fieldText(fields, field)}`,
  );
  return {
    to: site.email,
    subject: `New registration: ${fields.name}, class ${fields.classs}, ${fields.mode}`,
    text: body(
      "A student registered through the website's form.",
      '',
      ...details,
      '',
      `Call them on ${formatPhone(fields.contact)}.`,
      `All registrations: ${adminList(publicUrl, 'registrations')}`,
    ),
  };
}

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

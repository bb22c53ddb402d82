import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages';
import { defaultSiteSettings } from '#common/site-settings';
import { registrationWelcomeMail } from '#server/features/enquiries/mails/registration-welcome';
import { deskWelcomeMail } from '#server/features/payments/mails/desk-welcome';
import { receiptMail } from '#server/features/payments/mails/receipt';
import { refundMail } from '#server/features/payments/mails/refund';
import { absenceAlertMail } from '#server/features/notifications/templates/absence-alert';
import { classChangedMail } from '#server/features/notifications/templates/class-changed';
import { certificateIssuedMail } from '#server/features/notifications/templates/certificate-issued';
import { feeReminderMail } from '#server/features/notifications/templates/fee-reminder';
import { demoBookedMail } from '#server/features/notifications/templates/demo-booked';
import { contactAlertMail } from '#server/features/notifications/templates/contact-alert';
import { demoAlertMail } from '#server/features/notifications/templates/demo-alert';
import { enquiryReceivedMail } from '#server/features/notifications/templates/enquiry-received';
import { guardianCodeMail } from '#server/features/notifications/templates/guardian-code';
import { admissionAcceptedMail } from '#server/features/notifications/templates/admission-accepted';
import { admissionCorrectionMail } from '#server/features/notifications/templates/admission-correction';
import { admissionDeclinedMail } from '#server/features/notifications/templates/admission-declined';
import { admissionLinkMail } from '#server/features/notifications/templates/admission-link';
import { resultsReleasedMail } from '#server/features/notifications/templates/results-released';
import { signInCodeMail } from '#server/features/notifications/templates/sign-in-code';
import { passwordResetMail } from '#server/features/notifications/templates/password-reset';
import { paymentRecordedMail } from '#server/features/notifications/templates/payment-recorded';
import { registrationAlertMail } from '#server/features/notifications/templates/registration-alert';
import { registrationReceivedMail } from '#server/features/notifications/templates/registration-received';
import { sampleValues } from '#server/features/notifications/templates/samples';
import { googleLinkMail } from '#server/features/users/mails/google-link';
import { verificationMail } from '#server/features/users/mails/verification';
import type { MailWords } from '#server/services/mail';

const LINK = 'https://example.com/a-link';

/** An e-mail's writers by language, as a language the site may not have asks for them. */
type Writers = Partial<Record<string, (values: never) => MailWords>>;

/** Every e-mail a person receives, filled in as the server does; `shows` must reach each language. */
const mails: Record<string, { words: Writers; fill: unknown; shows: string[] }> = {
  verificationMail: {
    words: verificationMail,
    fill: { name: 'Asha', link: LINK, hours: 24 },
    shows: ['Asha', LINK, '24'],
  },
  passwordResetMail: {
    words: passwordResetMail,
    fill: { name: '', link: LINK, minutes: '30' },
    shows: [LINK, '30'],
  },
  signInCodeMail: {
    words: signInCodeMail,
    fill: { code: '204817', minutes: '5', host: 'example.com', request: 'r1' },
    shows: ['204817', '5'],
  },
  admissionLinkMail: {
    words: admissionLinkMail,
    fill: { link: LINK, institute: 'Vidya' },
    shows: [LINK, 'Vidya'],
  },
  admissionCorrectionMail: {
    words: admissionCorrectionMail,
    fill: { name: 'Priya', note: 'the photo is blurred', link: LINK, institute: 'Vidya' },
    shows: ['Priya', LINK, 'the photo is blurred'],
  },
  admissionDeclinedMail: {
    words: admissionDeclinedMail,
    fill: { name: 'Priya', reason: 'the batch is full', institute: 'Vidya' },
    shows: ['Priya', 'the batch is full', 'Vidya'],
  },
  admissionAcceptedMail: {
    words: admissionAcceptedMail,
    fill: {
      name: 'Arvind',
      student: 'Priya',
      number: 'VCI/2026/0001',
      course: 'Tally',
      batch: '1 Jul',
      institute: 'Vidya',
    },
    shows: ['Arvind', 'Priya', 'VCI/2026/0001', 'Tally', '1 Jul'],
  },
  guardianCodeMail: {
    words: guardianCodeMail,
    fill: { name: 'Arvind', student: 'Priya', code: '204817', minutes: '10', link: LINK },
    shows: ['Arvind', 'Priya', '204817', '10', LINK],
  },
  googleLinkMail: {
    words: googleLinkMail,
    fill: { name: 'Asha', email: 'asha@example.com' },
    shows: ['Asha', 'asha@example.com'],
  },
  receiptMail: {
    words: receiptMail,
    fill: {
      name: 'Asha',
      occasion: 'desk',
      course: 'Tally',
      amount: '₹1,25,000',
      reference: 'UPI-42',
      date: '10/01/2026',
      attached: ['VCI/2025-26/0001'],
      link: LINK,
    },
    shows: ['Asha', 'Tally', '₹1,25,000', 'UPI-42', '10/01/2026', 'VCI/2025-26/0001', LINK],
  },
  refundMail: {
    words: refundMail,
    fill: {
      name: 'Asha',
      reason: 'coupon_gone',
      course: 'Tally',
      amount: '₹4,999',
      paymentId: 'pay_42',
      date: '10/01/2026',
      link: LINK,
    },
    shows: ['Asha', 'Tally', '₹4,999', 'pay_42', '10/01/2026', LINK],
  },
  enquiryReceivedMail: {
    words: enquiryReceivedMail,
    fill: {
      institute: defaultSiteSettings.name,
      phone: '+91 98765 43210',
      hours: 'Mon-Sat 9-6',
      hoursHi: '',
    },
    shows: [defaultSiteSettings.name, '+91 98765 43210', 'Mon-Sat 9-6'],
  },
  demoBookedMail: {
    words: demoBookedMail,
    fill: {
      name: 'Asha',
      course: 'Tally',
      date: '06/01/2030',
      time: 'Sat, Sun · 10:00–12:00',
      institute: defaultSiteSettings.name,
      address: '14 Hazratganj, Lucknow',
      addressHi: '',
    },
    shows: ['Asha', 'Tally', '06/01/2030', '10:00–12:00', '14 Hazratganj, Lucknow'],
  },
  registrationWelcomeMail: {
    words: registrationWelcomeMail,
    fill: {
      site: defaultSiteSettings,
      name: 'Asha',
      link: LINK,
      days: 3,
      loginUrl: 'https://example.com/login',
    },
    shows: ['Asha', defaultSiteSettings.name, LINK, '3', 'https://example.com/login'],
  },
  contactAlertMail: {
    words: contactAlertMail,
    fill: sampleValues['contact-alert'],
    shows: ['Rohan Gupta', 'rohan@example.com', 'Weekend batches', 'weekend batch for Tally'],
  },
  demoAlertMail: {
    words: demoAlertMail,
    fill: sampleValues['demo-alert'],
    shows: ['Kavya Nair', '+91 98765 12345', 'Python from Scratch', '10:00–12:00', 'contact'],
  },
  registrationAlertMail: {
    words: registrationAlertMail,
    fill: sampleValues['registration-alert'],
    shows: ['Kavya Nair', 'City Montessori School', '+91 98765 12345', 'registrations'],
  },
  registrationReceivedMail: {
    words: registrationReceivedMail,
    fill: sampleValues['registration-received'],
    shows: ['Kavya Nair', 'Vidya Computer Institute', '+91 98765 43210'],
  },
  paymentRecordedMail: {
    words: paymentRecordedMail,
    fill: sampleValues['payment-recorded'],
    shows: ['Kavya Nair', '₹12,500', 'Python from Scratch', 'https://vidya.example/my-learning'],
  },
  feeReminderMail: {
    words: feeReminderMail,
    fill: sampleValues['fee-reminder'],
    shows: [
      'Suresh Nair',
      'Kavya Nair',
      '₹4,999.50',
      'Python from Scratch',
      'https://vidya.example/pay/k3Jx9QpLm2',
    ],
  },
  absenceAlertMail: {
    words: absenceAlertMail,
    fill: sampleValues['absence-alert'],
    shows: ['Sunita Nair', 'Kavya Nair', 'Python from Scratch', 'Mon, 6 Jul, 2026', '18:00–19:30'],
  },
  resultsReleasedMail: {
    words: resultsReleasedMail,
    fill: sampleValues['results-released'],
    shows: [
      'Sunita Nair',
      'Kavya Nair',
      'Monthly test: loops',
      'Python from Scratch',
      'https://vidya.example/family/k3Jx9QpLm2',
    ],
  },
  classChangedMail: {
    words: classChangedMail,
    fill: sampleValues['class-changed'],
    shows: [
      'Kavya Nair',
      'Python from Scratch',
      'Mon, 6 Jul, 2026, 18:00–19:30',
      'moved to Tue, 7 Jul, 2026, 10:00–11:30',
    ],
  },
  certificateIssuedMail: {
    words: certificateIssuedMail,
    fill: sampleValues['certificate-issued'],
    shows: [
      'Kavya Nair',
      'Python from Scratch',
      'VCI-2026-000123',
      'https://vidya.example/verify/k3Jx9QpLm2',
    ],
  },
  deskWelcomeMail: {
    words: deskWelcomeMail,
    fill: { name: 'Asha', email: 'asha@example.com', link: LINK, days: 3 },
    shows: ['Asha', 'asha@example.com', LINK, '3'],
  },
};

const DEVANAGARI = /[\u0900-\u097F]/;

/** The names of the `MailInLanguages` the server's code declares. */
async function declaredMails(dir: string): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const source = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, name] of source.matchAll(/export const (\w+): MailInLanguages</g))
      names.push(name ?? '');
  }
  return names.sort();
}

describe('e-mails in every language (decision 047)', () => {
  it('lists here every e-mail the server writes in languages', async () => {
    expect(await declaredMails('src/server')).toEqual(Object.keys(mails).sort());
  });

  describe.each(Object.entries(mails))('%s', (_, { words, fill, shows }) => {
    const written = (language: string): MailWords => {
      const write = words[language];
      if (!write) throw new Error(`no ${language} text`);
      return write(fill as never);
    };

    it.each(LANGUAGES)('has a subject and text in %s, with what it is about', (language) => {
      const { subject, text } = written(language);
      expect(subject.trim()).not.toBe('');
      expect(text.trim()).not.toBe('');
      expect(subject).not.toMatch(/\n/);
      for (const value of shows) expect(text).toContain(value);
    });

    it('is Hindi in Hindi and English in English', () => {
      const hindi = written('hi');
      const english = written('en');
      expect(hindi.subject).toMatch(DEVANAGARI);
      expect(hindi.text.replace(/\s+/g, ' ')).toMatch(DEVANAGARI);
      expect(hindi.text).not.toMatch(/\b(Hello|Course|Amount|Date)\b/);
      expect(english.subject).not.toMatch(DEVANAGARI);
      expect(english.text).not.toMatch(DEVANAGARI);
    });
  });
});

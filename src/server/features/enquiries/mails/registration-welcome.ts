import type { SiteSettings } from '#common/site-settings';
import { greeting, type MailInLanguages } from '#server/services/mail';

const lines = (...all: string[]) => `${all.join('\n')}\n`;

/** To a student whose account was made from their registration: the link to choose a password. */
export const registrationWelcomeMail: MailInLanguages<{
  site: SiteSettings;
  name: string;
  link: string;
  days: number;
  loginUrl: string;
}> = {
  en: ({ site, name, link, days, loginUrl }) => ({
    subject: `Your student account at ${site.name}`,
    text: lines(
      greeting.en(name),
      '',
      `Welcome to ${site.name}! We have made a student account for you with this e-mail address. Open this link within ${days} days to choose your password:`,
      '',
      link,
      '',
      `Then log in at ${loginUrl} with this e-mail address and your new password. If the link has expired, choose "Forget Password" on the login page.`,
      '',
      site.name,
    ),
  }),
  hi: ({ site, name, link, days, loginUrl }) => ({
    subject: `${site.name} में आपका छात्र खाता`,
    text: lines(
      greeting.hi(name),
      '',
      `${site.name} में आपका स्वागत है! हमने इस ई-मेल पते से आपके लिए एक छात्र खाता बनाया है। अपना पासवर्ड चुनने के लिए ${days} दिन के अंदर यह लिंक खोलें:`,
      '',
      link,
      '',
      `फिर ${loginUrl} पर इस ई-मेल पते और अपने नए पासवर्ड से लॉग इन करें। अगर लिंक की अवधि निकल गई हो, तो लॉग इन पेज पर "पासवर्ड भूल गए?" चुनें।`,
      '',
      site.name,
    ),
  }),
};

import { greeting, type MailInLanguages } from '#server/services/mail';

/** To a student whose account the front desk made: the link to choose a password. */
export const deskWelcomeMail: MailInLanguages<{
  name: string;
  email: string;
  link: string;
  days: number;
}> = {
  en: ({ name, email, link, days }) => ({
    subject: 'Your student account: choose a password',
    text: `${greeting.en(name)}\n\nThe front desk has made a student account for you on our website. Choose a password with this link (valid for ${days} days):\n\n${link}\n\nThen log in with ${email} to find your courses in My Learning.\n`,
  }),
  hi: ({ name, email, link, days }) => ({
    subject: 'आपका छात्र खाता: अपना पासवर्ड चुनें',
    text: `${greeting.hi(name)}\n\nसंस्थान के काउंटर से हमारी वेबसाइट पर आपके लिए एक छात्र खाता बनाया गया है। इस लिंक से अपना पासवर्ड चुनें (यह ${days} दिन तक मान्य है):\n\n${link}\n\nफिर ${email} से लॉग इन करें और "मेरी पढ़ाई" में अपने कोर्स देखें।\n`,
  }),
};

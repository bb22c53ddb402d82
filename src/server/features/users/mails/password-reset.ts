import { greeting, type MailInLanguages } from '#server/services/mail';

/** The link that chooses a new password. */
export const passwordResetMail: MailInLanguages<{ name: string; link: string; minutes: number }> = {
  en: ({ name, link, minutes }) => ({
    subject: 'Reset your password',
    text: `${greeting.en(name)}\n\nSomeone asked to reset the password of your account. Open this link within ${minutes} minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
  }),
  hi: ({ name, link, minutes }) => ({
    subject: 'नया पासवर्ड बनाएँ',
    text: `${greeting.hi(name)}\n\nकिसी ने आपके खाते का नया पासवर्ड बनाने का अनुरोध किया है। नया पासवर्ड चुनने के लिए ${minutes} मिनट के अंदर यह लिंक खोलें:\n\n${link}\n\nअगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा कर दें; आपका पासवर्ड जैसा है वैसा ही रहेगा।\n`,
  }),
};

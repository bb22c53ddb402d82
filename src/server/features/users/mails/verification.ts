import { greeting, type MailInLanguages } from '#server/services/mail';

/** The link that verifies an account's address (decision 034). */
export const verificationMail: MailInLanguages<{ name: string; link: string; hours: number }> = {
  en: ({ name, link, hours }) => ({
    subject: 'Verify your e-mail address',
    text: `${greeting.en(name)}\n\nThis address was given for an account on our website. Open this link within ${hours} hours to confirm that it is yours:\n\n${link}\n\nIf it was not you, ignore this e-mail; the account stays unverified.\n`,
  }),
  hi: ({ name, link, hours }) => ({
    subject: 'अपना ई-मेल पता सत्यापित करें',
    text: `${greeting.hi(name)}\n\nहमारी वेबसाइट पर एक खाते के लिए यह ई-मेल पता दिया गया है। यह पता आपका ही है, इसकी पुष्टि के लिए ${hours} घंटे के अंदर यह लिंक खोलें:\n\n${link}\n\nअगर खाता आपने नहीं बनाया, तो इस ई-मेल को अनदेखा कर दें; खाता सत्यापित नहीं होगा।\n`,
  }),
};

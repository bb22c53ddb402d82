import { greeting, type MailInLanguages } from '#server/services/mail';

/** To the owner of an account taken back from whoever signed it up (decision 034). */
export const googleLinkMail: MailInLanguages<{ name: string; email: string }> = {
  en: ({ name, email }) => ({
    subject: 'Your account is now linked to Google',
    text: `${greeting.en(name)}

You signed in with Google as ${email}. An account with this address had been made on our website before, and its address had never been verified, so someone else may have made it. To keep it yours, we removed its password and signed it out everywhere; from now on it opens with Google.

If you made that password yourself, choose a new one with "Forget Password" on the login page.
`,
  }),
  hi: ({ name, email }) => ({
    subject: 'आपका खाता अब Google से जुड़ गया है',
    text: `${greeting.hi(name)}

आपने ${email} से Google के ज़रिए साइन इन किया। इस पते से हमारी वेबसाइट पर पहले से एक खाता बना था, जिसका पता कभी सत्यापित नहीं हुआ था, इसलिए हो सकता है कि उसे किसी और ने बनाया हो। खाता आपका ही रहे, इसके लिए हमने उसका पासवर्ड हटा दिया है और उसे हर जगह से लॉग आउट कर दिया है; अब से यह Google से ही खुलेगा।

अगर वह पासवर्ड आपने ही बनाया था, तो लॉग इन पेज पर "पासवर्ड भूल गए?" से नया पासवर्ड चुनें।
`,
  }),
};

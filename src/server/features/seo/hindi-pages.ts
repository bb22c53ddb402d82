import type { pages } from '#common/pages';

/** A fixed page's title and description in Hindi, as its `/hi` address's head carries them. */
export interface HindiWords {
  title: string;
  /** Given the institute's name. */
  description: (name: string) => string;
}

/**
 * The public pages' words in Hindi (decision 044); the app's own title for each is in
 * src/web/locales/hi.po. A page missing here keeps its English head.
 */
export const hindiPages: Partial<Record<keyof typeof pages, HindiWords>> = {
  home: {
    title: 'कोडिंग क्लासेस',
    description: (name) =>
      `${name} ऑनलाइन और अपनी कक्षाओं में कोडिंग सिखाता है: स्कूली छात्रों और नए सीखने वालों के लिए प्रोग्रामिंग कोर्स, ऐसे सर्टिफ़िकेट के साथ जिनकी जाँच आप ऑनलाइन कर सकते हैं।`,
  },
  about: {
    title: 'हमारे बारे में',
    description: (name) =>
      `${name} के बारे में: ऑनलाइन और ऑफ़लाइन कक्षाएँ, आज की माँग वाले कोर्स, पढ़ाने के बेहतरीन तरीक़े, सुविधा के अनुसार समय और एक महीने की मुफ़्त ट्रायल क्लास।`,
  },
  courses: {
    title: 'हमारे कोर्स',
    description: (name) =>
      `${name} में प्रोग्रामिंग, वेब डेवलपमेंट और कंप्यूटर के कोर्स, बिल्कुल शुरुआत से आगे तक: फ़ीस रुपयों में और पढ़ाई की सामग्री ऑनलाइन।`,
  },
  blog: {
    title: 'ब्लॉग',
    description: (name) =>
      `${name} के मेंटरों के लेख: प्रोग्रामिंग के नुस्ख़े, करियर की सलाह और क़दम-दर-क़दम ट्यूटोरियल।`,
  },
  news: {
    title: 'समाचार',
    description: (name) =>
      `${name} की ख़बरें: नए बैच और कोर्स, कार्यक्रम, नतीजे और घोषणाएँ, सबसे नई सबसे पहले।`,
  },
  contact: {
    title: 'संपर्क करें',
    description: (name) =>
      `${name} को फ़ोन करें, ई-मेल करें या लिखें, या हमारी कक्षाओं में आइए। कोर्स, बैच और फ़ीस के बारे में हर सवाल का जवाब हम देंगे।`,
  },
  registrationForm: {
    title: 'रजिस्ट्रेशन करें',
    description: (name) =>
      `${name} में दाख़िले के लिए रजिस्ट्रेशन करें: अपना नाम, कक्षा और स्कूल बताइए, हम आपसे फ़ोन पर संपर्क करेंगे।`,
  },
  certificateAuthentication: {
    title: 'सर्टिफ़िकेट की जाँच',
    description: (name) =>
      `${name} का दिया सर्टिफ़िकेट असली है या नहीं, जाँचें: छात्र के नाम और जन्म तिथि से, या सर्टिफ़िकेट नंबर से।`,
  },
  certificateVerification: {
    title: 'सर्टिफ़िकेट का सत्यापन',
    description: (name) => `${name} के रिकॉर्ड में इस सर्टिफ़िकेट की आज की स्थिति।`,
  },
  login: {
    title: 'लॉग इन',
    description: (name) => `${name} में अपने खाते में लॉग इन करें।`,
  },
  register: {
    title: 'अभी खाता बनाएँ',
    description: (name) => `${name} में अपना खाता बनाएँ।`,
  },
  forgotPassword: {
    title: 'पासवर्ड भूल गए',
    description: (name) => `${name} के अपने खाते का पासवर्ड फिर से बनाएँ।`,
  },
  resetPassword: {
    title: 'नया पासवर्ड बनाएँ',
    description: (name) => `${name} के अपने खाते के लिए नया पासवर्ड चुनें।`,
  },
  verifyEmail: {
    title: 'ई-मेल पता सत्यापित करें',
    description: (name) => `${name} के अपने खाते का ई-मेल पता सत्यापित करें।`,
  },
  profile: {
    title: 'मेरी प्रोफ़ाइल',
    description: (name) => `${name} में आपकी प्रोफ़ाइल।`,
  },
  editProfile: {
    title: 'प्रोफ़ाइल बदलें',
    description: (name) => `${name} में आपकी प्रोफ़ाइल।`,
  },
  changePassword: {
    title: 'पासवर्ड बदलें',
    description: (name) => `${name} के अपने खाते का पासवर्ड बदलें।`,
  },
  refund: {
    title: 'रद्द करने और पैसे लौटाने की नीति',
    description: () => 'इस वेबसाइट पर ख़रीदे गए कोर्स को रद्द करने और पैसे लौटाने के नियम।',
  },
  shipping: {
    title: 'शिपिंग और डिलीवरी की नीति',
    description: () => 'इस वेबसाइट पर ख़रीदे गए कोर्स आप तक कैसे पहुँचते हैं।',
  },
  terms: {
    title: 'नियम और शर्तें',
    description: (name) => `${name} की वेबसाइट इस्तेमाल करने और उसके कोर्स ख़रीदने की शर्तें।`,
  },
  privacy: {
    title: 'निजता की नीति',
    description: () =>
      'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत हम कौन-सा व्यक्तिगत डेटा लेते हैं, क्यों लेते हैं, कितने समय तक रखते हैं और उस पर आपके क्या अधिकार हैं।',
  },
  developedBy: {
    title: 'वेबसाइट किसने बनाई',
    description: (name) =>
      `${name} की वेबसाइट किसने बनाई, और वह किन ओपन-सोर्स सॉफ़्टवेयर पर बनी है, हर पैकेज अपने लाइसेंस के साथ।`,
  },
  myLearning: {
    title: 'मेरे ख़रीदे हुए कोर्स',
    description: (name) => `${name} में आपके ख़रीदे हुए कोर्स, जिन्हें आप जब चाहें आगे पढ़ सकते हैं।`,
  },
  payment: {
    title: 'भुगतान',
    description: (name) => `${name} का कोर्स ख़रीदें: कूपन लगाएँ और सुरक्षित तरीके से भुगतान करें।`,
  },
};

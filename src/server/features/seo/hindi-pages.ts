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
  myLearning: {
    title: 'मेरे ख़रीदे हुए कोर्स',
    description: (name) => `${name} में आपके ख़रीदे हुए कोर्स, जिन्हें आप जब चाहें आगे पढ़ सकते हैं।`,
  },
};

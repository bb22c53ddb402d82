import type { Language } from '#common/languages';

/** The line that ends an e-mail a person may stop: the link to the unsubscribe page. */
export const optOutLine: Record<Language, (link: string) => string> = {
  en: (link) => `Don't want these e-mails? Unsubscribe: ${link}`,
  hi: (link) => `ये ई-मेल नहीं चाहिए? यहाँ से बंद करें: ${link}`,
};

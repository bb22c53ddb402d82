import { formatCalendarDate } from '#common/format';
import { paths } from '#common/paths';
import type { IdCardStatus } from '#common/schemas/id-cards';

export type CheckLanguage = 'en' | 'hi';

/** What the check page shows of a card: these four things and nothing else (decision 073). */
export interface CheckedCard {
  name: string;
  course: string;
  status: IdCardStatus;
  /** YYYY-MM-DD: the day the status holds on. */
  today: string;
  photoUrl: string;
}

const words = {
  en: {
    title: 'Student ID card check',
    lead: (institute: string) => `The record of ${institute} for this card, as it stands today.`,
    name: 'Name',
    course: 'Course',
    status: 'Status',
    photo: (name: string) => `Photo of ${name}`,
    valid: 'Valid today',
    expired: 'Expired: not valid today',
    revoked: 'Revoked: not valid',
    on: (day: string) => `Checked on ${day}.`,
    compare: 'Compare the photo with the person showing the card.',
    notFound: 'No ID card has this address.',
    notFoundText: 'Check that the whole address was scanned or typed.',
    tooMany: 'Too many checks from this address. Please try again later.',
    other: 'हिन्दी में देखें',
  },
  hi: {
    title: 'छात्र पहचान पत्र की जाँच',
    lead: (institute: string) => `इस कार्ड के बारे में ${institute} का आज का रिकॉर्ड।`,
    name: 'नाम',
    course: 'कोर्स',
    status: 'स्थिति',
    photo: (name: string) => `${name} की फ़ोटो`,
    valid: 'आज मान्य है',
    expired: 'अवधि समाप्त: आज मान्य नहीं',
    revoked: 'रद्द: मान्य नहीं',
    on: (day: string) => `${day} को जाँचा गया।`,
    compare: 'फ़ोटो को कार्ड दिखाने वाले व्यक्ति से मिलाएँ।',
    notFound: 'इस पते का कोई पहचान पत्र नहीं है।',
    notFoundText: 'देखें कि पूरा पता स्कैन हुआ है या सही लिखा गया है।',
    tooMany: 'इस पते से बहुत ज़्यादा जाँच हुई हैं। कुछ देर बाद फिर कोशिश करें।',
    other: 'View in English',
  },
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const statusColours: Record<IdCardStatus, string> = {
  valid: 'background:#dcfce7;color:#166534',
  expired: 'background:#fef3c7;color:#92400e',
  revoked: 'background:#fee2e2;color:#991b1b',
};

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin:0 0 .25rem}p{line-height:1.5}
img{display:block;width:8rem;height:10rem;object-fit:cover;border-radius:.5rem;margin:1rem auto;border:1px solid #cbd5e1}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1rem 0}dt{color:#475569;font-weight:600}dd{margin:0;font-weight:600}
.status{display:inline-block;border-radius:999px;padding:.25rem .75rem;font-weight:700}
a{color:#1d4ed8}.small{font-size:.875rem;color:#475569}`;

/** The page around the content, in the language asked, with a link to the other. */
function page(
  language: CheckLanguage,
  institute: string,
  body: string,
  otherHref: string | undefined,
) {
  const w = words[language];
  const other = otherHref
    ? `<p class="small"><a href="${escape(otherHref)}" lang="${language === 'en' ? 'hi' : 'en'}">${w.other}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(w.title)} | ${escape(institute)}</title><style>${STYLE}</style></head>
<body><main><div class="card"><h1>${escape(w.title)}</h1>${body}</div>${other}</main></body></html>`;
}

/** The other language's address of a check page. */
export const checkPath = (language: CheckLanguage, token: string) =>
  (language === 'hi' ? '/hi' : '') + paths.idCardCheck.getHref(token);

export function checkPageHtml(
  language: CheckLanguage,
  institute: string,
  token: string,
  card: CheckedCard,
): string {
  const w = words[language];
  const body = `<p class="small">${escape(w.lead(institute))}</p>
<img src="${escape(card.photoUrl)}" alt="${escape(w.photo(card.name))}" width="128" height="160">
<dl><dt>${w.name}</dt><dd>${escape(card.name)}</dd><dt>${w.course}</dt><dd>${escape(card.course)}</dd>
<dt>${w.status}</dt><dd><span class="status" style="${statusColours[card.status]}">${w[card.status]}</span></dd></dl>
<p class="small">${escape(w.on(formatCalendarDate(card.today)))} ${w.compare}</p>`;
  return page(language, institute, body, checkPath(language === 'en' ? 'hi' : 'en', token));
}

/** The page for an address no card has, or for an address past its checks. */
export function checkRefusalHtml(
  language: CheckLanguage,
  institute: string,
  refusal: 'notFound' | 'tooMany',
): string {
  const w = words[language];
  const body =
    refusal === 'notFound'
      ? `<p role="alert">${w.notFound}</p><p class="small">${w.notFoundText}</p>`
      : `<p role="alert">${w.tooMany}</p>`;
  return page(language, institute, body, undefined);
}

import type { Language } from '#common/languages';
import type { Marksheet } from '#server/db/schema';
import { contentOf } from './mapper';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (text: unknown) => String(text).replace(/[&<>"]/g, (c) => escapes[c] ?? c);

export const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#172033;background:#f6f7f9}' +
  'main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;margin:.5rem 0}' +
  '.status{padding:.75rem 1rem;border-radius:.5rem;font-weight:700}' +
  '.valid{background:#dcfce7;color:#14532d}.revoked{background:#fee2e2;color:#7f1d1d}' +
  'table{width:100%;border-collapse:collapse;margin:1rem 0;background:#fff}' +
  'th,td{padding:.5rem;border-bottom:1px solid #dde1e7;text-align:left}' +
  'td.n,th.n{text-align:right}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}' +
  'dt{color:#4b5563}dd{margin:0;overflow-wrap:anywhere}a{color:#1d4ed8}';

const words = {
  en: {
    title: 'Marksheet verification',
    valid: 'Valid: this marksheet was issued by the institute and has not been revoked.',
    revoked: (on: string, reason: string) => `Revoked on ${on}. Reason: ${reason}`,
    notFound: 'No marksheet has this address. Check the address or the QR code again.',
    number: 'Number',
    student: 'Student',
    course: 'Course',
    issued: 'Issued on',
    test: 'Test',
    date: 'Date',
    marks: 'Marks',
    outOf: 'Out of',
    result: 'Result',
    pass: 'Pass',
    fail: 'Fail',
    total: 'Total',
    percent: 'Percentage',
    grade: 'Grade',
    attendance: 'Attendance',
    fingerprint: 'PDF fingerprint (SHA-256)',
    credential: 'Signed credential (for verifiers)',
    other: 'हिन्दी में देखें',
  },
  hi: {
    title: 'अंकपत्र का सत्यापन',
    valid: 'मान्य: यह अंकपत्र संस्थान ने जारी किया है और रद्द नहीं हुआ है।',
    revoked: (on: string, reason: string) => `${on} को रद्द किया गया। कारण: ${reason}`,
    notFound: 'इस पते का कोई अंकपत्र नहीं है। पता या QR कोड दोबारा जाँचें।',
    number: 'क्रमांक',
    student: 'विद्यार्थी',
    course: 'कोर्स',
    issued: 'जारी करने की तारीख़',
    test: 'टेस्ट',
    date: 'तारीख़',
    marks: 'अंक',
    outOf: 'पूर्णांक',
    result: 'परिणाम',
    pass: 'उत्तीर्ण',
    fail: 'अनुत्तीर्ण',
    total: 'कुल',
    percent: 'प्रतिशत',
    grade: 'ग्रेड',
    attendance: 'उपस्थिति',
    fingerprint: 'PDF की पहचान (SHA-256)',
    credential: 'हस्ताक्षरित क्रेडेंशियल (सत्यापन करने वालों के लिए)',
    other: 'View in English',
  },
} as const;

const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

function shell(language: Language, title: string, body: string, otherHref: string) {
  const w = words[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${esc(title)}</title><style>${PAGE_STYLE}</style></head>` +
    `<body><main><p><a href="${esc(otherHref)}" lang="${language === 'en' ? 'hi' : 'en'}">${w.other}</a></p>` +
    `${body}</main></body></html>`
  );
}

/** The public verification page of a marksheet, in English or Hindi (decision 069). */
export function marksheetPage(
  language: Language,
  row: Marksheet,
  links: { otherLanguage: string; credential: string },
): string {
  const w = words[language];
  const c = contentOf(row);
  const status =
    row.status === 'valid'
      ? `<p class="status valid" role="status">${w.valid}</p>`
      : `<p class="status revoked" role="status">${esc(w.revoked(day(row.revoked_at ?? ''), row.revoked_reason ?? ''))}</p>`;
  const rows = c.tests
    .map(
      (t) =>
        `<tr><td>${esc(t.title)}</td><td>${day(t.date)}</td><td class="n">${t.marks}</td>` +
        `<td class="n">${t.maxMarks}</td><td>${t.passed ? w.pass : w.fail}</td></tr>`,
    )
    .join('');
  const body =
    `<p>${esc(c.institute)}</p><h1>${w.title}</h1>${status}<dl>` +
    `<dt>${w.number}</dt><dd>${esc(row.number)}</dd>` +
    `<dt>${w.student}</dt><dd>${esc(c.student)}</dd>` +
    `<dt>${w.course}</dt><dd>${esc(c.course)}</dd>` +
    `<dt>${w.issued}</dt><dd>${day(row.issued_on)}</dd></dl>` +
    `<table><thead><tr><th scope="col">${w.test}</th><th scope="col">${w.date}</th>` +
    `<th scope="col" class="n">${w.marks}</th><th scope="col" class="n">${w.outOf}</th>` +
    `<th scope="col">${w.result}</th></tr></thead><tbody>${rows}</tbody>` +
    `<tfoot><tr><th scope="row" colspan="2">${w.total}</th><td class="n">${c.total}</td>` +
    `<td class="n">${c.maxTotal}</td><td></td></tr></tfoot></table><dl>` +
    `<dt>${w.percent}</dt><dd>${c.percent}%</dd>` +
    `<dt>${w.grade}</dt><dd>${esc(c.grade ?? '–')}</dd>` +
    `<dt>${w.attendance}</dt><dd>${c.attendance === null ? '–' : `${c.attendance}%`}</dd>` +
    `<dt>${w.fingerprint}</dt><dd><code>${esc(row.pdf_sha256)}</code></dd></dl>` +
    `<p><a href="${esc(links.credential)}">${w.credential}</a></p>`;
  return shell(language, `${w.title}: ${row.number}`, body, links.otherLanguage);
}

/** The page for an address no marksheet has. */
export const missingMarksheetPage = (language: Language, otherLanguage: string) =>
  shell(
    language,
    words[language].title,
    `<h1>${words[language].title}</h1><p>${words[language].notFound}</p>`,
    otherLanguage,
  );

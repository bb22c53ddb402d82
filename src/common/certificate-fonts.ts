/**
 * Whether the fonts of a certificate made from the site's template can print a text: the PDF
 * standard fonts, which hold Windows-1252's Latin range only (no Devanagari).
 */
export const printableOnCertificate = (text: string) => /^[\x20-\x7E\u00A0-\u00FF]*$/.test(text);

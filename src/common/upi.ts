/* UPI payment addresses (VPA) and the `upi://pay` links a UPI app or its QR scanner opens. */

/** A UPI id: `name@bank`, as NPCI's handles are written. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const upiIdMessage = 'Enter a UPI id such as institute@okaxis (name@bank).';

/** Rupees with exactly two decimals from paise: 123456 -> "1234.56". */
export const upiAmount = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A query value encoded for a URI; `@` may stay as it is in a query, and UPI ids read better so. */
const encoded = (value: string) => encodeURIComponent(value).replaceAll('%40', '@');

/**
 * The link that asks a UPI app to pay exactly `paise` to `upiId` (NPCI's UPI linking
 * specification: pa, pn, am, cu, tn).
 */
export function upiPayUri(pay: { upiId: string; payee: string; paise: number; note: string }) {
  const query = [
    ['pa', pay.upiId],
    ['pn', pay.payee],
    ['am', upiAmount(pay.paise)],
    ['cu', 'INR'],
    ['tn', pay.note],
  ]
    .map(([key, value]) => `${key}=${encoded(value ?? '')}`)
    .join('&');
  return `upi://pay?${query}`;
}

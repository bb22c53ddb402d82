import type { Language } from '#common/languages';
import { greeting, type MailInLanguages } from '#server/services/mail';

/** Why the receipt is sent: a purchase online, or money taken at the front desk. */
export type ReceiptOccasion = 'purchase' | 'desk' | 'part';

interface Receipt {
  name: string;
  occasion: ReceiptOccasion;
  course: string;
  /** ₹ with Indian grouping. */
  amount: string;
  /** The gateway's payment id or the desk's reference, if any. */
  reference: string | null;
  /** dd/mm/yyyy. */
  date: string;
  /** The numbers of the invoices and receipts attached. */
  attached: string[];
  /** My Learning's address. */
  link: string;
}

const intros: Record<Language, Record<ReceiptOccasion, string>> = {
  en: {
    purchase: 'Thank you for your purchase. Your course is ready in My Learning.',
    desk: 'We have received your payment at the front desk. Thank you.',
    part: 'We have received your payment for a part of your fee. Thank you.',
  },
  hi: {
    purchase: 'कोर्स ख़रीदने के लिए धन्यवाद। आपका कोर्स "मेरी पढ़ाई" में तैयार है।',
    desk: 'संस्थान के काउंटर पर आपका पेमेंट हमें मिल गया है। धन्यवाद।',
    part: 'फ़ीस की किस्त का आपका पेमेंट हमें मिल गया है। धन्यवाद।',
  },
};

/** A payment's details, with its invoice or receipt attached. */
export const receiptMail: MailInLanguages<Receipt> = {
  en: (r) => ({
    subject: `Payment receipt: ${r.course}`,
    text: `${greeting.en(r.name)}\n\n${intros.en[r.occasion]}\n\nCourse: ${r.course}\nAmount: ${r.amount}\n${r.reference ? `Payment ID: ${r.reference}\n` : ''}Date: ${r.date}\n${r.attached.map((number) => `Attached: ${number}\n`).join('')}\n${r.link}\n`,
  }),
  hi: (r) => ({
    subject: `पेमेंट की रसीद: ${r.course}`,
    text: `${greeting.hi(r.name)}\n\n${intros.hi[r.occasion]}\n\nकोर्स: ${r.course}\nराशि: ${r.amount}\n${r.reference ? `पेमेंट आईडी: ${r.reference}\n` : ''}तारीख़: ${r.date}\n${r.attached.map((number) => `संलग्न: ${number}\n`).join('')}\n${r.link}\n`,
  }),
};

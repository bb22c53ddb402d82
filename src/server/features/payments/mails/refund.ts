import type { Language } from '#common/languages';
import type { RefundReason } from '#server/db/schema';
import { greeting, type MailInLanguages } from '#server/services/mail';

/** What the student is told of a payment taken but not settled. */
export const refundReasons: Record<Language, Record<RefundReason, string>> = {
  en: {
    already_enrolled:
      'You had already bought this course, so this payment was not used. It will be refunded in full, and you keep your access.',
    coupon_gone:
      'Your payment arrived after this order had expired or been replaced, so its coupon was no longer held for you and you have not been enrolled. The payment will be refunded in full; please buy the course again.',
    order_expired:
      'Your payment arrived after this order had expired (an order can be paid for a day), so you have not been enrolled. The payment will be refunded in full; please buy the course again.',
    part_paid:
      'This part of the fee had already been paid another way when your payment arrived, so this payment was not used. It will be refunded in full.',
  },
  hi: {
    already_enrolled:
      'यह कोर्स आप पहले ही ख़रीद चुके थे, इसलिए इस पेमेंट का इस्तेमाल नहीं हुआ। इसकी पूरी राशि आपको वापस की जाएगी, और कोर्स आपके पास बना रहेगा।',
    coupon_gone:
      'आपका पेमेंट तब पहुँचा जब यह ऑर्डर समाप्त हो चुका था या उसकी जगह नया ऑर्डर बन चुका था, इसलिए इसका कूपन आपके लिए रुका नहीं रहा और आपका दाख़िला नहीं हुआ। पेमेंट की पूरी राशि वापस की जाएगी; कृपया कोर्स फिर से ख़रीदें।',
    order_expired:
      'आपका पेमेंट तब पहुँचा जब यह ऑर्डर समाप्त हो चुका था (किसी ऑर्डर का भुगतान एक दिन तक ही हो सकता है), इसलिए आपका दाख़िला नहीं हुआ। पेमेंट की पूरी राशि वापस की जाएगी; कृपया कोर्स फिर से ख़रीदें।',
    part_paid:
      'आपका पेमेंट पहुँचने से पहले ही फ़ीस की यह किस्त किसी और तरीक़े से जमा हो चुकी थी, इसलिए इस पेमेंट का इस्तेमाल नहीं हुआ। इसकी पूरी राशि आपको वापस की जाएगी।',
  },
};

interface Refund {
  name: string;
  reason: RefundReason;
  course: string;
  /** ₹ with Indian grouping. */
  amount: string;
  paymentId: string;
  /** dd/mm/yyyy. */
  date: string;
  /** My Learning's address. */
  link: string;
}

/** A payment that was not settled and will be refunded. */
export const refundMail: MailInLanguages<Refund> = {
  en: (r) => ({
    subject: `Payment to be refunded: ${r.course}`,
    text: `${greeting.en(r.name)}\n\n${refundReasons.en[r.reason]}\n\nCourse: ${r.course}\nAmount: ${r.amount}\nPayment ID: ${r.paymentId}\nDate: ${r.date}\n\n${r.link}\n`,
  }),
  hi: (r) => ({
    subject: `पेमेंट वापस किया जाएगा: ${r.course}`,
    text: `${greeting.hi(r.name)}\n\n${refundReasons.hi[r.reason]}\n\nकोर्स: ${r.course}\nराशि: ${r.amount}\nपेमेंट आईडी: ${r.paymentId}\nतारीख़: ${r.date}\n\n${r.link}\n`,
  }),
};

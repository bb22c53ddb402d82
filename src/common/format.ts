import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * A formatter built on first use: each costs milliseconds to build, which a page that shows no
 * such value need not spend while it starts.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** 1234567 -> "12,34,567": the last three digits, then pairs, as India writes numbers. */
export function formatCount(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`;
}

/**
 * ₹ amount from paise, e.g. 149900 -> "₹1,499", 149950 -> "₹1,499.50": paise, when there are
 * any, always in two digits. Written out rather than
 * through Intl.NumberFormat: a browser's first formatter for a locale costs tens of milliseconds,
 * paid while a page starts.
 */
export function formatInr(paise: number): string {
  const whole = Math.abs(Math.round(paise));
  const fraction = whole % 100 === 0 ? '' : `.${String(whole % 100).padStart(2, '0')}`;
  const rupees = formatCount(Math.floor(whole / 100));
  return `${paise < 0 ? '-' : ''}₹${rupees}${fraction}`;
}

const date = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

/** dd/mm/yyyy in India's time zone. */
export function formatDate(iso: string): string {
  return date().format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, as forms and the API carry it) as people read it: dd/mm/yyyy. */
export function formatCalendarDate(day: string): string {
  return formatDate(`${day}T12:00:00+05:30`);
}

/** A payment's date: the day a desk payment was taken when there is one, else when it was made. */
export const formatPaymentDate = (payment: { paidOn: string; createdAt: string }) =>
  payment.paidOn ? formatCalendarDate(payment.paidOn) : formatDate(payment.createdAt);

/** "+91 98765 43210" for display; links use `tel:+91…`. */
export function formatPhone(tenDigits: string): string {
  return `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** ₹ amount from rupees, as the course API sends prices, e.g. 4999 -> "₹4,999". */
export function formatRupees(rupees: number): string {
  return formatInr(Math.round(rupees * 100));
}

/** India keeps one offset from UTC all year. */
const INDIA_OFFSET_MS = 330 * 60_000;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

const hindiDay = lazily(
  () =>
    new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

/**
 * "23 Nov 2026" in India's time zone, for articles and news; written out, as `formatInr` is, so
 * an English page's first render builds no Intl formatter. In Hindi, as hi-IN writes it: "23 नव॰ 2026".
 */
export function formatDay(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === 'hi') return hindiDay().format(new Date(iso));
  const day = new Date(Date.parse(iso) + INDIA_OFFSET_MS);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** Today's date in India, YYYY-MM-DD. */
export const indiaToday = (): string =>
  new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day (YYYY-MM-DD) as "Mon, 7 Dec, 2026", as Intl writes it for India. */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = WEEKDAYS[date.getUTCDay()];
  return `${weekday}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
}

const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Asia/Kolkata',
    }),
);

/** "23/11/2026, 14:05" in India's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

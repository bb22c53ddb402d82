/**
 * A formatter built on first use: each costs milliseconds to build, which a page that shows no
 * such value need not spend while it starts.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const inr = lazily(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    }),
);

/** ₹ amount from paise, e.g. 149900 -> "₹1,499". */
export function formatInr(paise: number): string {
  return inr().format(paise / 100);
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

const day = lazily(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

/** "23 Nov 2026" in India's time zone, for articles and news. */
export function formatDay(iso: string): string {
  return day().format(new Date(iso));
}

const indiaDay = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }));

/** Today's date in India, YYYY-MM-DD. */
export const indiaToday = (): string => indiaDay().format(new Date());

/** A calendar day (YYYY-MM-DD) as "Mon, 7 Dec 2026". */
export const formatCalendarDay = (day: string): string =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

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

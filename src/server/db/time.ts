import { randomUUID } from 'node:crypto';

export const now = (): string => new Date().toISOString();

export const newId = (): string => randomUUID();

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today's date in India, YYYY-MM-DD. */
export const indiaToday = (): string => indiaDay.format(new Date());

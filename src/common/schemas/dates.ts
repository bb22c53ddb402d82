import { requiredLongText } from './required-text';

/** `YYYY-MM-DD` naming a real calendar day, as a date input sends it. */
export const isCalendarDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** A past date `YYYY-MM-DD`, no more than 100 years ago; `required` when blank. */
export const dateOfBirth = (required: string, invalid: string) =>
  requiredLongText(required, 10).refine((day) => {
    if (!isCalendarDay(day)) return false;
    const age = (Date.now() - new Date(`${day}T00:00:00Z`).getTime()) / YEAR_MS;
    return age > 0 && age < 100;
  }, invalid);

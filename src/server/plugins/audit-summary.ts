import { formatInr } from '#common/format';

/**
 * How a feature's column reads in the activity log: its label where the name is not plain
 * enough, rupees for paise, words for a 0/1 flag, a long text named rather than quoted, or a
 * column that follows from others and is never shown.
 */
export interface AuditField {
  label?: string;
  money?: true;
  flag?: [off: string, on: string];
  long?: true;
  hidden?: true;
}

/** A feature's columns as its audit entries show them; a column not listed reads as its name. */
export type AuditFields = Record<string, AuditField>;

/** Field names never written to the log. */
const secret = /password|token|secret/i;

/** "course_price", "followUpOn", "videos.2.url" -> "Course price", "Follow up on", "Videos 2 url", unless labelled. */
function labelOf(key: string, fields: AuditFields): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase();
  return fields[key]?.label ?? words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** A field's value as people read it: rupees, Published, a shortened text, "none". */
function shown(key: string, value: unknown, fields: AuditFields): string {
  if (value === null || value === undefined || value === '') return 'none';
  const field = fields[key];
  if (field?.money && typeof value === 'number') return formatInr(value);
  if (field?.flag) return field.flag[Number(value) ? 1 : 0];
  return valueText(value);
}

/** "Field: value; Field: value" of stored columns that hold one, as people read them. */
export const rowSummary = (row: object, fields: AuditFields = {}) =>
  Object.entries(row)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${labelOf(key, fields)}: ${shown(key, value, fields)}`)
    .join('; ');

/** "Field: before → after" for each field that changed (a row's `updated_at` never counts). */
export function changeSummary(before: object, after: object, fields: AuditFields = {}): string {
  const old = before as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key]) => !secret.test(key) && key !== 'updated_at' && !fields[key]?.hidden)
    .filter(([key, value]) => String(old[key] ?? '') !== String(value ?? ''))
    .map(([key, value]) =>
      fields[key]?.long
        ? `${labelOf(key, fields)} changed`
        : `${labelOf(key, fields)}: ${shown(key, old[key], fields)} → ${shown(key, value, fields)}`,
    )
    .join('; ');
}

/** `"Name": what happened` — the thing's name first, then the change or its details. */
export const about = (name: string, detail = '') =>
  `"${valueText(name)}"${detail ? `: ${detail}` : ''}`;

/** A record's nested fields on one level, by path: `invoicing.gstin`, `videos.1.title` (lists from 1). */
export function flatFields(record: object, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]: [string, unknown]) => {
      const path = prefix + (Array.isArray(record) ? String(Number(key) + 1) : key);
      return value !== null && typeof value === 'object'
        ? Object.entries(flatFields(value, `${path}.`))
        : [[path, value]];
    }),
  );
}

/** `changeSummary` of a record with nested fields and lists; a field gone (a list item) reads "→ none". */
export function nestedChangeSummary(before: object, after: object, fields: AuditFields = {}) {
  const old = flatFields(before);
  const now = flatFields(after);
  const gone = Object.keys(old).filter((path) => !(path in now));
  return changeSummary(
    old,
    { ...now, ...Object.fromEntries(gone.map((path) => [path, null])) },
    fields,
  );
}

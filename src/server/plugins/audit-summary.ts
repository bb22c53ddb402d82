import type { FastifyRequest } from 'fastify';
import { formatInr } from '#common/format';
import type { AuditNote } from '../features/audit/repo';

/** The thing an API path's first segment names. */
const entities: Record<string, string> = {
  user: 'user',
  course: 'course',
  payment: 'payment',
  news: 'news',
  blog: 'blog post',
  team: 'team member',
  review: 'review',
  certificate: 'certificate',
  contact: 'contact query',
  register: 'registration',
  settings: 'settings',
  admin: 'admin',
};

/** Route words that say what a write did better than its method. */
const verbs: [RegExp, string][] = [
  [/revoke/i, 'revoked'],
  [/restore/i, 'restored'],
  [/import/i, 'imported'],
  [/convert/i, 'converted'],
  [/notes/i, 'noted'],
  [/pipeline/i, 'moved'],
  [/remove|delete/i, 'deleted'],
  [/add|create/i, 'created'],
];

const methodVerbs: Record<string, string> = { POST: 'created', DELETE: 'deleted' };

/** Fields of an answer that name the thing made. */
const labelKeys = ['courseTitle', 'newsHeadline', 'BlogTitle', 'title', 'name', 'number', 'email'];

/** Field names never written to the log. */
const secret = /password|token|secret/i;

/** Labels of the columns and fields an admin changes, where the name is not plain enough. */
const labels: Record<string, string> = {
  course_title: 'Title',
  sub_title: 'Subtitle',
  course_price: 'Price',
  course_level: 'Level',
  course_duration: 'Duration',
  course_language: 'Language',
  course_mode: 'Mode',
  is_publish: 'Status',
  is_published: 'Status',
  news_headline: 'Headline',
  news_description: 'Text',
  blog_title: 'Title',
  blog_type: 'Type',
  user_name: 'Name',
  mobile_no: 'Mobile',
  follow_up_on: 'Follow-up',
  starts_on: 'Starts',
  start_time: 'From',
  end_time: 'To',
  valid_from: 'Valid from',
  valid_to: 'Valid to',
  max_uses: 'Uses allowed',
  per_student: 'Uses a student',
  active: 'Status',
};

/** Columns holding money in paise. */
const paise = new Set(['course_price', 'amount', 'discount', 'fee']);
/** Flags (0/1) and the words for them. */
const flags: Record<string, [string, string]> = {
  is_publish: ['Unpublished', 'Published'],
  is_published: ['Unpublished', 'Published'],
  active: ['Inactive', 'Active'],
};

/** Texts too long to quote: a change to one is named, not shown. */
const longTexts = new Set([
  'description',
  'news_description',
  'message',
  'outline',
  'learning_points',
  'prerequisites',
  'audience',
]);
/** Columns that follow from others a change already names. */
const derived = new Set(['description_html', 'published_at', 'search_text', 'updated_at']);

/** "course_price", "followUpOn" -> "Course price", "Follow up on", unless labelled. */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return labels[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** A field's value as people read it: rupees, Published, a shortened text, "none". */
function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (paise.has(key) && typeof value === 'number') return formatInr(value);
  const flag = flags[key];
  if (flag) return flag[Number(value) ? 1 : 0];
  return valueText(value);
}

/** "Field: value; Field: value" of a JSON body, as sent, without secrets. */
export function bodySummary(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  return Object.entries(body)
    .filter(([key]) => !secret.test(key))
    .map(([key, value]) => `${labelOf(key)}: ${valueText(value)}`)
    .join('; ');
}

/** "Field: value; Field: value" of stored columns that hold one, as people read them. */
export const rowSummary = (row: object) =>
  Object.entries(row)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${labelOf(key)}: ${shown(key, value)}`)
    .join('; ');

/** "Field: before → after" for each field that changed. */
export function changeSummary(before: object, after: object): string {
  const old = before as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key]) => !secret.test(key) && !derived.has(key))
    .filter(([key, value]) => String(old[key] ?? '') !== String(value ?? ''))
    .map(([key, value]) =>
      longTexts.has(key)
        ? `${labelOf(key)} changed`
        : `${labelOf(key)}: ${shown(key, old[key])} → ${shown(key, value)}`,
    )
    .join('; ');
}

/** `"Name": what happened` — the thing's name first, then the change or its details. */
export const about = (name: string, detail = '') =>
  `"${valueText(name)}"${detail ? `: ${detail}` : ''}`;

/**
 * What an admin write did, read from its route, parameters and body; a route that knows the
 * before and after states says so itself (`noteAudit`), and that wins.
 */
export function describeWrite(
  request: FastifyRequest,
  answer: Record<string, unknown> | undefined,
): AuditNote {
  const path = (request.routeOptions.url ?? request.url).replace(/^\/api\/v1\//, '');
  const [first = ''] = path.split('/');
  const entity = entities[first] ?? first;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const query = (request.query ?? {}) as Record<string, string | undefined>;
  let action =
    verbs.find(([pattern]) => pattern.test(path))?.[1] ?? methodVerbs[request.method] ?? 'updated';
  if (/togglePublish/.test(path)) action = query.publish === 'true' ? 'published' : 'unpublished';
  const createdId = typeof answer?._id === 'string' ? answer._id : undefined;
  const label = answer && labelKeys.map((key) => answer[key]).find((v) => typeof v === 'string');
  const summary =
    bodySummary(request.body) ||
    (typeof label === 'string' ? `"${valueText(label)}"` : `${request.method} /${path}`);
  return { action, entity, entityId: params.id ?? params.courseId ?? createdId ?? null, summary };
}

import type { FastifyRequest } from 'fastify';
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

function valueText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** "field: value; field: value" of a JSON body, without secrets. */
export function bodySummary(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  return Object.entries(body)
    .filter(([key]) => !secret.test(key))
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join('; ');
}

/** "Field: before → after" for each field that changed. */
export function changeSummary(before: object, after: object): string {
  const old = before as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key, value]) => !secret.test(key) && String(old[key]) !== String(value))
    .map(([key, value]) => `${key}: ${valueText(old[key] ?? '')} → ${valueText(value ?? '')}`)
    .join('; ');
}

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

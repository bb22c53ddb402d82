import { z } from 'zod';
import { parseJsonOrUndefined } from '#server/parse-json';
import { unixTime, type WebhookEvent } from './webhook-events';

/**
 * MSG91's delivery reports (its webhook "v2": a form field `data` holding a JSON array,
 * https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url) and inbound texts
 * forwarded as a keyword URL (Gupshup's documented GET, with msisdn and content: MSG91 publishes
 * no format for its long codes). Neither is signed: the address carries a secret token.
 */

const reportSchema = z.array(
  z.object({
    requestId: z.string().min(1),
    report: z.array(
      z.object({
        date: z.string().optional(),
        number: z.string().optional(),
        status: z.string(),
        desc: z.string().optional(),
        failedReason: z.string().optional(),
      }),
    ),
  }),
);

/** MSG91's report codes: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. */
const FAILED_CODES = new Set(['2', '9', '16', '17', '25']);

/** MSG91's times are India's: 2024-05-22 10:06:20. */
const indiaTime = (value: string | undefined, fallback: Date) => {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return fallback;
  return new Date(`${value.replace(' ', 'T')}+05:30`);
};

/** An Indian mobile as the gateways write it (9876543210 or 919876543210), in E.164. */
const indianNumber = (msisdn: string) => {
  const digits = msisdn.replace(/^\+/, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return `+${digits}`;
  return undefined;
};

/** The statuses a delivery report tells; undefined when the body is not one. */
export function parseDeliveryReport(form: string, receivedAt: Date): WebhookEvent[] | undefined {
  const data = new URLSearchParams(form).get('data');
  const parsed = reportSchema.safeParse(data === null ? undefined : parseJsonOrUndefined(data));
  if (!parsed.success) return undefined;
  const events: WebhookEvent[] = [];
  for (const request of parsed.data) {
    for (const report of request.report) {
      const failed = FAILED_CODES.has(report.status);
      if (!failed && report.status !== '1') continue;
      const reason = failed ? report.failedReason || report.desc : undefined;
      const to = report.number ? indianNumber(report.number) : undefined;
      events.push({
        kind: 'status',
        providerId: request.requestId,
        status: failed ? 'failed' : 'delivered',
        at: indiaTime(report.date, receivedAt),
        ...(reason ? { reason } : {}),
        ...(to ? { to } : {}),
      });
    }
  }
  return events;
}

/** The text a person sent to the long code; undefined when the query is not one. */
export function parseInboundSms(query: unknown, receivedAt: Date): WebhookEvent | undefined {
  const q = (query ?? {}) as Record<string, unknown>;
  const from = typeof q.msisdn === 'string' ? indianNumber(q.msisdn) : undefined;
  const text = [q.content, q.keyword].find((t): t is string => typeof t === 'string' && !!t.trim());
  if (!from || text === undefined) return undefined;
  const timestamp = typeof q.timestamp === 'string' ? q.timestamp : undefined;
  return { kind: 'reply', from, text, at: unixTime(timestamp, receivedAt) };
}

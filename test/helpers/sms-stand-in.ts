import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  faults,
  parseOrUndefined,
  readBody,
  reportPoster,
  sendJson,
  throughput,
  type Fault,
} from './stand-in-faults';

export interface AcceptedSms {
  requestId: string;
  templateId: string;
  sender?: string;
  mobiles: string;
  variables: Record<string, string>;
}

interface FlowBody {
  template_id?: unknown;
  sender?: unknown;
  short_url?: unknown;
  recipients?: Record<string, unknown>[];
}

/** MSG91 answers `{ type, message }` (https://control.msg91.com/apidoc/textsms/send-sms-flow.php). */
const refusal = (message: string) => ({ type: 'error', message });

const FAULT_ANSWERS: Record<Exclude<Fault, 'hang'>, [number, ReturnType<typeof refusal>]> = {
  500: [500, refusal('Internal Server Error')],
  400: [400, refusal('Invalid request')],
  429: [429, refusal('Too many requests')],
};

/** MSG91's delivery report codes (https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url). */
const REPORTS = {
  delivered: ['1', 'DELIVERED'],
  failed: ['2', 'FAILED'],
  ndnc: ['9', 'NDNC'],
  rejected: ['16', 'REJECTED'],
  blocked: ['17', 'BLOCKED'],
} as const;

/** MSG91 writes times in India's time: 2024-05-22 10:06:20. */
const istTime = (at: Date) =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A loopback MSG91: the Flow API (POST /flow/ with the authkey header), its delivery report
 * webhook (v2: form-encoded `data`, a JSON array of reports) and, for inbound SMS, Gupshup's
 * documented keyword forwarding (GET with msisdn, content, keyword, timestamp), since MSG91
 * publishes none for its long codes.
 */
export async function startSmsStandIn(options: {
  authKey: string;
  longCode?: string;
  /** The account's sending rate; unlimited without it. */
  maxPerSecond?: number;
}) {
  const accepted: AcceptedSms[] = [];
  const failures = faults();
  const limit = throughput(options.maxPerSecond);
  const reports = reportPoster();
  let reportUrl: string | undefined;

  const check = (body: FlowBody): string | undefined => {
    if (typeof body.template_id !== 'string' || !body.template_id) return 'Template ID is missing';
    const recipient = body.recipients?.[0];
    if (!recipient || body.recipients!.length !== 1) return 'Recipients are missing';
    const mobiles = recipient.mobiles;
    if (typeof mobiles !== 'string' || !/^\d{10,15}$/.test(mobiles)) return 'Invalid mobile number';
    if (Object.values(recipient).some((value) => typeof value !== 'string'))
      return 'Variables must be text';
    return undefined;
  };

  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.headers.authkey !== options.authKey) {
        return sendJson(res, 401, refusal('Authentication failure'));
      }
      if (req.method !== 'POST' || !/^\/flow\/?$/.test(req.url ?? '')) {
        return sendJson(res, 404, refusal('Not found'));
      }
      const fault = failures.take(res);
      if (fault === 'hang') return;
      if (fault) return sendJson(res, ...FAULT_ANSWERS[fault]);
      if (limit.exceeded()) return sendJson(res, ...FAULT_ANSWERS[429]);
      const body = parseOrUndefined(raw) as FlowBody | undefined;
      const problem = body ? check(body) : 'Invalid JSON';
      if (problem || !body) return sendJson(res, 400, refusal(problem ?? 'Invalid JSON'));
      const { mobiles, ...variables } = body.recipients![0] as Record<string, string>;
      const requestId = randomBytes(12).toString('hex');
      accepted.push({
        requestId,
        templateId: body.template_id as string,
        ...(typeof body.sender === 'string' ? { sender: body.sender } : {}),
        mobiles: mobiles!,
        variables,
      });
      sendJson(res, 200, { type: 'success', message: requestId });
      const webhook = reportUrl;
      if (webhook) reports.post(300, () => sendReport(webhook, requestId, 'delivered'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The delivery report webhook for an accepted request, as MSG91 posts it (v2). */
  function sendReport(
    url: string,
    requestId: string,
    outcome: keyof typeof REPORTS,
    extra: { at?: Date; reason?: string } = {},
  ) {
    const sms = accepted.find((m) => m.requestId === requestId);
    const [status, desc] = REPORTS[outcome];
    const data = [
      {
        senderId: sms?.sender ?? 'VIDYAI',
        requestId,
        report: [
          {
            date: istTime(extra.at ?? new Date()),
            number: sms?.mobiles ?? '919876543210',
            status,
            desc,
            failedReason: extra.reason ?? '',
          },
        ],
        userId: '270001',
        campaignName: 'API',
      },
    ];
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    failNext: failures.failNext,
    sendReport,
    /**
     * From now on posts a delivery report to the site for each accepted message as MSG91 does
     * (delivered), retried while the site does not answer 2xx.
     */
    reportTo(url: string) {
      reportUrl = url;
    },
    /** A text a person sent to the long code, forwarded as a keyword URL (GET). */
    sendInbound(url: string, from: string, text: string, at = new Date()) {
      const target = new URL(url);
      const params = {
        phonecode: options.longCode ?? '919220592205',
        keyword: text.trim().split(/\s+/)[0] ?? '',
        location: 'Lucknow',
        carrier: 'Jio',
        content: text,
        msisdn: from,
        timestamp: String(at.getTime()),
      };
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      return fetch(target);
    },
    close: () =>
      new Promise<void>((resolve) => {
        failures.release();
        reports.stop();
        server.close(() => resolve());
      }),
  };
}

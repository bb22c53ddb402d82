import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  faults,
  reportPoster,
  parseOrUndefined,
  readBody,
  sendJson,
  throughput,
  type Fault,
} from './stand-in-faults';

export interface AcceptedWhatsApp {
  wamid: string;
  to: string;
  template: { name: string; language: string; parameters: string[] };
  bizOpaqueCallbackData?: string;
}

interface TemplateBody {
  messaging_product?: unknown;
  recipient_type?: unknown;
  to?: unknown;
  type?: unknown;
  biz_opaque_callback_data?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
}

/** Meta's error envelope (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes). */
const graphError = (code: number, message: string, details?: string, type = 'OAuthException') => ({
  error: {
    message,
    type,
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: randomBytes(12).toString('base64url'),
  },
});

/** Besides the common faults, Meta's refusal of too many messages to one person (HTTP 400). */
type WhatsAppFault = Fault | 'pair-rate-limit';

const FAULT_ANSWERS: Record<
  Exclude<WhatsAppFault, 'hang'>,
  [number, ReturnType<typeof graphError>]
> = {
  500: [500, graphError(1, 'An unknown error has occurred.')],
  400: [400, graphError(100, '(#100) Invalid parameter', 'Invalid parameter')],
  429: [
    429,
    graphError(
      130429,
      '(#130429) Rate limit hit',
      'Cloud API message throughput has been reached.',
    ),
  ],
  'pair-rate-limit': [
    400,
    graphError(
      131056,
      '(#131056) (Business Account, Consumer Account) pair rate limit hit',
      'Too many messages sent from this phone number to the same phone number in a short period of time.',
    ),
  ],
};

/** Meta writes webhook payloads with non-ASCII escaped, and signs those bytes. */
const asMetaWrites = (payload: unknown) =>
  JSON.stringify(payload).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * A loopback WhatsApp Business Cloud API: POST /{version}/{phone-number-id}/messages with a
 * bearer token and a template message, answered as Meta answers; and Meta's webhooks (the
 * verification GET, signed status and message POSTs) sent to a given URL.
 */
export async function startWhatsAppStandIn(options: {
  phoneNumberId: string;
  token: string;
  appSecret: string;
  businessAccountId?: string;
  displayPhoneNumber?: string;
  /** Told of each message as it is accepted (a journey's server keeps them in a file). */
  onAccepted?: (message: AcceptedWhatsApp) => void;
  /** Meta's throughput for the number (80 a second by default there); unlimited without it. */
  maxPerSecond?: number;
}) {
  const accepted: AcceptedWhatsApp[] = [];
  const failures = faults<WhatsAppFault>();
  const limit = throughput(options.maxPerSecond);
  const reports = reportPoster();
  let reportUrl: string | undefined;
  let counter = 0;

  const check = (body: TemplateBody): ReturnType<typeof graphError> | undefined => {
    if (body.messaging_product !== 'whatsapp')
      return graphError(100, '(#100) The parameter messaging_product is required.');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to))
      return graphError(
        100,
        '(#100) Invalid parameter',
        'Parameter to is not a valid phone number',
      );
    if (body.type !== 'template') return graphError(100, '(#100) Param type must be template here');
    const template = body.template;
    if (typeof template?.name !== 'string' || !template.name)
      return graphError(
        131008,
        '(#131008) Required parameter is missing',
        'Parameter name is required',
      );
    if (typeof template.language?.code !== 'string')
      return graphError(
        131008,
        '(#131008) Required parameter is missing',
        'Parameter language is required',
      );
    const parameters = template.components?.find((c) => c.type === 'body')?.parameters ?? [];
    if (parameters.some((p) => p.type !== 'text' || typeof p.text !== 'string' || !p.text))
      return graphError(
        131009,
        '(#131009) Parameter value is not valid',
        'Body parameters must be non-empty text',
      );
    return undefined;
  };

  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.headers.authorization !== `Bearer ${options.token}`) {
        return sendJson(
          res,
          401,
          graphError(190, 'Invalid OAuth access token - Cannot parse access token'),
        );
      }
      const path = /^(?:\/v\d+\.\d+)?\/([^/]+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !path) {
        return sendJson(
          res,
          400,
          graphError(100, 'Unknown path components', undefined, 'GraphMethodException'),
        );
      }
      if (decodeURIComponent(path[1]!) !== options.phoneNumberId) {
        return sendJson(
          res,
          400,
          graphError(
            100,
            `Unsupported post request. Object with ID '${path[1]}' does not exist`,
            undefined,
            'GraphMethodException',
          ),
        );
      }
      const fault = failures.take(res);
      if (fault === 'hang') return;
      if (fault) return sendJson(res, ...FAULT_ANSWERS[fault]);
      if (limit.exceeded()) return sendJson(res, ...FAULT_ANSWERS[429]);
      const body = parseOrUndefined(raw) as TemplateBody | undefined;
      const refusal = body ? check(body) : graphError(100, '(#100) Invalid parameter');
      if (refusal || !body) return sendJson(res, 400, refusal);
      const template = body.template!;
      const wamid = `wamid.HBgM${(++counter).toString().padStart(12, '0')}${randomBytes(6).toString('hex').toUpperCase()}`;
      const message: AcceptedWhatsApp = {
        wamid,
        to: body.to as string,
        template: {
          name: template.name as string,
          language: template.language!.code as string,
          parameters: (template.components?.find((c) => c.type === 'body')?.parameters ?? []).map(
            (p) => p.text as string,
          ),
        },
        ...(typeof body.biz_opaque_callback_data === 'string'
          ? { bizOpaqueCallbackData: body.biz_opaque_callback_data }
          : {}),
      };
      accepted.push(message);
      options.onAccepted?.(message);
      sendJson(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid, message_status: 'accepted' }],
      });
      const webhook = reportUrl;
      if (webhook) {
        reports.post(100, () => sendStatus(webhook, wamid, 'sent'));
        reports.post(300, () => sendStatus(webhook, wamid, 'delivered'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const metadata = {
    display_phone_number: options.displayPhoneNumber ?? '15550001234',
    phone_number_id: options.phoneNumberId,
  };

  /** POSTs a webhook as Meta does: the escaped JSON, signed with the app secret. */
  const post = (url: string, value: Record<string, unknown>, secret = options.appSecret) => {
    const raw = asMetaWrites({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: options.businessAccountId ?? '102290129340398',
          changes: [
            { field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } },
          ],
        },
      ],
    });
    const signature = createHmac('sha256', secret).update(raw).digest('hex');
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
      body: raw,
    });
  };

  /** A status webhook for an accepted message; `secret` forges one with another key. */
  function sendStatus(
    url: string,
    wamid: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    extra: {
      at?: Date;
      secret?: string;
      error?: { code: number; title: string; details?: string };
    } = {},
  ) {
    const message = accepted.find((m) => m.wamid === wamid);
    const at = extra.at ?? new Date();
    return post(
      url,
      {
        statuses: [
          {
            id: wamid,
            status,
            timestamp: String(Math.floor(at.getTime() / 1000)),
            recipient_id: message?.to ?? '919876543210',
            ...(message?.bizOpaqueCallbackData
              ? { biz_opaque_callback_data: message.bizOpaqueCallbackData }
              : {}),
            ...(status === 'failed' && extra.error
              ? {
                  errors: [
                    {
                      code: extra.error.code,
                      title: extra.error.title,
                      message: extra.error.title,
                      error_data: { details: extra.error.details ?? extra.error.title },
                    },
                  ],
                }
              : {}),
          },
        ],
      },
      extra.secret,
    );
  }

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    /** Every message accepted, in order. */
    accepted,
    failNext: failures.failNext,
    /** Meta's subscription check: GET with hub.mode, hub.verify_token and hub.challenge. */
    verify(url: string, verifyToken: string, challenge = String(Date.now())) {
      const query = new URLSearchParams({
        'hub.mode': 'subscribe',
        'hub.verify_token': verifyToken,
        'hub.challenge': challenge,
      });
      return fetch(`${url}?${query}`);
    },
    sendStatus,
    /**
     * From now on tells the site's webhook of each accepted message as Meta does: `sent`, then
     * `delivered`, signed, retried while the site does not answer 2xx.
     */
    reportTo(url: string) {
      reportUrl = url;
    },
    /** A text a person sent to the business number (STOP, say). */
    sendReply(url: string, from: string, text: string, at = new Date()) {
      return post(url, {
        contacts: [{ profile: { name: 'Asha' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.IN${randomBytes(10).toString('hex').toUpperCase()}`,
            timestamp: String(Math.floor(at.getTime() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        failures.release();
        reports.stop();
        server.close(() => resolve());
      }),
  };
}

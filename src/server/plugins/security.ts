import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { FRAME_SOURCES } from '#common/schemas/embeds';
import fp from 'fastify-plugin';
import { bucketOrigin } from '#server/services/s3-storage';

/** What Razorpay Checkout loads, allowed only when Razorpay is configured. */
const razorpay = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * The headers helmet sets for these options. They are the same for every answer, so they are
 * worked out once (helmet's own plugin rebuilds them, CSP included, on every request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What every API answer carries. An API answer is never shown as a page, so a document's policies
 * (what it may load, link or use) are dead weight on it; what guards the data itself stays.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

interface SecurityOptions {
  /** The `'sha256-…'` sources of the inline scripts pages may run (web/entry-server). */
  inlineScriptHashes: string[];
}

export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const pay = app.config.RAZORPAY_KEY_ID ? razorpay : { script: [], frame: [], connect: [] };
  // Public pictures come from the bucket's address (or its CDN) when one is set.
  const media = app.config.S3_PUBLIC_URL ? [new URL(app.config.S3_PUBLIC_URL).origin] : [];
  // Lessons' videos play from the bucket's signed links when files are in a bucket.
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ENDPOINT: endpoint } = app.config;
  const videos = bucket
    ? [bucketOrigin({ bucket, region, endpoint, forcePathStyle: app.config.S3_FORCE_PATH_STYLE })]
    : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes, ...pay.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", ...videos],
        connectSrc: ["'self'", ...pay.connect],
        // 'self': the certificate verification page shows the certificate's PDF in a frame.
        frameSrc: ["'self'", ...FRAME_SOURCES, ...pay.frame],
        // The service worker (web/sw.ts) and the web app manifest, from the site itself only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  headers['permissions-policy'] = [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'browsing-topics=()',
    `payment=(${['self', ...pay.frame.map((origin) => `"${origin}"`)].join(' ')})`,
  ].join(', ');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : headers);
    done();
  });
});

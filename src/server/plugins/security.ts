import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { FRAME_SOURCES } from '#common/schemas/embeds';
import fp from 'fastify-plugin';

/** What Razorpay Checkout loads, allowed only when Razorpay is configured. */
const razorpay = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

export const security = fp(async (app: FastifyInstance) => {
  const pay = app.config.RAZORPAY_KEY_ID ? razorpay : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pay.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...pay.connect],
        // 'self': the certificate verification page shows the certificate's PDF in a frame.
        frameSrc: ["'self'", ...FRAME_SOURCES, ...pay.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  const permissions = [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'browsing-topics=()',
    `payment=(${['self', ...pay.frame.map((origin) => `"${origin}"`)].join(' ')})`,
  ].join(', ');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissions);
  });
  await app.register(compress, { threshold: 1024 });
});

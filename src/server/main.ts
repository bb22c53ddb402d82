import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { AppRender } from './features/seo/app-render';
import { ConfigError, loadConfig, type Config } from './config';
import { firstStart } from './first-start';
import { createLogger } from './logger';
import { openServices } from './runtime';

function readConfig(): Config {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
const services = await openServices(config, logger);
if (config.NODE_ENV === 'production' && services.payments.name === 'test') {
  logger.warn(
    'PAYMENTS_TEST_MODE is on in production: purchases are simulated and no money is taken. ' +
      'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for real payments.',
  );
}
await firstStart(services.db, services.storage, config, logger);

// In the build, this file is dist/server/main.js, the web app is dist/web and its server render
// dist/ssr (absent when the server runs from source beside Vite).
const appRenderFile = new URL('../ssr/entry-server.js', import.meta.url);
const app = await buildApp({
  ...services,
  logger,
  webRoot: fileURLToPath(new URL('../web', import.meta.url)),
  appRender: fs.existsSync(appRenderFile)
    ? ((await import(appRenderFile.href)) as AppRender)
    : undefined,
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });

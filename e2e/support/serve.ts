// The browser journeys' web server: a loopback OpenID Connect issuer standing in for Google and a
// loopback WhatsApp Business Cloud API, then the built site, configured to sign in through the one
// and send WhatsApp messages through the other. Stopping this process stops them all.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { startWhatsAppStandIn } from '../../test/helpers/whatsapp-stand-in';
import { googleUser } from './google-user';
import { WHATSAPP, whatsAppLog } from './whatsapp';

// The port between the two sites' (see playwright.config.ts), so several runs can share a machine.
const sitePort = Number(process.env.PORT ?? 3100);
const issuerPort = sitePort + 1;
const issuerUrl = `http://127.0.0.1:${issuerPort}`;

const issuer = new OAuth2Server();
await issuer.issuer.keys.generate('RS256');
await issuer.start(issuerPort, '127.0.0.1');
// It would name itself after "localhost"; the site checks the name against GOOGLE_ISSUER.
issuer.issuer.url = issuerUrl;
// Fires for the access token and the ID token alike; both carry the same person.
issuer.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { ...googleUser, email_verified: true });
});

// Each accepted message is written to a file in the site's data folder, for the journeys to read.
mkdirSync(process.env.DATA_DIR!, { recursive: true });
const whatsapp = await startWhatsAppStandIn({
  ...WHATSAPP,
  onAccepted: (message) =>
    appendFileSync(whatsAppLog(process.env.DATA_DIR!), `${JSON.stringify(message)}\n`),
});
whatsapp.reportTo(`http://127.0.0.1:${sitePort}/api/v1/notifications/whatsapp/webhook`);

const site = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    GOOGLE_ISSUER: issuerUrl,
    GOOGLE_CLIENT_ID: 'institute-e2e',
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_TOKEN: WHATSAPP.token,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    // The journeys run at any hour; a fee reminder must not wait for the morning.
    QUIET_HOURS: 'off',
  },
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  site.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

site.on('exit', (code, signal) => {
  void Promise.all([issuer.stop(), whatsapp.close()]).finally(() =>
    process.exit(code ?? (signal ? 0 : 1)),
  );
});

import type { AddressInfo } from 'node:net';
import { createTestSite, startApp } from '../../helpers/test-app';
import { setPageUrl } from './page-url';

/**
 * The site's real server (its own database) listening on 127.0.0.1, with the page's address set
 * to it so the web app's relative `/api/v1/...` calls and its session cookie go there.
 */
export async function startRealApp(options: Parameters<typeof startApp>[1] = {}) {
  const site = await createTestSite();
  const app = await startApp(site, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  setPageUrl(`${origin}/`);
  return {
    app,
    site,
    origin,
    async close() {
      await app.close();
      await site.dispose();
    },
  };
}

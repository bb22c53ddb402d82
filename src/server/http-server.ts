import http from 'node:http';

/**
 * An HTTP server that slow clients cannot hold: headers within 10 s, a whole request (a 5 MB
 * picture from a phone at 1 Mbit/s takes 42 s) within a minute, idle sockets closed after a minute
 * (decision 037). The bench's bare yardstick is made here too, so both keep the same limits.
 */
export function limitedHttpServer(handle: http.RequestListener): http.Server {
  const server = http.createServer(
    { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 },
    handle,
  );
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  return server.setTimeout(60_000);
}

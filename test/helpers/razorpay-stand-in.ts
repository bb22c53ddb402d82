import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/**
 * A loopback server answering the parts of Razorpay's Orders API the site uses, as Razorpay
 * documents them: POST /v1/orders and GET /v1/orders/:id/payments, with HTTP basic auth.
 */
export async function startRazorpayStandIn(keyId: string, keySecret: string) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, { id: string; status: string }[]>();
  const state = { failNextOrder: false };
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let counter = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (code: string, description: string) => ({ error: { code, description } });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.headers.authorization !== expectedAuth) {
        return send(res, 401, error('BAD_REQUEST_ERROR', 'Authentication failed'));
      }
      const paymentsPath = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
      if (req.method === 'POST' && req.url === '/v1/orders') {
        if (state.failNextOrder) {
          state.failNextOrder = false;
          return send(res, 500, error('SERVER_ERROR', 'The server encountered an error'));
        }
        const body = JSON.parse(raw) as {
          amount: number;
          currency: string;
          receipt: string;
          notes: Record<string, string>;
        };
        if (!Number.isInteger(body.amount) || body.amount < 100) {
          return send(
            res,
            400,
            error('BAD_REQUEST_ERROR', 'Order amount less than minimum amount allowed'),
          );
        }
        const order: Order = {
          id: `order_${(++counter).toString().padStart(14, '0')}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          notes: body.notes,
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(res, 200, order);
      }
      if (req.method === 'GET' && paymentsPath) {
        const id = decodeURIComponent(paymentsPath[1]!);
        if (!orders.has(id))
          return send(res, 400, error('BAD_REQUEST_ERROR', 'The id provided does not exist'));
        const items = (payments.get(id) ?? []).map((p) => ({
          entity: 'payment',
          order_id: id,
          currency: 'INR',
          ...p,
        }));
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      return send(
        res,
        404,
        error('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    state,
    /** What the gateway would report for an order's payments. */
    setPayments: (orderId: string, list: { id: string; status: string }[]) =>
      payments.set(orderId, list),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The yardstick: a bare Fastify JSON route, as fast as this machine serves JSON at all. */
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/', async () => ({ success: true, data: { hello: 'world' } }));
await bare.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

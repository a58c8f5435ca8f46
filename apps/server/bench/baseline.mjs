// The baseline of `npm run bench`: a bare Fastify hello-world route, measured in the same run and on the
// same machine as the product's routes, so the figures can be read as a fraction of what Fastify can do here.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

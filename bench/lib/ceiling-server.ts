// The ceiling: bare Fastify on the same Node answering a fixed JSON body from memory, with no
// plugins, database or logging. Run as its own process, like the shop server, so both get the
// same CPU budget against the same load generator.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const bodyFile = process.env.CEILING_BODY_FILE;
if (!bodyFile) throw new Error('CEILING_BODY_FILE is not set');
const body = await readFile(bodyFile, 'utf8');

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/products', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

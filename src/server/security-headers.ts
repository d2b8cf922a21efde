import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// @fastify/helmet builds Helmet's middleware afresh on every request (it parses the CSP directives and sets
// a dozen headers one by one): about a tenth of a small API call's CPU time. The headers depend only on the
// options, so they are worked out once here, by Helmet itself on a throw-away instance, and sent as they are.

async function probeHeaders(options?: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  if (options) await probe.register(helmet, options);
  probe.get('/', async (_request, reply) => reply.send());
  const response = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The response headers Helmet sends with these options (those a bare Fastify answer lacks or sends otherwise). */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const [withHelmet, bare] = await Promise.all([probeHeaders(options), probeHeaders()]);
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet)) {
    if (name !== 'date' && bare[name] !== value) added[name] = value;
  }
  return added;
}

/** Sends Helmet's headers (worked out once from `options`) with every answer of `app`. */
export async function addSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

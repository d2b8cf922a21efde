import { resolve, sep } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimitPlugin from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { addAuditTrail } from './audit/audit-trail';
import { defaultIdleMinutes } from './auth/session';
import { loadCatalogue } from './catalogue';
import type { ServerContext } from './context';
import { authRoutes } from './routes/auth';
import { basicInfoRoutes } from './routes/basic-info';
import { creditCycleRoutes } from './routes/credit-cycle';
import { businessMasterRoutes } from './routes/business-masters';
import { businessTalkRoutes } from './routes/business-talks';
import { contractCancellationRoutes } from './routes/contract-cancellation';
import { customerListRoutes } from './routes/customer-list';
import { customerRoutes } from './routes/customers';
import { documentRoutes } from './routes/documents';
import { dutiesContentRoutes } from './routes/duties-content';
import { emailSettingRoutes } from './routes/email-setting';
import { fileIssueLogRoutes } from './routes/file-issue-log';
import { invoiceDataRoutes } from './routes/invoice-data';
import { mailRoutes } from './routes/mail';
import { menuRoutes } from './routes/menu';
import { operationLogRoutes } from './routes/operation-logs';
import { personalFileRoutes } from './routes/personal-files';
import { postcodeRoutes } from './routes/postcode';
import { receptionHistoryRoutes } from './routes/reception-history';
import { sectionRoutes } from './routes/sections';
import { surrogateLoginRoutes } from './routes/surrogate-login';
import { transmitNumberRoutes } from './routes/transmit-numbers';
import { isRefusedText, refuseNulText } from './nul-text';
import { addSecurityHeaders } from './security-headers';
import { checkpointEverySecond, type Db } from './store/database';
import { openStore } from './store/open-store';
import messages from '../../schemas/server-messages.json';

/** How to build the server. */
export interface AppOptions {
  /**
   * The database: a SQLite file, `':memory:'` (tests) or a `postgres://` URL (`DATABASE_URL`). Its tables are
   * migrated at start, and an empty one is seeded from `fixtures/seed/`.
   */
  database: string;
  /** The built app's folder (`dist/`): served, with `index.html` for every other non-API GET. */
  serveStatic?: string;
  /** Limit login attempts (default on). */
  rateLimit?: boolean;
  /** Mark session cookies Secure always (default: only when the request came over https). */
  secureCookies?: boolean;
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (protocol, client address); default off. */
  trustProxy?: boolean;
  /** Minutes without a call after which a staff session ends (default 60). */
  sessionIdleMinutes?: number;
  /** SMTP server for outgoing mail (`SMTP_URL`, e.g. `smtp://user:pass@host:587`); default: the database outbox. */
  smtpUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

const apiPrefix = '/api/v1';
/** A hashed build file's `Cache-Control`: a year, never revalidated. */
const immutableAsset = 'public, max-age=31536000, immutable';

/** One call of the API as registered: its method and path (with `:params`). */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API call the server answers, as registered (the authorisation matrix and the fuzz corpus walk it). */
    apiRoutes: ApiRoute[];
    /** The server's database connection (tests reach the stored state through it). */
    db: Db;
  }
}
const isApiPath = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/** Builds the bundled API server (not listening: `main.ts` listens, tests use `inject`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });
  const catalogue = loadCatalogue();
  const db = await openStore(options.database, catalogue);
  app.decorate('db', db);
  const stopCheckpoints = checkpointEverySecond(db, (error) => app.log.error(error));
  app.addHook('onClose', async () => {
    stopCheckpoints();
    await db.destroy();
  });
  const context: ServerContext = {
    db,
    catalogue,
    rateLimit: options.rateLimit ?? true,
    secureCookies: options.secureCookies ?? false,
    sessionIdleMinutes: options.sessionIdleMinutes ?? defaultIdleMinutes,
  };

  await addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-eval': the browser's validators are generated at build time (scripts/precompiled-validators.ts),
        // so nothing in the app compiles code at run time.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Blueprint positions popovers and tables with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  await app.register(cookie);
  if (context.rateLimit) await app.register(rateLimitPlugin, { global: false });

  // The spec's login and menu calls send form bodies (000 §7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // A NUL in a JSON, form or query text is refused before any route reads it (multipart readers check theirs).
  app.addHook('preHandler', async (request) => refuseNulText(request.query, request.body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = isRefusedText(error)
      ? 400
      : error.statusCode && error.statusCode >= 400
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error(error);
    const message =
      status === 429
        ? messages.common.tooManyRequests
        : status >= 500
          ? messages.common.serverError
          : messages.common.badRequest;
    // A server fault's own text stays in the log; the user gets the request id to quote.
    const detail = status === 429 ? message : status >= 500 ? `request_id=${request.id}` : error.message;
    return reply.code(status).send({ result_code: status, message, error_message: detail });
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.serveStatic && request.method === 'GET' && !isApiPath(request.url)) {
      // /login has a light page of its own (login.html, src/login-main.tsx); every other route is the app.
      const page = request.url.split('?')[0] === '/login' ? 'login.html' : 'index.html';
      reply.type('text/html; charset=utf-8').sendFile(page);
      return;
    }
    return reply.code(404).send({
      result_code: 404,
      message: messages.common.apiNotFound,
      error_message: `${request.method} ${request.url}`,
    });
  });

  if (options.serveStatic) {
    const hashedFolder = resolve(options.serveStatic, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: options.serveStatic,
      // Vite names every file under assets/ by its content's hash: a browser keeps it without asking again
      // (each page opening asked for some sixty chunks it already had: bench B8). The pages and the
      // unhashed files (browser-gate.js, polyfills/) are asked for afresh every time, and name the new hashes.
      setHeaders: (reply, path) => {
        if (path.startsWith(hashedFolder)) reply.header('cache-control', immutableAsset);
      },
    });
  }

  // Before the routes, so that its hooks reach every one of them.
  addAuditTrail(app, db, catalogue);

  await app.register(authRoutes, { ...context, prefix: apiPrefix });
  await app.register(customerRoutes, { ...context, prefix: apiPrefix });
  await app.register(customerListRoutes, { ...context, prefix: apiPrefix });
  await app.register(sectionRoutes, { ...context, prefix: apiPrefix });
  await app.register(dutiesContentRoutes, { ...context, prefix: apiPrefix });
  await app.register(emailSettingRoutes, { ...context, prefix: apiPrefix });
  // Only 基本情報's credit request is multipart: registered around its routes alone, the plugin's hooks (a
  // close listener and an async clean-up on every request) stay off every other call.
  await app.register(async (scope) => {
    await scope.register(multipart);
    await scope.register(basicInfoRoutes, { ...context, prefix: apiPrefix });
  });
  await app.register(creditCycleRoutes, { ...context, prefix: apiPrefix });
  await app.register(personalFileRoutes, { ...context, prefix: apiPrefix });
  await app.register(fileIssueLogRoutes, { ...context, prefix: apiPrefix });
  await app.register(menuRoutes, { ...context, prefix: apiPrefix });
  await app.register(operationLogRoutes, { ...context, prefix: apiPrefix });
  await app.register(postcodeRoutes, { ...context, prefix: apiPrefix });
  await app.register(surrogateLoginRoutes, { ...context, prefix: apiPrefix });
  await app.register(businessTalkRoutes, { ...context, prefix: apiPrefix });
  await app.register(contractCancellationRoutes, { ...context, prefix: apiPrefix });
  await app.register(invoiceDataRoutes, { ...context, prefix: apiPrefix });
  await app.register(documentRoutes, { ...context, prefix: apiPrefix });
  await app.register(mailRoutes, { ...context, prefix: apiPrefix, smtpUrl: options.smtpUrl });
  await app.register(receptionHistoryRoutes, { ...context, prefix: apiPrefix });
  await app.register(businessMasterRoutes, { ...context, prefix: apiPrefix });
  await app.register(transmitNumberRoutes, { ...context, prefix: apiPrefix });
  return app;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadCatalogue } from '../../src/server/catalogue';
import { sectionStoreOf } from '../../src/server/store/sections';
import { freshDatabase } from './test-database';

describe('section catalogue on the server', () => {
  it('reads every section from schemas/sections and has a store for each but 基本情報 (own routes)', () => {
    const catalogue = loadCatalogue();
    expect(Object.keys(catalogue)).toEqual(expect.arrayContaining(['overtime-announce', 'relation-client']));
    for (const [id, entry] of Object.entries(catalogue)) {
      if ('routes' in entry.section.storage) expect(id).toBe('basic-info');
      else expect(sectionStoreOf(entry), `store for ${id}`).toBeDefined();
    }
  });
});

describe('serving the built app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tas-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TAS Desk</title><div id="root"></div>');
    writeFileSync(join(dist, 'login.html'), '<!doctype html><title>TAS Desk</title><div id="login"></div>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'page-Bx1y2z3A.js'), 'console.log(2)');
    app = await buildApp({ database: await freshDatabase(), serveStatic: dist, rateLimit: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files and falls back to index.html for the app routes, login.html for /login', async () => {
    expect((await app.inject('/app.js')).body).toBe('console.log(1)');
    for (const url of ['/', '/home', '/customer_management/list/1/detail', '/login/other']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('id="root"');
    }
    for (const url of ['/login', '/login?next=1']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="login"');
    }
  });

  it('lets the browser keep the hashed build files for a year; the pages and unhashed files are asked for afresh', async () => {
    const hashed = await app.inject('/assets/page-Bx1y2z3A.js');
    expect(hashed.body).toBe('console.log(2)');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/app.js', '/login', '/customer_management/list/1/detail']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['cache-control']), url).not.toMatch(/immutable|max-age=[1-9]/);
    }
  });

  it('answers unknown API paths with JSON 404, not the app', async () => {
    const response = await app.inject('/api/v1/customers/noSuchCall');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ result_code: 404 });
  });

  it('sends the security headers, allowing inline styles but only own scripts, never eval', async () => {
    const response = await app.inject('/login');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a malformed JSON body with a JSON 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result_code: 400, message: 'リクエストを処理できませんでした' });
  });
});

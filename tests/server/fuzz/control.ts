import type { FuzzCall } from './corpus';
import { bodyOf, injectOptions } from './encode';
import type { FuzzSession } from './fuzz-session';
import { draftOf } from './mutation';
import type { FuzzRequest } from './types';

// The corpus's control: each call's base, sent as it is, must be accepted, or the mutations would not be
// what the server refuses (a base the server refuses anyway proves nothing about them).

/** The base's body with the customer's stamp as it is now (an earlier base's save moved it on). */
async function withCurrentStamp(
  session: FuzzSession,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!('customer_updated_timestamp' in body)) return body;
  const customerId = Number(body.customer_id);
  // Not a customer id the column could hold: no customer, the body as it is.
  if (!Number.isSafeInteger(customerId)) return body;
  const row = await session.db
    .selectFrom('customers')
    .select('updated_timestamp')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? { ...body, customer_updated_timestamp: row.updated_timestamp } : body;
}

/** Whether the call accepts its base: a 2xx whose `result_code` is 2000 (reads and saves alike). */
export async function acceptsBase(
  session: FuzzSession,
  call: FuzzCall,
): Promise<{ ok: boolean; answer: string }> {
  const draft = { ...draftOf(call.base), body: await withCurrentStamp(session, call.base.body) };
  const request: FuzzRequest = {
    method: call.key.startsWith('DELETE ') ? 'DELETE' : 'POST',
    url: draft.url,
    body: bodyOf(draft),
    mutations: [],
  };
  const response = await session.app.inject(injectOptions(request, session.cookie));
  const json = String(response.headers['content-type'] ?? '').includes('json');
  const code = json ? response.json<{ result_code?: unknown }>().result_code : undefined;
  return {
    ok: response.statusCode === 200 && code === 2000,
    answer: `${response.statusCode} ${response.body.slice(0, 300)}`,
  };
}

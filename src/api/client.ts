import type { CallResult } from '../engine/failure';

/** Where the provider's API lives; the bundled server serves it on the same origin. */
export const apiBase = '/api/v1/';

type Query = Record<string, string | number | boolean>;
type Body =
  | { kind: 'json'; value: Record<string, unknown> }
  | { kind: 'form'; value: Record<string, string> }
  | { kind: 'multipart'; value: FormData };

let onUnauthorised: (() => void) | undefined;

/** Registers what happens when the server says the session is gone (the staff app goes to /login). */
export function setUnauthorisedHandler(handler: () => void): void {
  onUnauthorised = handler;
}

function encode(body: Body | undefined): { headers: HeadersInit; payload?: string | FormData } {
  if (!body) return { headers: {} };
  // The browser writes the multipart content type itself, with its boundary.
  if (body.kind === 'multipart') return { headers: {}, payload: body.value };
  if (body.kind === 'json')
    return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body.value) };
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body.value).toString(),
  };
}

/** One call to the API; never throws: network failures come back as `network-error`. */
export async function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  query?: Query,
  body?: Body,
): Promise<CallResult> {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    : '';
  const { headers, payload } = encode(body);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}${search}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
    });
  } catch (error) {
    return { kind: 'network-error', detail: error instanceof Error ? error.message : String(error) };
  }
  const parsed: unknown = await response.json().catch(() => ({}));
  const json = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  if (response.status === 401 && !path.startsWith('auth/')) onUnauthorised?.();
  if (!response.ok) return { kind: 'http-error', status: response.status, body: json };
  return { kind: 'ok', status: response.status, body: json };
}

/** POST with a form-urlencoded body (the spec's "form body" calls: login, userInfo). */
export function postForm(path: string, value: Record<string, string>): Promise<CallResult> {
  return call('POST', path, undefined, { kind: 'form', value });
}

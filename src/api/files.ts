import type { CallResult, DownloadResult } from '../engine/failure';
import { apiBase, call } from './client';

type Query = Record<string, string | number | boolean>;

/** rjsf's data URL (`data:<mime>;name=<name>;base64,<content>`) as a named Blob for a multipart part. */
export function dataUrlToFile(dataUrl: string): { blob: Blob; name: string } {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?);base64,(.*)$/s.exec(dataUrl);
  if (!match) return { blob: new Blob([]), name: 'file' };
  const name = /;name=([^;]*)/.exec(match[2])?.[1];
  const binary = atob(match[3]);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return { blob: new Blob([bytes], { type: match[1] }), name: name ? decodeURIComponent(name) : 'file' };
}

/** POST a multipart form: text fields and the new files (the browser sets the boundary). */
export function postMultipart(
  path: string,
  fields: Record<string, string>,
  files: { field: string; dataUrl: string }[],
): Promise<CallResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    const { blob, name } = dataUrlToFile(file.dataUrl);
    form.append(file.field, blob, name);
  }
  return call('POST', path, undefined, { kind: 'multipart', value: form });
}

// `filename*=UTF-8''…` (RFC 5987) carries Japanese names; plain `filename=` is the fallback.
function fileNameOf(disposition: string | null): string {
  if (!disposition) return 'download';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'download';
}

/**
 * GET a file; a JSON error answer (440 no such file, …) comes back as `http-error`, and a call that takes
 * longer than `timeoutMs` as the network error `timeout`.
 */
export async function download(path: string, query: Query, timeoutMs?: number): Promise<DownloadResult> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const controller = new AbortController();
  const timer = timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}?${search}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'network-error', detail: 'timeout' };
    return { kind: 'network-error', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}));
    const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    return { kind: 'http-error', status: response.status, body: json };
  }
  return {
    kind: 'file',
    blob: await response.blob(),
    name: fileNameOf(response.headers.get('content-disposition')),
  };
}

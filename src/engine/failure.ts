/** The outcome of one API call, as the engine sees it (the transport never throws). */
export type CallResult =
  | { kind: 'ok'; status: number; body: Record<string, unknown> }
  | { kind: 'http-error'; status: number; body: Record<string, unknown> }
  | { kind: 'network-error'; detail: string };

/** A downloaded file, or why it could not be fetched. */
export type DownloadResult = { kind: 'file'; blob: Blob; name: string } | Exclude<CallResult, { kind: 'ok' }>;

/** What the engine needs from the API client; pages hand an implementation to every section. */
export interface Transport {
  get(path: string, query: Record<string, string | number | boolean>): Promise<CallResult>;
  post(path: string, body: Record<string, unknown>): Promise<CallResult>;
  /** A multipart POST: text fields and files given as rjsf data URLs (sections that send files). */
  postMultipart?(
    path: string,
    fields: Record<string, string>,
    files: { field: string; dataUrl: string }[],
  ): Promise<CallResult>;
  /** A GET answered with a file (downloads of saved documents). */
  download?(path: string, query: Record<string, string | number | boolean>): Promise<DownloadResult>;
}

function errorLines(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors as Record<string, unknown>).flatMap((messages) =>
    Array.isArray(messages) ? messages.map(String) : [String(messages)],
  );
}

/**
 * The toast text for a failed call (spec 000 §8, 001 §8): 422 → every message of `errors`, one per line;
 * `message` and `error_message` → `message(error_message)`; anything else → fallback + `エラー内容：` + detail.
 */
export function describeFailure(result: CallResult, fallback: string): string {
  switch (result.kind) {
    case 'ok':
      return fallback;
    case 'network-error':
      return `${fallback}エラー内容：${result.detail}`;
    case 'http-error': {
      const { body, status } = result;
      const lines = status === 422 ? errorLines(body.errors) : [];
      if (lines.length > 0) return lines.join('\n');
      if (body.message && body.error_message) return `${String(body.message)}(${String(body.error_message)})`;
      const detail = body.message ?? body.error_message ?? `HTTP ${status}`;
      return `${fallback}エラー内容：${String(detail)}`;
    }
    default: {
      const unreachable: never = result;
      return unreachable;
    }
  }
}

/**
 * The toast text of a failed call that shows the server's own words (002 §8, numbering): its
 * `error_message` (else `result_message`, `message`), or `network` when no answer came.
 */
export function serverText(result: CallResult, fallback: string, network: string): string {
  if (result.kind === 'network-error') return network;
  if (result.kind === 'ok') return fallback;
  const { body } = result;
  const text = body.error_message ?? body.result_message ?? body.message;
  return typeof text === 'string' && text !== '' ? text : fallback;
}

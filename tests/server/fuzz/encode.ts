import type { InjectOptions } from 'fastify';
import type { Draft } from './mutation';
import type { FuzzBody, FuzzFile, FuzzRequest } from './types';

const boundary = '----tas-fuzz-boundary-7MA4YWxkTrZu0gW';

// A multipart field's value: texts as they are, anything else as the JSON text a careless client sends.
const asFieldText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** The body a draft goes over the wire as. */
export function bodyOf(draft: Draft): FuzzBody {
  if (draft.raw) return { kind: 'raw', ...draft.raw };
  const body = draft.body;
  const isRecord = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (draft.encoding === 'json' || !isRecord) return { kind: 'json', value: body };
  const fields = Object.entries(body).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : [[name, asFieldText(value)]],
  );
  return { kind: 'multipart', fields, files: draft.files };
}

// A field name inside the quoted header parameter, escaped as browsers do.
const quoted = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A multipart/form-data body as a browser encodes it; `truncated` leaves out the closing boundary. */
export function multipartBytes(fields: [string, string][], files: FuzzFile[], truncated = false): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head), Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  if (!truncated) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** The content type of a multipart body made by `multipartBytes`. */
export const multipartType = `multipart/form-data; boundary=${boundary}`;

/** Fastify's inject options for a request of the corpus, sent with the session cookie. */
export function injectOptions(request: FuzzRequest, cookie: string): InjectOptions {
  const base = { method: request.method, url: request.url };
  const { body } = request;
  switch (body.kind) {
    case 'json':
      if (body.value === undefined) return { ...base, headers: { cookie } };
      return {
        ...base,
        payload: JSON.stringify(body.value),
        headers: { cookie, 'content-type': 'application/json' },
      };
    case 'raw':
      return { ...base, payload: body.text, headers: { cookie, 'content-type': body.contentType } };
    case 'multipart':
      return {
        ...base,
        payload: multipartBytes(body.fields, body.files),
        headers: { cookie, 'content-type': multipartType },
      };
    default: {
      const unexpected: never = body;
      throw new Error(`unexpected body ${JSON.stringify(unexpected)}`);
    }
  }
}

// Files reach the rules in two shapes: rjsf's data URL (`data:<mime>;name=<name>;base64,<content>`) in the
// browser, or `{ name, size, type?, content? }` on the server (content: the first bytes of the upload).

/** The file kinds the rules know, by their canonical extension. */
export type FileKind = 'jpg' | 'png' | 'gif' | 'tiff' | 'pdf';

/** What the rules read from a file, whichever shape it came in. */
export interface FileFacts {
  name: string;
  /** The MIME type the browser or the upload declared ('' when unknown). */
  mime: string;
  size: number | undefined;
  /** The first bytes, when the content is at hand. */
  head: Uint8Array | undefined;
}

const aliases: Record<string, FileKind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  tif: 'tiff',
  tiff: 'tiff',
  pdf: 'pdf',
};

const mimes: Record<string, FileKind> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
  'application/pdf': 'pdf',
};

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** The kind of a file from its magic bytes, or undefined when it is none of jpg, png, gif, tiff, pdf. */
export function sniffFileType(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return undefined;
}

/** The kind a file name claims by its extension (jpeg → jpg, tif → tiff), or undefined. */
export function kindOfName(name: string): FileKind | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : aliases[extension];
}

function decodeBase64Head(base64: string): Uint8Array {
  const head = base64.slice(0, 16).replace(/[^A-Za-z0-9+/]/g, '');
  try {
    const binary = atob(head.slice(0, head.length - (head.length % 4)));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/** The kind a file claims: by its name's extension, else by its declared MIME type. */
export function claimedKind(facts: FileFacts): FileKind | undefined {
  return /\.[A-Za-z0-9]+$/.test(facts.name) ? kindOfName(facts.name) : mimes[facts.mime.toLowerCase()];
}

/** Reads the facts of a data URL or a `{ name, size, content }` object; undefined for anything else. */
export function fileFacts(data: unknown): FileFacts | undefined {
  if (typeof data === 'string') {
    const match = /^data:([^;,]*)((?:;[^;,]*)*?);base64,(.*)$/s.exec(data);
    if (!match) return undefined;
    const name = /;name=([^;]*)/.exec(match[2])?.[1];
    const body = match[3].replace(/=+$/, '');
    return {
      name: name ? decodeURIComponent(name) : '',
      mime: match[1],
      size: Math.floor((body.length * 3) / 4),
      head: decodeBase64Head(match[3]),
    };
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const file = data as { name?: unknown; type?: unknown; size?: unknown; content?: unknown };
  return {
    name: typeof file.name === 'string' ? file.name : '',
    mime: typeof file.type === 'string' ? file.type : '',
    size: typeof file.size === 'number' ? file.size : undefined,
    head: file.content instanceof Uint8Array ? file.content : undefined,
  };
}

/** The server's check of an upload: the name's extension and the content's magic bytes both allowed, and agreeing. */
export function isAllowedUpload(name: string, content: Uint8Array, allowed: string[]): boolean {
  const kinds = new Set(allowed.map((type) => aliases[type.toLowerCase()]));
  const claimed = kindOfName(name);
  return claimed !== undefined && kinds.has(claimed) && sniffFileType(content) === claimed;
}

/** Bytes as the message shows them: whole MB, else whole KB, else bytes. */
export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes % mb === 0) return `${bytes / mb}MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024}KB`;
  return `${bytes}バイト`;
}

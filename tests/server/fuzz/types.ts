/** A file of a multipart body. */
export interface FuzzFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A call's valid request as the screen sends it: the corpus makes each payload from it by mutation. */
export interface BaseRequest {
  url: string;
  encoding: 'json' | 'multipart';
  /** The body: JSON as sent, or the text fields of a multipart body. */
  body: Record<string, unknown>;
  files: FuzzFile[];
}

/**
 * What goes over the wire: a JSON value (any, not only an object), raw text of a content type (malformed
 * JSON, a broken multipart body), or multipart fields (pairs, so names may repeat) and files.
 */
export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer; contentType: string }
  | { kind: 'multipart'; fields: [string, string][]; files: FuzzFile[] };

/** One payload of the corpus, with the names of the mutations that made it (for the report and replay). */
export interface FuzzRequest {
  method: 'POST' | 'DELETE';
  url: string;
  body: FuzzBody;
  mutations: string[];
}

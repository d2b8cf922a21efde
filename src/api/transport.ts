import type { Transport } from '../engine/failure';
import { call } from './client';
import { download, postMultipart } from './files';

/** The engine's transport on top of `call`: GET with a query, POST with a JSON body, multipart, downloads. */
export const apiTransport: Transport = {
  get: (path, query) => call('GET', path, query),
  post: (path, body) => call('POST', path, undefined, { kind: 'json', value: body }),
  postMultipart,
  download,
};

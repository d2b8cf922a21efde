import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AdaptedAnswer } from '../../src/engine/adapters';
import type { FormData, JsonValue } from '../../src/engine/types';
import { basicInfoAdapter, type BasicInfoAnswer } from '../../src/sections/basic-info';
import { get, stampOf } from './helpers';

/** getBasicInfo of a customer: the API's answer and what the browser's adapter makes of it. */
export async function loadBasicInfo(
  app: FastifyInstance,
  customerId: number,
  cookie: string,
): Promise<{ info: BasicInfoAnswer; adapted: AdaptedAnswer }> {
  const response = await get(
    app,
    `/api/v1/customers/getBasicInfo?customer_id=${customerId}&is_entry=0`,
    cookie,
  );
  if (response.statusCode !== 200) throw new Error(`getBasicInfo ${customerId}: ${response.body}`);
  const body = response.json<{ basic_info: BasicInfoAnswer }>();
  return { info: body.basic_info, adapted: basicInfoAdapter.fromAnswer(body) };
}

/** A file as the browser's file widget holds it: rjsf's data URL with the name. */
export function dataUrl(name: string, type: string, bytes: Uint8Array): string {
  return `data:${type};name=${encodeURIComponent(name)};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A tiny PNG's first bytes (its magic number), enough for the content check. */
export const pngBytes = (size = 64): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

/** A new row of the identity documents, as the file widget adds it. */
export function newFileRow(name: string, bytes: Uint8Array, type = 'image/png', rotation = 0): FormData {
  return {
    customer_file_id: null,
    print_file_name_1: '',
    rotation,
    is_new: true,
    is_delete: false,
    file: dataUrl(name, type, bytes),
  };
}

/** The identity document rows of a form (to change them in place). */
export const fileRows = (data: FormData): FormData[] =>
  (data.president_info as { customer_personal_files: FormData[] }).customer_personal_files;

/** Encodes text fields and data-URL files as a multipart body, as the browser's FormData does. */
export async function multipart(
  fields: Record<string, JsonValue>,
  files: { field: string; dataUrl: string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new globalThis.FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const { field, dataUrl: url } of files) {
    const match = /^data:([^;]*);name=([^;]*);base64,(.*)$/s.exec(url);
    if (!match) throw new Error('not a data URL');
    const blob = new Blob([Buffer.from(match[3], 'base64')], { type: match[1] });
    form.append(field, blob, decodeURIComponent(match[2]));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/**
 * Loads the customer's basic info, lets `change` edit the form data as a user would, and sends the save
 * the browser sends (the adapter's multipart credit request). `stamp` overrides the current stamp.
 */
export async function saveBasicInfo(
  app: FastifyInstance,
  cookie: string,
  customerId: number,
  change: (data: FormData) => void,
  options: { stamp?: string; isEntry?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const { adapted } = await loadBasicInfo(app, customerId, cookie);
  const data = structuredClone(adapted.data);
  change(data);
  const isEntry = options.isEntry ?? false;
  const { fields, files } = basicInfoAdapter.toRequest(data, {
    customerId,
    isEntry,
    userId: 99,
    customerUpdatedTimestamp: options.stamp ?? (await stampOf(app, customerId, cookie)),
    extra: adapted.extra ?? {},
  });
  const { payload, headers } = await multipart(fields, files);
  const path = isEntry ? 'creditRequestBasicInfoEntry' : 'creditRequestBasicInfo';
  return app.inject({
    method: 'POST',
    url: `/api/v1/customers/${path}`,
    payload,
    headers: { ...headers, cookie },
  });
}

/** Sets one field of a form group. */
export function setField(data: FormData, group: string, key: string, value: JsonValue): void {
  (data[group] as FormData)[key] = value;
}

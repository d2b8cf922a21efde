import type { AdaptedRequest, AdapterContext, OutgoingFile } from '../engine/adapters';
import type { FormData, JsonValue } from '../engine/types';
import { filesGroup, filesKey, newFileField, requestFields } from './basic-info-fields';

// The credit request of 基本情報 (000 §7 creditRequestBasicInfo / …Entry) built from the form, and read
// back into form data on the server, so that both sides validate the same values with the same schema.

/** One entry of `image_infos`: what happens to an identity document. */
export interface ImageInfo {
  customer_file_id: number | null;
  print_file_name_1: string;
  is_new: boolean;
  is_delete: boolean;
  // Not in 000 §7's list: the screen turns documents by 90° steps (000 §4) and the turn is part of what
  // is saved, so it travels with the row it belongs to.
  rotation: number;
}

/** An uploaded file as the server receives it from the multipart body. */
export interface IncomingFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

type Loose = Record<string, JsonValue>;
const record = (value: JsonValue | undefined): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
const text = (value: JsonValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const rows = (data: FormData): Loose[] => {
  const list = record(data[filesGroup])[filesKey];
  return Array.isArray(list) ? list.map((row) => record(row)) : [];
};
const rotationOf = (value: JsonValue | undefined): number => (typeof value === 'number' ? value : 0);

/** The rows of the form that the request sends: saved files (deleted or not) and new files not deleted. */
function sentRows(data: FormData): Loose[] {
  return rows(data).filter((row) => row.is_new !== true || (row.is_delete !== true && text(row.file) !== ''));
}

/** Builds the multipart fields and files of the credit request from the form data. */
export function toRequest(data: FormData, context: AdapterContext): AdaptedRequest {
  const fields: Record<string, string> = {
    is_entry: context.isEntry ? '1' : '0',
    updated_user_id: String(context.userId),
    customer_id: String(context.customerId),
    tas_id: text(context.extra.tas_id ?? record(data.management_numbers).tas_id),
    customer_update_application_header_id: text(context.extra.customer_update_application_header_id),
  };
  for (const item of requestFields) {
    if (item.only === 'entry' && !context.isEntry) continue;
    fields[item.field] = text(record(data[item.group])[item.key]);
  }
  if (!context.isEntry) fields.application_schedule_timestamp = text(data.application_schedule_timestamp);
  const files: OutgoingFile[] = [];
  const infos: ImageInfo[] = sentRows(data).map((row) => {
    const isNew = row.is_new === true;
    if (isNew) files.push({ field: newFileField(files.length + 1), dataUrl: text(row.file) });
    return {
      customer_file_id: isNew ? null : typeof row.customer_file_id === 'number' ? row.customer_file_id : null,
      print_file_name_1: text(row.print_file_name_1),
      is_new: isNew,
      is_delete: !isNew && row.is_delete === true,
      rotation: rotationOf(row.rotation),
    };
  });
  fields.image_infos = JSON.stringify(infos);
  fields.new_file_count = String(files.length);
  fields.customer_updated_timestamp = context.customerUpdatedTimestamp;
  return { fields, files };
}

// Base64 without Buffer, so that the same code runs in the browser; chunks keep the argument list short.
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** A received file as rjsf's data URL, the shape the file rules (maxFileSize, fileType) read in the browser. */
export function fileDataUrl(file: Pick<IncomingFile, 'name' | 'type' | 'bytes'>): string {
  return `data:${file.type};name=${encodeURIComponent(file.name)};base64,${base64(file.bytes)}`;
}

function readImageInfos(value: string | undefined): ImageInfo[] {
  try {
    const parsed: unknown = JSON.parse(value || '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.map((item: unknown) => {
      const info = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      return {
        customer_file_id: typeof info.customer_file_id === 'number' ? info.customer_file_id : null,
        print_file_name_1: typeof info.print_file_name_1 === 'string' ? info.print_file_name_1 : '',
        is_new: info.is_new === true,
        is_delete: info.is_delete === true,
        rotation: typeof info.rotation === 'number' ? info.rotation : 0,
      };
    });
  } catch {
    return [];
  }
}

// A select's text: '' and -1 are unset; a text that is no id stays text, which the schema's integer type
// refuses, rather than being read as unset and clearing the select.
function readValue(kind: 'text' | 'integer', value: string | undefined): JsonValue {
  if (kind === 'text') return value ?? '';
  const text = (value ?? '').trim();
  if (text === '' || Number(text) === -1) return null;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : text;
}

/**
 * The form data a credit request carries (the approval items, the reflection time and the identity
 * document rows), read from its multipart fields and files: the server validates it with the section's
 * schema. A new row's `file` is the data URL of its upload, or absent when the upload is missing.
 */
export function fromRequest(fields: Record<string, string>, files: IncomingFile[]): FormData {
  const data: Record<string, Loose> = {};
  for (const item of requestFields) {
    if (item.only === 'entry' && !(item.field in fields)) continue;
    (data[item.group] ??= {})[item.key] = readValue(item.kind, fields[item.field]);
  }
  let newCount = 0;
  const fileRows: JsonValue[] = readImageInfos(fields.image_infos).map((info) => {
    if (!info.is_new) return { ...info };
    newCount += 1;
    const upload = files.find((file) => file.field === newFileField(newCount));
    return upload ? { ...info, file: fileDataUrl(upload) } : { ...info };
  });
  (data[filesGroup] ??= {})[filesKey] = fileRows;
  const form: FormData = { ...data };
  if ('application_schedule_timestamp' in fields)
    form.application_schedule_timestamp = fields.application_schedule_timestamp;
  return form;
}

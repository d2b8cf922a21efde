import type { FastifyRequest } from 'fastify';
import { sniffFileType, type FileKind } from '../../../rules/lib/files';
import { tokyoDateTime } from '../../../rules/lib/dates';
import type { FormData, JsonValue, Schema } from '../../engine/types';
import { validateForm, type FieldErrors } from '../../engine/validator';
import { fromRequest, type IncomingFile } from '../../sections/basic-info';
import { filesGroup, filesKey, newFileField } from '../../sections/basic-info-fields';
import type { Db } from '../store/database';
import type { NewPersonalFile } from '../store/basic-info/files';
import { basicInfoOptions, isKnownOption } from '../store/basic-info/options';
import { hasCustomerLogin, rowsAfter, type RequestRow } from '../store/basic-info/requests';
import { liveFileRows } from '../store/basic-info/values';
import { formInput } from '../form-input';
import { asInteger, asRecord, asText } from '../values';
import messages from '../../../schemas/server-messages.json';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import { refuseNulText } from '../nul-text';
import { validationContext } from '../validation-context';

/** The multipart body of a credit request: its text fields and its files. */
export interface CreditRequestBody {
  fields: Record<string, string>;
  files: IncomingFile[];
}

function fileLimit(schema: Schema): number {
  const rows = asRecord(asRecord(asRecord(schema.properties)[filesGroup]).properties)[filesKey];
  const file = asRecord(asRecord(asRecord(rows).items).properties).file;
  return asInteger(asRecord(file).maxFileSize) ?? 4 * 1024 * 1024;
}

/**
 * Reads the credit request (multipart, 000 §7). A file is read up to one byte past the schema's size
 * limit: enough for maxFileSize to refuse it with its message (422), without holding a huge upload.
 */
export async function readCreditRequest(request: FastifyRequest, schema: Schema): Promise<CreditRequestBody> {
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  if (!request.isMultipart()) {
    for (const [key, value] of Object.entries(asRecord(request.body)))
      fields[key] = typeof value === 'object' && value !== null ? JSON.stringify(value) : asText(value);
    return { fields, files };
  }
  // The plugin reads `throwFileSizeLimit` per call too, though its types only list busboy's options.
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    throwFileSizeLimit: false,
    limits: { fileSize: fileLimit(schema) + 1, files: 16, fields: 200 },
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ field: part.fieldname, name: part.filename, type: part.mimetype, bytes });
      } else fields[part.fieldname] = asText(part.value);
    }
  } catch (error) {
    throw asClientError(error);
  }
  refuseNulText(
    fields,
    files.map((file) => file.name),
  );
  return { fields, files };
}

// A body the parser cannot read (no boundary, cut short) is the client's fault: 400, not a server error.
// The plugin's own errors (a limit) keep their status.
function asClientError(error: unknown): Error {
  if (error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number')
    return error;
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(message), { statusCode: 400 });
}

const listPointer = `/${filesGroup}/${filesKey}`;

const mimeTypes: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
};

/** A credit request that passed validation: its form data, new files and normalised reflection time. */
export interface CheckedCreditRequest {
  form: FormData;
  newFiles: NewPersonalFile[];
  schedule: string;
}

// Checks the schema cannot make: master ids that exist, documents that exist, a login for a password.
async function storeErrors(
  db: Db,
  customerId: number,
  form: FormData,
  unknownFiles: number[],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const options = await basicInfoOptions(db);
  const status = asRecord(form.contract_service_status);
  const selects = [
    ['contract_service_status', 'contract_status', options.contract_status, '契約状態'],
    ['contract_service_status', 'service_status', options.service_status, 'サービス状態'],
    ['contract_service_status', 'cancellation_reason', options.cancellation_reason, '解約理由'],
  ] as const;
  for (const [group, key, list, title] of selects)
    if (!isKnownOption(list, status[key]))
      errors[`/${group}/${key}`] = [fillTemplate(messages.common.chooseFromList, { title })];
  if (unknownFiles.length > 0)
    errors[listPointer] = [fillTemplate(messages.basicInfo.unknownFiles, { ids: unknownFiles.join('、') })];
  const password = asText(asRecord(form.basic_customer_info).login_password);
  if (password !== '' && !(await hasCustomerLogin(db, customerId)))
    errors['/basic_customer_info/login_password'] = [messages.basicInfo.noLogin];
  return errors;
}

/**
 * Validates a credit request with the section's schema (the browser's check) on the documents the
 * customer would have afterwards (saved ones the screen did not send count too), so that the limit
 * (`maxLiveRows`) counts the documents that will exist; then the
 * store's own checks. Answers the errors, or the request ready to save.
 */
export async function checkCreditRequest(
  db: Db,
  customerId: number,
  schema: Schema,
  body: CreditRequestBody,
): Promise<{ kind: 'invalid'; errors: FieldErrors } | ({ kind: 'valid' } & CheckedCreditRequest)> {
  const form = formInput(schema, fromRequest(body.fields, body.files));
  const liveIds = (await liveFileRows(db, customerId)).map((row) => Number(asRecord(row).customer_file_id));
  const { rows, unknown } = rowsAfter(liveIds, form);
  // Row errors come from the rows as sent (their indices are the screen's); the row count from the
  // documents the customer would have, including saved ones the request left out.
  const president = { ...asRecord(form[filesGroup]), [filesKey]: rows as JsonValue[] };
  const countError = validateForm(schema, { ...form, [filesGroup]: president })[listPointer];
  const errors: FieldErrors = validateForm(
    schema,
    form,
    await validationContext(db, customerId, schema, form),
  );
  delete errors[listPointer];
  if (countError) errors[listPointer] = countError;
  Object.assign(errors, await storeErrors(db, customerId, form, unknown));
  const missing = rows.filter((row) => row.is_new === true && asText(row.file) === '');
  if (missing.length > 0) errors[listPointer] = [messages.basicInfo.fileNotSent];
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  // The n-th new row came as file_name_n (fromRequest pairs them the same way).
  const newFiles = rows
    .filter((row) => row.is_new === true)
    .map((row, index) =>
      newFile(
        row,
        body.files.find((file) => file.field === newFileField(index + 1)),
      ),
    );
  const schedule = asText(form.application_schedule_timestamp);
  return {
    kind: 'valid',
    form,
    newFiles,
    schedule: schedule === '' ? '' : (tokyoDateTime(schedule)?.slice(0, 16) ?? ''),
  };
}

// The stored document of a new row; its type is what the content is (the rules checked it is allowed).
function newFile(row: RequestRow, upload: IncomingFile | undefined): NewPersonalFile {
  const bytes = upload?.bytes ?? new Uint8Array();
  const kind = sniffFileType(bytes);
  const name = upload?.name ?? '';
  // A new row without a print name shows its file name, on screen and in the file issue log. The row is
  // the form's own, so the document list the save builds from the form sees the name too.
  if (asText(row.print_file_name_1) === '') row.print_file_name_1 = name;
  return {
    title: '代表者確認書類',
    originalFileName: name,
    printFileName: asText(row.print_file_name_1),
    mimeType: kind ? mimeTypes[kind] : (upload?.type ?? 'application/octet-stream'),
    rotation: asInteger(row.rotation) ?? 0,
    content: bytes,
  };
}

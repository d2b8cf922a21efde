import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sniffFileType, type FileKind } from '../../../rules/lib/files';
import type { Schema } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';
import { fileDataUrl, type IncomingFile } from '../../sections/basic-info';
import { loadForms } from '../catalogue';
import type { ServerContext } from '../context';
import { refuseNulText } from '../nul-text';
import { currentStaff } from '../auth/session';
import { formInput } from '../form-input';
import { guardCustomerCall, refuse } from '../guard';
import { invalid, notSignedIn, type Refusal } from '../replies';
import {
  deleteLogFile,
  ensureFileIssueLog,
  fileIssueLogPage,
  logSortKeys,
  recordMyPageUpload,
  type LogSortKey,
} from '../store/file-issue-log';
import { asFlag, asInteger, asRecord, asText } from '../values';
import { repoRoot } from '../paths';
import { missingFile } from './personal-files';
import messages from '../../../schemas/server-messages.json';

// The dialog's settings (schemas/pages/file-issue-log.json) and the upload's form (its limits): the server
// reads what it checks.
const page = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'pages', 'file-issue-log.json'), 'utf8')) as {
  feature: string;
  pageSize: number;
  defaultSort: { key: string; desc: boolean };
};
const uploadSchema: Schema = loadForms('dialogs')['file-issue-log-upload'].schema;
const sizeLimit =
  asInteger(asRecord(asRecord(uploadSchema.properties).upload_mypage_file).maxFileSize) ?? 4 * 1024 * 1024;
const maxPageSize = 100;

const mimeTypes: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
};

const failure = (status: number, text: { message: string; detail: string }): Refusal => ({
  status,
  body: { result_code: status, message: text.message, error_message: text.detail },
});
// 443 and 444 of fileIssueLog/deleteFile (002 §7): the bytes, or the row, could not be removed.
const fileNotDeleted = failure(443, messages.fileIssueLog.fileNotDeleted);
const recordNotDeleted = failure(444, messages.fileIssueLog.recordNotDeleted);

/** The upload's text fields and its file (the first one sent as upload_mypage_file). */
interface UploadBody {
  fields: Record<string, string>;
  file: IncomingFile | undefined;
}

// A file is read up to one byte past the schema's limit: enough for maxFileSize to refuse it with its
// message (422) without holding a huge upload. A body the parser cannot read is the client's fault (400).
async function readUpload(request: FastifyRequest): Promise<UploadBody> {
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  if (!request.isMultipart()) {
    for (const [key, value] of Object.entries(asRecord(request.body))) fields[key] = asText(value);
    return { fields, file };
  }
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    throwFileSizeLimit: false,
    limits: { fileSize: sizeLimit + 1, files: 1, fields: 20 },
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'upload_mypage_file' && !file)
          file = { field: part.fieldname, name: part.filename, type: part.mimetype, bytes };
      } else fields[part.fieldname] = asText(part.value);
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    throw Object.assign(new Error(messages.fileIssueLog.uploadNotRead), {
      statusCode: typeof status === 'number' ? status : 400,
    });
  }
  refuseNulText(fields, file?.name);
  return { fields, file };
}

function sortKey(value: unknown): LogSortKey {
  const key = asText(value);
  return (logSortKeys as readonly string[]).includes(key) ? (key as LogSortKey) : 'registered_timestamp';
}

/**
 * ファイル発行履歴 (002 §2.7, §3.7, §7): the list (a session), my page uploads and deletions (the feature
 * of schemas/pages/file-issue-log.json). Downloads are fileIssueLog/downloadFile of personal-files.ts,
 * which serves identity documents and the log's files alike (one customer_file_id id space).
 */
export const fileIssueLogRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  await ensureFileIssueLog(db);
  // Registered here, the multipart parser serves this plugin's routes only.
  await app.register(multipart);

  app.get('/fileIssueLog/:id/list', async (request, reply) => {
    const query = asRecord(request.query);
    const params = { ...query, customer_id: asRecord(request.params).id };
    const guarded = await guardCustomerCall(db, request, params);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const pageNumber = Math.max(asInteger(query.page) ?? 1, 1);
    const limit = Math.min(Math.max(asInteger(query.limit) ?? page.pageSize, 1), maxPageSize);
    const sortBy = sortKey(query.sort_by_key_name ?? page.defaultSort.key);
    const desc = query.sort_desc_sync === undefined ? page.defaultSort.desc : asFlag(query.sort_desc_sync);
    const records = await fileIssueLogPage(db, guarded.customer.customer_id, {
      limit,
      offset: (pageNumber - 1) * limit,
      sortBy,
      desc,
    });
    return { result_code: 2000, records: { ...records, page: pageNumber, limit } };
  });

  app.get('/fileIssueLog/deleteFile', async (request, reply) => {
    const query = asRecord(request.query);
    const guarded = await guardCustomerCall(db, request, query, page.feature);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const fileId = asInteger(query.customer_file_id);
    const outcome =
      fileId === null ? 'missing' : await deleteLogFile(db, guarded.customer.customer_id, fileId);
    switch (outcome) {
      case 'deleted':
        return { result_code: 2000 };
      case 'missing':
        return refuse(reply, missingFile);
      case 'fileNotDeleted':
        return refuse(reply, fileNotDeleted);
      case 'recordNotDeleted':
        return refuse(reply, recordNotDeleted);
      default: {
        const unexpected: never = outcome;
        throw new Error(`unexpected deletion ${String(unexpected)}`);
      }
    }
  });

  app.post('/customers/fileUploadMyPage', async (request, reply) => {
    // The guard reads customer_id from the body, so the body is read first: only with a session, and at
    // most the size limit.
    if (!(await currentStaff(db, request))) return refuse(reply, notSignedIn);
    const body = await readUpload(request);
    const guarded = await guardCustomerCall(db, request, body.fields, page.feature);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { file } = body;
    // The file goes to the rules as the browser's data URL: its size, its name's extension and its bytes.
    // A multipart field is text: the choice is read as the number it names (anything else stays text, which
    // the schema refuses).
    const choice = body.fields.need_customer_agree_flag ?? '';
    const form = formInput(uploadSchema, {
      need_customer_agree_flag: asInteger(choice) ?? choice,
      upload_mypage_file: file ? fileDataUrl(file) : '',
    });
    const errors = validateForm(uploadSchema, form);
    if (!isValid(errors) || !file) return refuse(reply, invalid(errors));
    const kind = sniffFileType(file.bytes);
    const id = await recordMyPageUpload(
      db,
      {
        customerId: guarded.customer.customer_id,
        userId: guarded.staff.user_id,
        fileName: file.name,
        mimeType: kind ? mimeTypes[kind] : file.type,
        content: Buffer.from(file.bytes),
      },
      form.need_customer_agree_flag === 2,
    );
    return { result_code: 2000, customer_file_id: id };
  });
};

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { inTransaction, type Db } from './database';
import { seedDirectory } from './seed';
import { seedOnce } from './seed-once';
import { tokyoTimestamp } from './timestamp';

// The file issue log (002 §2.7, §3.7): the documents issued for a customer and the files staff uploaded to
// the customer's my page. They live in customer_personal_files beside 基本情報's identity documents, told
// apart by file_kind, so that customer_file_id is one id space and `fileIssueLog/downloadFile` serves all
// of them (the reason is written at fileLogColumns in migrations/0001-baseline/basic-info.ts).

/** What a row of the log is: a document a download generated, or a staff upload to my page. */
export type LogFileKind = 'issued' | 'mypage';

/** One row of `fileIssueLog/{customer_id}/list` (002 §3.7, plus what the modal shows beside it). */
export interface FileIssueLogRecord {
  customer_file_id: number;
  /** The print file name, else the original file name (002 §2.7). */
  title: string;
  print_file_name_1: string;
  original_file_name: string;
  file_kind: LogFileKind;
  /** 1 when the customer has downloaded the file on my page. */
  is_download: number;
  /** 1 when the file was uploaded asking the customer to agree (upload choice 2). */
  need_customer_agree_flag: number;
  /** 1 when the customer has agreed to it. */
  complete_agreement_flag: number;
  registered_timestamp: string;
  /** The staff user who issued or uploaded it; '' when unknown. */
  registered_user_name: string;
}

/** The columns the list may be sorted by (`sort_by_key_name`). */
export const logSortKeys = [
  'customer_file_id',
  'title',
  'is_download',
  'complete_agreement_flag',
  'registered_timestamp',
] as const;
export type LogSortKey = (typeof logSortKeys)[number];

// The file kinds of the log (identity documents share the table but are not in it).
const logKinds: LogFileKind[] = ['issued', 'mypage'];

/** A file to add to the log. */
interface NewLogFile {
  customerId: number;
  userId: number;
  originalFileName: string;
  printFileName: string;
  mimeType: string;
  content: Buffer;
}

// The id comes back from the insert itself: 基本情報's identity documents are numbered in the same table,
// by the database, whichever server inserts at the same time.
async function insertLogFile(
  db: Db,
  file: NewLogFile,
  kind: LogFileKind,
  needAgreement: boolean,
  stamp: string,
): Promise<number> {
  const row = await db
    .insertInto('customer_personal_files')
    .values({
      customer_id: file.customerId,
      is_live: 0,
      title: '',
      original_file_name: file.originalFileName,
      print_file_name_1: file.printFileName,
      mime_type: file.mimeType,
      content: file.content,
      registered_timestamp: stamp,
      registered_user_id: file.userId,
      file_kind: kind,
      need_customer_agree_flag: Number(needAgreement),
    })
    .returning('customer_file_id')
    .executeTakeFirstOrThrow();
  return row.customer_file_id;
}

/** A demo log row of `fixtures/seed/file-issue-log.json`, its bytes in base64. */
interface SeedLogFile {
  customer_id: number;
  file_kind: LogFileKind;
  original_file_name: string;
  print_file_name_1: string;
  mime_type: string;
  need_customer_agree_flag: number;
  is_download: number;
  complete_agreement_flag: number;
  registered_timestamp: string;
  content_base64: string;
}

async function seedLog(db: Db): Promise<void> {
  const seed = JSON.parse(readFileSync(join(seedDirectory, 'file-issue-log.json'), 'utf8')) as {
    files: SeedLogFile[];
  };
  const customerIds = [...new Set(seed.files.map((row) => row.customer_id))];
  if (customerIds.length === 0) return;
  const existing = new Set(
    (
      await db.selectFrom('customers').select('customer_id').where('customer_id', 'in', customerIds).execute()
    ).map((row) => row.customer_id),
  );
  for (const row of seed.files) {
    if (!existing.has(row.customer_id)) continue;
    // The demo documents were issued by the administrator (user 1).
    const id = await insertLogFile(
      db,
      {
        customerId: row.customer_id,
        userId: 1,
        originalFileName: row.original_file_name,
        printFileName: row.print_file_name_1,
        mimeType: row.mime_type,
        content: Buffer.from(row.content_base64, 'base64'),
      },
      row.file_kind,
      row.need_customer_agree_flag === 1,
      row.registered_timestamp,
    );
    await db
      .updateTable('customer_personal_files')
      .set({ is_download: row.is_download, complete_agreement_flag: row.complete_agreement_flag })
      .where('customer_file_id', '=', id)
      .execute();
  }
}

/**
 * Adds the log's demo rows (`fixtures/seed/file-issue-log.json`) for the customers that exist, once per
 * database: rows a user deleted do not come back at the next start. The table is 基本情報's
 * customer_personal_files, created by the migrations.
 */
export async function ensureFileIssueLog(db: Db): Promise<void> {
  await seedOnce(db, 'file-issue-log', seedLog);
}

/**
 * Records a document issued for a customer (a generated download): it is then listed in the file issue
 * log, downloadable again with `fileIssueLog/downloadFile` and deletable. Answers its customer_file_id.
 */
export function recordIssuedFile(db: Db, file: NewLogFile): Promise<number> {
  return insertLogFile(db, file, 'issued', false, tokyoTimestamp());
}

/** Stores a staff upload to the customer's my page (upload choice 1, or 2 asking to agree). Answers its id. */
export function recordMyPageUpload(
  db: Db,
  file: { customerId: number; userId: number; fileName: string; mimeType: string; content: Buffer },
  needAgreement: boolean,
): Promise<number> {
  return insertLogFile(
    db,
    {
      customerId: file.customerId,
      userId: file.userId,
      originalFileName: file.fileName,
      printFileName: file.fileName,
      mimeType: file.mimeType,
      content: file.content,
    },
    'mypage',
    needAgreement,
    tokyoTimestamp(),
  );
}

// The title the list shows and sorts by: the print file name, else the original one (002 §2.7).
const titleOf = sql<string>`COALESCE(NULLIF(f.print_file_name_1, ''), f.original_file_name)`;

// What each sort key orders by: the columns by name (a key is one of logSortKeys, the route checks it).
const sortExpressions: Record<LogSortKey, RawBuilder<unknown>> = {
  customer_file_id: sql`f.customer_file_id`,
  title: titleOf,
  is_download: sql`f.is_download`,
  complete_agreement_flag: sql`f.complete_agreement_flag`,
  registered_timestamp: sql`f.registered_timestamp`,
};

/** A page of the customer's log, sorted, and the number of rows in all. */
export async function fileIssueLogPage(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number; sortBy: LogSortKey; desc: boolean },
): Promise<{ data: FileIssueLogRecord[]; total: number }> {
  const counted = await db
    .selectFrom('customer_personal_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('file_kind', 'in', logKinds)
    .executeTakeFirstOrThrow();
  // Ties keep the order of registration, in the same direction.
  const direction = page.desc ? 'desc' : 'asc';
  const data = await db
    .selectFrom('customer_personal_files as f')
    .leftJoin('users as u', 'u.user_id', 'f.registered_user_id')
    .select((eb) => [
      'f.customer_file_id',
      titleOf.as('title'),
      'f.print_file_name_1',
      'f.original_file_name',
      'f.file_kind',
      'f.is_download',
      'f.need_customer_agree_flag',
      'f.complete_agreement_flag',
      'f.registered_timestamp',
      eb.fn.coalesce('u.user_name', sql<string>`''`).as('registered_user_name'),
    ])
    .where('f.customer_id', '=', customerId)
    .where('f.file_kind', 'in', logKinds)
    .orderBy(sortExpressions[page.sortBy], direction)
    .orderBy('f.customer_file_id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { data: data as FileIssueLogRecord[], total: Number(counted.n) };
}

/** How a deletion ended: done, no such file in the log (440), the bytes (443) or the row (444) not removed. */
export type LogDeletion = 'deleted' | 'missing' | 'fileNotDeleted' | 'recordNotDeleted';

/**
 * Deletes a file of the log: its bytes first, then its row, in one transaction — a failure of either leaves
 * both as they were. Identity documents are not in the log and are never deleted here.
 */
export async function deleteLogFile(db: Db, customerId: number, fileId: number): Promise<LogDeletion> {
  const step = { name: 'file' as 'file' | 'record' };
  try {
    return await inTransaction(db, async (trx): Promise<LogDeletion> => {
      const emptied = await trx
        .updateTable('customer_personal_files')
        .set({ content: Buffer.alloc(0) })
        .where('customer_id', '=', customerId)
        .where('customer_file_id', '=', fileId)
        .where('file_kind', 'in', logKinds)
        .executeTakeFirst();
      // No row: not in the log (another customer's file, an identity document, or deleted already).
      if (Number(emptied.numUpdatedRows) === 0) return 'missing';
      step.name = 'record';
      const removed = await trx
        .deleteFrom('customer_personal_files')
        .where('customer_id', '=', customerId)
        .where('customer_file_id', '=', fileId)
        .where('file_kind', 'in', logKinds)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) throw new Error('record not deleted');
      return 'deleted';
    });
  } catch {
    return step.name === 'file' ? 'fileNotDeleted' : 'recordNotDeleted';
  }
}

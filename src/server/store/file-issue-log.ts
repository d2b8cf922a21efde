import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBasicInfoTables } from './basic-info/seed';
import { inTransaction, type Db } from './database';
import { seedDirectory } from './seed';
import { prepared } from './statements';
import { tokyoTimestamp } from './timestamp';

// The file issue log (002 §2.7, §3.7): the documents issued for a customer and the files staff uploaded to
// the customer's my page. They live in customer_personal_files beside 基本情報's identity documents, told
// apart by file_kind, so that customer_file_id is one id space and `fileIssueLog/downloadFile` serves all
// of them (the reason is written at upgradePersonalFilesTable in basic-info/tables.ts).

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

const logKinds = "('issued', 'mypage')";

/** A file to add to the log. */
interface NewLogFile {
  customerId: number;
  userId: number;
  originalFileName: string;
  printFileName: string;
  mimeType: string;
  content: Buffer;
}

function insertLogFile(
  db: Db,
  file: NewLogFile,
  kind: LogFileKind,
  needAgreement: boolean,
  stamp: string,
): number {
  const result = prepared(
    db,
    `INSERT INTO customer_personal_files (customer_id, is_live, title, original_file_name, print_file_name_1,
       mime_type, content, registered_timestamp, registered_user_id, file_kind, need_customer_agree_flag)
     VALUES (?, 0, '', ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    file.customerId,
    file.originalFileName,
    file.printFileName,
    file.mimeType,
    file.content,
    stamp,
    file.userId,
    kind,
    Number(needAgreement),
  );
  return Number(result.lastInsertRowid);
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

function seedLog(db: Db): void {
  const seed = JSON.parse(readFileSync(join(seedDirectory, 'file-issue-log.json'), 'utf8')) as {
    files: SeedLogFile[];
  };
  const exists = prepared(db, 'SELECT COUNT(*) FROM customers WHERE customer_id = ?', 'pluck');
  const flags = prepared(
    db,
    'UPDATE customer_personal_files SET is_download = ?, complete_agreement_flag = ? WHERE customer_file_id = ?',
  );
  for (const row of seed.files) {
    if ((exists.get(row.customer_id) as number) === 0) continue;
    // The demo documents were issued by the administrator (user 1).
    const id = insertLogFile(
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
    flags.run(row.is_download, row.complete_agreement_flag, id);
  }
}

const ready = new WeakSet<Db>();

/**
 * Makes the log's table ready (基本情報's, with the log's columns) and, the first time, adds the demo rows:
 * a marker table remembers that, so that rows a user deleted do not come back at the next start.
 */
export function ensureFileIssueLog(db: Db): void {
  if (ready.has(db)) return;
  ensureBasicInfoTables(db);
  db.exec('CREATE TABLE IF NOT EXISTS file_issue_log_seeded (seeded_timestamp TEXT NOT NULL)');
  inTransaction(db, () => {
    if ((prepared(db, 'SELECT COUNT(*) FROM file_issue_log_seeded', 'pluck').get() as number) > 0) return;
    seedLog(db);
    prepared(db, 'INSERT INTO file_issue_log_seeded (seeded_timestamp) VALUES (?)').run(tokyoTimestamp());
  });
  ready.add(db);
}

/**
 * Records a document issued for a customer (a generated download): it is then listed in the file issue
 * log, downloadable again with `fileIssueLog/downloadFile` and deletable. Answers its customer_file_id.
 */
export function recordIssuedFile(
  db: Db,
  file: {
    customerId: number;
    userId: number;
    originalFileName: string;
    printFileName: string;
    mimeType: string;
    content: Buffer;
  },
): number {
  ensureFileIssueLog(db);
  return insertLogFile(db, file, 'issued', false, tokyoTimestamp());
}

/** Stores a staff upload to the customer's my page (upload choice 1, or 2 asking to agree). Answers its id. */
export function recordMyPageUpload(
  db: Db,
  file: { customerId: number; userId: number; fileName: string; mimeType: string; content: Buffer },
  needAgreement: boolean,
): number {
  ensureFileIssueLog(db);
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

/** A page of the customer's log, sorted, and the number of rows in all. */
export function fileIssueLogPage(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number; sortBy: LogSortKey; desc: boolean },
): { data: FileIssueLogRecord[]; total: number } {
  ensureFileIssueLog(db);
  const total = prepared(
    db,
    `SELECT COUNT(*) FROM customer_personal_files WHERE customer_id = ? AND file_kind IN ${logKinds}`,
    'pluck',
  ).get(customerId) as number;
  // sortBy is one of logSortKeys (the route checks it), so it may be written into the SQL text. Ties keep the
  // order of registration, in the same direction.
  const direction = page.desc ? 'DESC' : 'ASC';
  const data = prepared(
    db,
    `SELECT f.customer_file_id,
       COALESCE(NULLIF(f.print_file_name_1, ''), f.original_file_name) AS title,
       f.print_file_name_1, f.original_file_name, f.file_kind, f.is_download, f.need_customer_agree_flag,
       f.complete_agreement_flag, f.registered_timestamp, COALESCE(u.user_name, '') AS registered_user_name
     FROM customer_personal_files f LEFT JOIN users u ON u.user_id = f.registered_user_id
     WHERE f.customer_id = ? AND f.file_kind IN ${logKinds}
     ORDER BY ${page.sortBy} ${direction}, f.customer_file_id ${direction}
     LIMIT ? OFFSET ?`,
  ).all(customerId, page.limit, page.offset) as FileIssueLogRecord[];
  return { data, total };
}

/** How a deletion ended: done, no such file in the log (440), the bytes (443) or the row (444) not removed. */
export type LogDeletion = 'deleted' | 'missing' | 'fileNotDeleted' | 'recordNotDeleted';

/**
 * Deletes a file of the log: its bytes first, then its row, in one transaction — a failure of either leaves
 * both as they were. Identity documents are not in the log and are never deleted here.
 */
export function deleteLogFile(db: Db, customerId: number, fileId: number): LogDeletion {
  ensureFileIssueLog(db);
  const where = `WHERE customer_id = ? AND customer_file_id = ? AND file_kind IN ${logKinds}`;
  const exists = prepared(db, `SELECT COUNT(*) FROM customer_personal_files ${where}`, 'pluck');
  if ((exists.get(customerId, fileId) as number) === 0) return 'missing';
  const step = { name: 'file' as 'file' | 'record' };
  try {
    return inTransaction(db, (): LogDeletion => {
      const emptied = prepared(db, `UPDATE customer_personal_files SET content = x'' ${where}`).run(
        customerId,
        fileId,
      );
      if (emptied.changes !== 1) throw new Error('file not deleted');
      step.name = 'record';
      const removed = prepared(db, `DELETE FROM customer_personal_files ${where}`).run(customerId, fileId);
      if (removed.changes !== 1) throw new Error('record not deleted');
      return 'deleted';
    });
  } catch {
    return step.name === 'file' ? 'fileNotDeleted' : 'recordNotDeleted';
  }
}

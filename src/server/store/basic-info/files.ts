import type { Db } from '../database';
import { prepared } from '../statements';

/** An identity document's stored facts, without its bytes. */
export interface PersonalFileRecord {
  customer_file_id: number;
  customer_id: number;
  customer_update_application_header_id: number | null;
  is_live: number;
  title: string;
  original_file_name: string;
  print_file_name_1: string;
  mime_type: string;
  rotation: number;
}

/** A new document to store. */
export interface NewPersonalFile {
  title: string;
  originalFileName: string;
  printFileName: string;
  mimeType: string;
  rotation: number;
  content: Uint8Array;
}

const columns = `customer_file_id, customer_id, customer_update_application_header_id, is_live, title,
  original_file_name, print_file_name_1, mime_type, rotation`;

/**
 * Stores a document, not yet part of the current data: a direct save makes it live at once, an update
 * application when it is applied. Answers its id.
 */
export function insertPersonalFile(
  db: Db,
  customerId: number,
  headerId: number | null,
  file: NewPersonalFile,
  stamp: string,
  userId: number | null,
): number {
  const result = prepared(
    db,
    `INSERT INTO customer_personal_files (customer_id, customer_update_application_header_id, is_live, title,
       original_file_name, print_file_name_1, mime_type, rotation, content, registered_timestamp,
       registered_user_id)
     VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    customerId,
    headerId,
    file.title,
    file.originalFileName,
    file.printFileName,
    file.mimeType,
    file.rotation,
    Buffer.from(file.content),
    stamp,
    userId,
  );
  return Number(result.lastInsertRowid);
}

/** The customer's documents with these ids (any state), by id. */
export function personalFilesById(
  db: Db,
  customerId: number,
  ids: number[],
): Map<number, PersonalFileRecord> {
  if (ids.length === 0) return new Map();
  const rows = prepared(
    db,
    // Only identity documents: an issued document or a my page upload never becomes one.
    `SELECT ${columns} FROM customer_personal_files WHERE customer_id = ? AND file_kind = 'identity'
       AND customer_file_id IN (SELECT value FROM json_each(?))`,
  ).all(customerId, JSON.stringify(ids)) as PersonalFileRecord[];
  return new Map(rows.map((row) => [row.customer_file_id, row]));
}

/** The number of documents that are part of the customer's current data. */
export function liveFileCount(db: Db, customerId: number): number {
  return prepared(
    db,
    'SELECT COUNT(*) FROM customer_personal_files WHERE customer_id = ? AND is_live = 1',
    'pluck',
  ).get(customerId) as number;
}

/** Which documents a download call may serve: the saved ones, or those an update application brought. */
export type DownloadKind = 'saved' | 'application';

/** A document to download: its bytes, type and names; undefined when the customer has no such file. */
export function fileForDownload(
  db: Db,
  customerId: number,
  fileId: number,
  kind: DownloadKind,
): (PersonalFileRecord & { content: Buffer }) | undefined {
  // A saved document is one that is (or was) part of the data: saved directly, or live now. A file that
  // came with an application is served by the application's call, whatever became of the application.
  const condition =
    kind === 'saved'
      ? '(customer_update_application_header_id IS NULL OR is_live = 1)'
      : 'customer_update_application_header_id IS NOT NULL';
  return prepared(
    db,
    `SELECT ${columns}, content FROM customer_personal_files
       WHERE customer_id = ? AND customer_file_id = ? AND ${condition}`,
  ).get(customerId, fileId) as (PersonalFileRecord & { content: Buffer }) | undefined;
}

import type { Db } from '../database';

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

const columns = [
  'customer_file_id',
  'customer_id',
  'customer_update_application_header_id',
  'is_live',
  'title',
  'original_file_name',
  'print_file_name_1',
  'mime_type',
  'rotation',
] as const;

/**
 * Stores a document, not yet part of the current data: a direct save makes it live at once, an update
 * application when it is applied. Answers its id.
 */
export async function insertPersonalFile(
  db: Db,
  customerId: number,
  headerId: number | null,
  file: NewPersonalFile,
  stamp: string,
  userId: number | null,
): Promise<number> {
  const { customer_file_id: id } = await db
    .insertInto('customer_personal_files')
    .values({
      customer_id: customerId,
      customer_update_application_header_id: headerId,
      is_live: 0,
      title: file.title,
      original_file_name: file.originalFileName,
      print_file_name_1: file.printFileName,
      mime_type: file.mimeType,
      rotation: file.rotation,
      content: Buffer.from(file.content),
      registered_timestamp: stamp,
      registered_user_id: userId,
    })
    .returning('customer_file_id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The customer's documents with these ids (any state), by id. */
export async function personalFilesById(
  db: Db,
  customerId: number,
  ids: number[],
): Promise<Map<number, PersonalFileRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer_personal_files')
    .select(columns)
    .where('customer_id', '=', customerId)
    // Only identity documents: an issued document or a my page upload never becomes one.
    .where('file_kind', '=', 'identity')
    .where('customer_file_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.customer_file_id, row]));
}

/** The number of documents that are part of the customer's current data. */
export async function liveFileCount(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_personal_files')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('customer_id', '=', customerId)
    .where('is_live', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which documents a download call may serve: the saved ones, or those an update application brought. */
export type DownloadKind = 'saved' | 'application';

/** A document to download: its bytes, type and names; undefined when the customer has no such file. */
export async function fileForDownload(
  db: Db,
  customerId: number,
  fileId: number,
  kind: DownloadKind,
): Promise<(PersonalFileRecord & { content: Buffer }) | undefined> {
  return (
    db
      .selectFrom('customer_personal_files')
      .select([...columns, 'content'])
      .where('customer_id', '=', customerId)
      .where('customer_file_id', '=', fileId)
      // A saved document is one that is (or was) part of the data: saved directly, or live now. A file that
      // came with an application is served by the application's call, whatever became of the application.
      .where((eb) =>
        kind === 'saved'
          ? eb.or([eb('customer_update_application_header_id', 'is', null), eb('is_live', '=', 1)])
          : eb('customer_update_application_header_id', 'is not', null),
      )
      .executeTakeFirst()
  );
}

import type { JsonValue } from '../../../engine/types';
import { asFlag, asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import type { SectionChange, SectionStore } from './section-store';
import { prepared } from '../statements';

const textColumns = [
  'corporate_name',
  'corporate_name_kana',
  'name',
  'name_kana',
  'telephone_number',
  'remark',
] as const;

// A row's columns as an array, in the order of the answer: a row object from better-sqlite3 and a copy of it
// cost more than the query itself for a handful of rows.
type ClientRow = [
  customerClientId: number,
  sortNumber: number,
  corporateName: string,
  corporateNameKana: string,
  name: string,
  nameKana: string,
  telephoneNumber: string,
  remark: string,
  registeredTimestamp: string,
  updatedTimestamp: string,
  userName: string | null,
];

function loadClients(db: Db, customerId: number): JsonValue[] {
  const rows = prepared(
    db,
    `SELECT c.customer_client_id, c.sort_number, c.corporate_name, c.corporate_name_kana, c.name, c.name_kana,
         c.telephone_number, c.remark, c.registered_timestamp, c.updated_timestamp, u.user_name
       FROM customer_clients c LEFT JOIN users u ON u.user_id = c.updated_user_id
       WHERE c.customer_id = ? ORDER BY c.sort_number, c.customer_client_id`,
    'raw',
  ).all(customerId) as ClientRow[];
  return rows.map((row, index) => ({
    customer_client_id: row[0],
    index,
    sort_number: row[1],
    corporate_name: row[2],
    corporate_name_kana: row[3],
    name: row[4],
    name_kana: row[5],
    telephone_number: row[6],
    remark: row[7],
    registered_timestamp: row[8],
    updated_timestamp: row[9],
    user_name: row[10] ?? '',
    is_new: false,
    is_delete: false,
  }));
}

function saveClients(db: Db, { customerId, userId, stamp, data }: SectionChange): void {
  const rows = Array.isArray(data.customer_clients) ? data.customer_clients.map(asRecord) : [];
  const maxRow = prepared(
    db,
    'SELECT COALESCE(MAX(sort_number), 0) AS max FROM customer_clients WHERE customer_id = ?',
  ).get(customerId) as { max: number };
  let nextSort = maxRow.max + 1;
  // An empty sort number takes the next free one, as the screen does for a new row (001 §4).
  const sortOf = (row: Record<string, unknown>) => asInteger(row.sort_number) ?? nextSort++;
  const remove = prepared(
    db,
    'DELETE FROM customer_clients WHERE customer_client_id = ? AND customer_id = ?',
  );
  const insert = prepared(
    db,
    `INSERT INTO customer_clients (customer_id, sort_number, ${textColumns.join(', ')},
       registered_timestamp, updated_timestamp, updated_user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Rows sent back unchanged keep their update stamp and user: the screen sends every row.
  const update = prepared(
    db,
    `UPDATE customer_clients SET sort_number = ?, ${textColumns.map((c) => `${c} = ?`).join(', ')},
       updated_timestamp = ?, updated_user_id = ?
     WHERE customer_client_id = ? AND customer_id = ?
       AND (sort_number IS NOT ? OR ${textColumns.map((c) => `${c} IS NOT ?`).join(' OR ')})`,
  );
  for (const row of rows) {
    const id = asInteger(row.customer_client_id);
    const isNew = asFlag(row.is_new);
    const isDelete = asFlag(row.is_delete);
    if (isNew && isDelete) continue;
    if (isDelete) {
      if (id !== null) remove.run(id, customerId);
      continue;
    }
    const texts = textColumns.map((column) => asText(row[column]));
    if (isNew || id === null) {
      insert.run(customerId, sortOf(row), ...texts, stamp, stamp, userId);
    } else {
      const sort = sortOf(row);
      update.run(sort, ...texts, stamp, userId, id, customerId, sort, ...texts);
    }
  }
}

/** 関連会社及び主要お取引先の設定: the customer's related clients, as rows. */
export const relationClientStore: SectionStore = {
  load: (db: Db, customerId: number) => ({ customer_clients: loadClients(db, customerId) }),
  save: saveClients,
};

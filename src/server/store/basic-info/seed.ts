import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormData, JsonValue } from '../../../engine/types';
import { asRecord } from '../../values';
import { inTransaction, type Db } from '../database';
import { seedDirectory } from '../seed';
import { prepared } from '../statements';
import { insertApplication } from './applications';
import { basicInfoTablesSql, upgradePersonalFilesTable } from './tables';
import { readSnapshot, type Snapshot } from './values';

/** A row of `basic-info.json` → `basic_infos` (the columns of customer_basic_infos). */
type SeedBasicInfo = Record<string, string | number | null> & { customer_id: number };

/** An identity document of `basic-info.json`, its bytes in base64. */
interface SeedPersonalFile {
  customer_id: number;
  title: string;
  original_file_name: string;
  print_file_name_1: string;
  mime_type: string;
  rotation: number;
  registered_timestamp: string;
  content_base64: string;
}

/** An update application of `basic-info.json`: its values as overrides of the customer's current ones. */
interface SeedApplication {
  header_id: number;
  customer_id: number;
  update_application_status: number;
  approval_request_status: number;
  application_schedule_timestamp: string;
  requested_timestamp: string;
  requested_user_id: number;
  decided_timestamp?: string;
  applied_timestamp?: string;
  is_send_back_shown?: boolean;
  before?: FormData;
  after: FormData;
}

interface SeedFile {
  cancellation_reasons: { id: number; name: string }[];
  basic_infos: SeedBasicInfo[];
  personal_files: SeedPersonalFile[];
  applications: SeedApplication[];
}

// Group by group: an override names only the items it changes.
function overlay(base: Snapshot, override: FormData | undefined): Snapshot {
  const out: Record<string, JsonValue> = { ...base };
  for (const [group, values] of Object.entries(override ?? {}))
    out[group] = { ...asRecord(base[group]), ...asRecord(values) } as JsonValue;
  return out;
}

function seedRows(db: Db, seed: SeedFile): void {
  const exists = prepared(db, 'SELECT 1 FROM customers WHERE customer_id = ?');
  const reason = prepared(db, 'INSERT INTO cancellation_reason_masters (id, name) VALUES (?, ?)');
  for (const row of seed.cancellation_reasons) reason.run(row.id, row.name);
  for (const row of seed.basic_infos) {
    if (!exists.get(row.customer_id)) continue;
    const columns = Object.keys(row);
    prepared(
      db,
      `INSERT INTO customer_basic_infos (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    ).run(row);
  }
  const file = prepared(
    db,
    `INSERT INTO customer_personal_files (customer_id, is_live, title, original_file_name, print_file_name_1,
       mime_type, rotation, content, registered_timestamp) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const f of seed.personal_files) {
    if (!exists.get(f.customer_id)) continue;
    const content = Buffer.from(f.content_base64, 'base64');
    file.run(
      f.customer_id,
      f.title,
      f.original_file_name,
      f.print_file_name_1,
      f.mime_type,
      f.rotation,
      content,
      f.registered_timestamp,
    );
  }
  const decide = prepared(
    db,
    `UPDATE customer_update_application_headers SET decided_timestamp = ?, decided_user_id = ?,
       applied_timestamp = ?, is_send_back_shown = ? WHERE customer_update_application_header_id = ?`,
  );
  for (const a of seed.applications) {
    if (!exists.get(a.customer_id)) continue;
    const current = readSnapshot(db, a.customer_id);
    const headerId = insertApplication(db, {
      customerId: a.customer_id,
      headerId: a.header_id,
      updateApplicationStatus: a.update_application_status,
      approvalRequestStatus: a.approval_request_status,
      schedule: a.application_schedule_timestamp,
      before: overlay(current, a.before),
      after: overlay(current, a.after),
      passwordHash: null,
      requestedTimestamp: a.requested_timestamp,
      requestedUserId: a.requested_user_id,
    });
    // Decisions of the demo history are the administrator's (user 1).
    decide.run(
      a.decided_timestamp ?? null,
      a.decided_timestamp ? 1 : null,
      a.applied_timestamp ?? null,
      Number(a.is_send_back_shown ?? false),
      headerId,
    );
  }
}

const ready = new WeakSet<Db>();

/**
 * Creates 基本情報's tables on a database's first use and, when they are new (no cancellation reason yet),
 * fills them from `fixtures/seed/basic-info.json` for the customers that exist.
 */
export function ensureBasicInfoTables(db: Db): void {
  if (ready.has(db)) return;
  db.exec(basicInfoTablesSql);
  upgradePersonalFilesTable(db);
  const count = prepared(db, 'SELECT COUNT(*) FROM cancellation_reason_masters', 'pluck').get() as number;
  if (count === 0) {
    const seed = JSON.parse(readFileSync(join(seedDirectory, 'basic-info.json'), 'utf8')) as SeedFile;
    inTransaction(db, () => seedRows(db, seed));
  }
  ready.add(db);
}

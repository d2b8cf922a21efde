import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormData, JsonValue } from '../../../engine/types';
import { asRecord } from '../../values';
import { inTransaction, syncIdSequences, type Db } from '../database';
import { seedDirectory } from '../seed';
import { runtimeTables } from '../tables';
import { insertApplication } from '../../approval/applications';
import { basicInfoDeclaration } from './declaration';
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

async function seedRows(db: Db, seed: SeedFile): Promise<void> {
  const existing = await db.selectFrom('customers').select('customer_id').execute();
  const exists = new Set(existing.map((row) => row.customer_id));
  if (seed.cancellation_reasons.length > 0)
    await db.insertInto('cancellation_reason_masters').values(seed.cancellation_reasons).execute();
  for (const row of seed.basic_infos) {
    if (!exists.has(row.customer_id)) continue;
    // The seed's rows name the columns they set (the rest keep their defaults).
    await runtimeTables(db).insertInto('customer_basic_infos').values(row).execute();
  }
  for (const f of seed.personal_files) {
    if (!exists.has(f.customer_id)) continue;
    await db
      .insertInto('customer_personal_files')
      .values({
        customer_id: f.customer_id,
        is_live: 1,
        title: f.title,
        original_file_name: f.original_file_name,
        print_file_name_1: f.print_file_name_1,
        mime_type: f.mime_type,
        rotation: f.rotation,
        content: Buffer.from(f.content_base64, 'base64'),
        registered_timestamp: f.registered_timestamp,
      })
      .execute();
  }
  for (const a of seed.applications) {
    if (!exists.has(a.customer_id)) continue;
    const current = await readSnapshot(db, a.customer_id);
    const headerId = await insertApplication(db, {
      requestType: basicInfoDeclaration.requestType,
      customerId: a.customer_id,
      headerId: a.header_id,
      updateApplicationStatus: a.update_application_status,
      approvalRequestStatus: a.approval_request_status,
      schedule: a.application_schedule_timestamp,
      before: overlay(current, a.before),
      after: overlay(current, a.after),
      secretHash: null,
      requestedTimestamp: a.requested_timestamp,
      requestedUserId: a.requested_user_id,
    });
    // Decisions of the demo history are the administrator's (user 1).
    await db
      .updateTable('customer_update_application_headers')
      .set({
        decided_timestamp: a.decided_timestamp ?? null,
        decided_user_id: a.decided_timestamp ? 1 : null,
        applied_timestamp: a.applied_timestamp ?? null,
        is_send_back_shown: Number(a.is_send_back_shown ?? false),
      })
      .where('customer_update_application_header_id', '=', headerId)
      .execute();
  }
  // The applications came with their ids: PostgreSQL's numbering must continue past them.
  await syncIdSequences(db);
}

/**
 * Fills 基本情報's tables from `basic-info.json` for the customers that exist (call it after the customers
 * are seeded; joins the caller's transaction). Does nothing when they hold data already (a cancellation
 * reason exists). Answers whether it seeded.
 */
export async function seedBasicInfo(db: Db, directory: string = seedDirectory): Promise<boolean> {
  const seed = JSON.parse(readFileSync(join(directory, 'basic-info.json'), 'utf8')) as SeedFile;
  return inTransaction(db, async (trx) => {
    const { count } = await trx
      .selectFrom('cancellation_reason_masters')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return false;
    await seedRows(trx, seed);
    return true;
  });
}

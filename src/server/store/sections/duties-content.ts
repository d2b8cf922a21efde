import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerOption } from '../../../engine/adapters';
import type { FormData as SectionData, JsonValue } from '../../../engine/types';
import { answerFromRecord, payloadFields, type DutiesRecord } from '../../../sections/duties-content';
import type { Db } from '../database';
import { seedDirectory } from '../seed';
import type { SectionChange, SectionStore } from './section-store';

/** The option lists of the section's selects, as `fixtures/seed/duties-content.json` → `masters` gives them. */
interface DutiesMasters {
  business_type: AnswerOption[];
  reception_staff_name: AnswerOption[];
  off_hour_announce: AnswerOption[];
  receive_count: AnswerOption[];
  sex_options: AnswerOption[];
}

interface DutiesSeed {
  masters: DutiesMasters;
  records: (DutiesRecord & { customer_id: number; updated_timestamp: string; updated_user_id: number })[];
}

const testTimeField = 'option_business_end_report_fax_number_test_timestamp';

let seed: DutiesSeed | undefined;
function readSeed(): DutiesSeed {
  seed ??= JSON.parse(readFileSync(join(seedDirectory, 'duties-content.json'), 'utf8')) as DutiesSeed;
  if (!Array.isArray(seed.records)) throw new Error('duties-content.json: "records" is not a list');
  return seed;
}

/**
 * While the table (migrations/0001-baseline/sections.ts) holds no record, fills it with the demo records of
 * customers that exist (a fresh database, or one made before the section existed). `prepareSectionStorage`
 * calls it at start.
 */
export async function seedDutiesContents(db: Db): Promise<void> {
  const any = await db
    .selectFrom('customer_duties_contents')
    .select('customer_id')
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  for (const { customer_id, updated_timestamp, updated_user_id, ...contents } of readSeed().records) {
    const customer = await db
      .selectFrom('customers')
      .select('customer_id')
      .where('customer_id', '=', customer_id)
      .executeTakeFirst();
    if (!customer) continue;
    await db
      .insertInto('customer_duties_contents')
      .values({ customer_id, contents: JSON.stringify(contents), updated_timestamp, updated_user_id })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
  }
}

interface StoredDuties {
  record: DutiesRecord;
  /** The stored JSON text as read: a write replaces exactly it (or finds it changed and reads again). */
  contents: string | undefined;
  updated_timestamp: string | undefined;
  updated_user_id: number | null;
}

async function storedRecord(db: Db, customerId: number): Promise<StoredDuties> {
  const row = await db
    .selectFrom('customer_duties_contents')
    .select(['contents', 'updated_timestamp', 'updated_user_id'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return {
    record: row ? (JSON.parse(row.contents) as DutiesRecord) : {},
    contents: row?.contents,
    updated_timestamp: row?.updated_timestamp,
    updated_user_id: row?.updated_user_id ?? null,
  };
}

/**
 * Rewrites the customer's record from what is stored: each write keeps fields another writer owns (a save
 * keeps the fax test time, the fax test keeps the texts), so it replaces the record only if it is still the
 * one it read, and else reads again: a fax test recorded while a save runs is not lost, on either database.
 */
async function rewriteRecord(
  db: Db,
  customerId: number,
  rewrite: (before: StoredDuties) => { record: DutiesRecord; stamp: string; userId: number | null },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = await storedRecord(db, customerId);
    const { record, stamp, userId } = rewrite(before);
    const contents = JSON.stringify(record);
    const values = { contents, updated_timestamp: stamp, updated_user_id: userId };
    const written =
      before.contents === undefined
        ? await db
            .insertInto('customer_duties_contents')
            .values({ customer_id: customerId, ...values })
            .onConflict((oc) => oc.column('customer_id').doNothing())
            .executeTakeFirst()
            .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
        : await db
            .updateTable('customer_duties_contents')
            .set(values)
            .where('customer_id', '=', customerId)
            .where('contents', '=', before.contents)
            .executeTakeFirst()
            .then((result) => Number(result.numUpdatedRows));
    if (written > 0) return;
    if (attempt === 100) throw new Error(`customer_duties_contents ${customerId}: changed on every attempt`);
  }
}

/** The section's option lists (the answer's `options`, also what a save's ids must be one of). */
export function dutiesMasters(): DutiesMasters {
  return readSeed().masters;
}

function selectOf(options: AnswerOption[], value: JsonValue | undefined): SectionData {
  const chosen = options.find((option) => option.value === value);
  return { options: options as unknown as JsonValue[], selected: chosen ? chosen.value : null };
}

/** `duties_contents` of the answer (§3): the stored record in the spec's shape with the selects' options. */
async function loadDuties(db: Db, customerId: number): Promise<SectionData> {
  const stored = (await storedRecord(db, customerId)).record;
  const answer = answerFromRecord(stored);
  const masters = dutiesMasters();
  const business = selectOf(masters.business_type, stored.business_type_master_id);
  const businessName = masters.business_type.find((option) => option.value === business.selected)?.text;
  answer.business_type = { name: businessName ?? '', ...business };
  answer.reception_staff_name = selectOf(masters.reception_staff_name, stored.reception_master_id);
  answer.business_option = {
    ...(answer.business_option as SectionData),
    off_hour_announce: selectOf(masters.off_hour_announce, stored.option_overtime_announce_type),
    receive_count: selectOf(masters.receive_count, stored.option_inbound_line_count),
  };
  answer.sex_options = masters.sex_options as unknown as JsonValue[];
  return answer;
}

/** Writes a validated save (`data` is the flat §7 payload); the fax test time is the test send's to write. */
async function saveDuties(db: Db, { customerId, userId, stamp, data }: SectionChange): Promise<void> {
  await rewriteRecord(db, customerId, ({ record: before }) => {
    const record: DutiesRecord = Object.fromEntries(
      payloadFields.map((field) => [field, data[field] ?? null]),
    );
    record[testTimeField] = before[testTimeField] ?? null;
    return { record, stamp, userId };
  });
}

/**
 * Records a fax test send (sendTestBusinessEndReportFaxNumber) at `time`, keeping the rest of the record and
 * its update stamp and user (a test send is no change of the customer).
 */
export async function recordFaxTest(db: Db, customerId: number, time: string): Promise<void> {
  await rewriteRecord(db, customerId, (before) => ({
    record: { ...before.record, [testTimeField]: time },
    stamp: before.updated_timestamp ?? time,
    userId: before.updated_user_id,
  }));
}

/** Writes one rich text of the record (updateAMessage, updateSchedule) with the save's stamp, keeping the rest. */
export async function saveRichText(
  db: Db,
  {
    customerId,
    userId,
    stamp,
    field,
    html,
  }: Omit<SectionChange, 'data' | 'isEntry'> & { field: string; html: string },
): Promise<void> {
  await rewriteRecord(db, customerId, ({ record }) => ({
    record: { ...record, [field]: html },
    stamp,
    userId,
  }));
}

/** 業務内容: one record per customer (the flat payload as JSON) answered in the spec's `duties_contents` shape. */
export function dutiesContentStore(): SectionStore {
  // Its one table is its own: no save of it touches the customer's names.
  return { keepsNames: true, load: loadDuties, save: saveDuties };
}

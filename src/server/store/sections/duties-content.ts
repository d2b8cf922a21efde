import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerOption } from '../../../engine/adapters';
import type { FormData as SectionData, JsonValue } from '../../../engine/types';
import { answerFromRecord, payloadFields, type DutiesRecord } from '../../../sections/duties-content';
import type { Db } from '../database';
import { seedDirectory } from '../seed';
import { prepared } from '../statements';
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

// The record is the flat §7 payload, kept as one JSON document: the screen always saves it whole, and no
// list searches its fields. Its own table, created by the section's first use.
const createTable = `
CREATE TABLE IF NOT EXISTS customer_duties_contents (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  contents TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
)`;
const upsertSql = `
INSERT INTO customer_duties_contents (customer_id, contents, updated_timestamp, updated_user_id)
VALUES (?, ?, ?, ?)
ON CONFLICT (customer_id) DO UPDATE SET
  contents = excluded.contents, updated_timestamp = excluded.updated_timestamp,
  updated_user_id = excluded.updated_user_id`;

let seed: DutiesSeed | undefined;
function readSeed(): DutiesSeed {
  seed ??= JSON.parse(readFileSync(join(seedDirectory, 'duties-content.json'), 'utf8')) as DutiesSeed;
  if (!Array.isArray(seed.records)) throw new Error('duties-content.json: "records" is not a list');
  return seed;
}

const tableReady = new WeakSet<Db>();

// Creates the table on the first use of a database and, while it holds no record, fills it with the demo
// records of customers that exist.
function ensureTable(db: Db): void {
  if (tableReady.has(db)) return;
  db.exec(createTable);
  const { count } = prepared(db, 'SELECT COUNT(*) AS count FROM customer_duties_contents').get() as {
    count: number;
  };
  if (count === 0) {
    const exists = prepared(db, 'SELECT 1 FROM customers WHERE customer_id = ?');
    for (const { customer_id, updated_timestamp, updated_user_id, ...contents } of readSeed().records) {
      if (!exists.get(customer_id)) continue;
      prepared(db, upsertSql).run(customer_id, JSON.stringify(contents), updated_timestamp, updated_user_id);
    }
  }
  tableReady.add(db);
}

function storedRecord(db: Db, customerId: number): DutiesRecord {
  ensureTable(db);
  const row = prepared(db, 'SELECT contents FROM customer_duties_contents WHERE customer_id = ?').get(
    customerId,
  ) as { contents: string } | undefined;
  return row ? (JSON.parse(row.contents) as DutiesRecord) : {};
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
function loadDuties(db: Db, customerId: number): SectionData {
  const stored = storedRecord(db, customerId);
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
function saveDuties(db: Db, { customerId, userId, stamp, data }: SectionChange): void {
  const before = storedRecord(db, customerId);
  const contents: DutiesRecord = Object.fromEntries(
    payloadFields.map((field) => [field, data[field] ?? null]),
  );
  contents[testTimeField] = before[testTimeField] ?? null;
  prepared(db, upsertSql).run(customerId, JSON.stringify(contents), stamp, userId);
}

/** Records a fax test send (sendTestBusinessEndReportFaxNumber) at `time`, keeping the rest of the record. */
export function recordFaxTest(db: Db, customerId: number, time: string): void {
  const before = storedRecord(db, customerId);
  const row = prepared(
    db,
    'SELECT updated_timestamp, updated_user_id FROM customer_duties_contents WHERE customer_id = ?',
  ).get(customerId) as { updated_timestamp: string; updated_user_id: number | null } | undefined;
  prepared(db, upsertSql).run(
    customerId,
    JSON.stringify({ ...before, [testTimeField]: time }),
    row?.updated_timestamp ?? time,
    row?.updated_user_id ?? null,
  );
}

/** Writes one rich text of the record (updateAMessage, updateSchedule) with the save's stamp, keeping the rest. */
export function saveRichText(
  db: Db,
  {
    customerId,
    userId,
    stamp,
    field,
    html,
  }: Omit<SectionChange, 'data' | 'isEntry'> & { field: string; html: string },
): void {
  const before = storedRecord(db, customerId);
  prepared(db, upsertSql).run(customerId, JSON.stringify({ ...before, [field]: html }), stamp, userId);
}

/** 業務内容: one record per customer (the flat payload as JSON) answered in the spec's `duties_contents` shape. */
export function dutiesContentStore(): SectionStore {
  return { load: loadDuties, save: saveDuties };
}

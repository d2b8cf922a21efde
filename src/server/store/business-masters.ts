import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../engine/catalogue';
import { coerceToSchema } from '../../engine/coerce';
import type { FormData } from '../../engine/types';
import type { BusinessMaster, BusinessMasterSearch } from '../../sections/order-business-master';
import type { Db } from './database';
import { seedDirectory } from './seed';
import { seedOnce } from './seed-once';
import { declaredStore } from './sections/declared-store';

// The business master of 受注内容 (migrations/0004-orders.ts) and the demo data of the order sections.

/** How many masters one search answers at most (the modal lists them on one page). */
export const businessMasterSearchLimit = 100;

/**
 * The live masters (delete_flag off) matching a search of the select-business modal, in master order:
 * business code and course/option name partial (ASCII case folded on both databases), start and end time
 * the weekday, Saturday or holiday time of that id, call count the base call count exactly.
 */
export async function searchBusinessMasters(db: Db, search: BusinessMasterSearch): Promise<BusinessMaster[]> {
  const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db.selectFrom('business_masters').selectAll().where('delete_flag', '=', 0);
  if (search.business_genre) query = query.where('business_genre', '=', search.business_genre);
  if (search.business_code)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['business_code']), 'like', eb.val(like(search.business_code ?? ''))),
    );
  if (search.course_option_name)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['course_option_name']), 'like', eb.val(like(search.course_option_name ?? ''))),
    );
  const start = search.start_time_id;
  if (start)
    query = query.where((eb) =>
      eb.or([
        eb('weekday_start_time_id', '=', start),
        eb('saturday_start_time_id', '=', start),
        eb('holiday_start_time_id', '=', start),
      ]),
    );
  const end = search.end_time_id;
  if (end)
    query = query.where((eb) =>
      eb.or([
        eb('weekday_end_time_id', '=', end),
        eb('saturday_end_time_id', '=', end),
        eb('holiday_end_time_id', '=', end),
      ]),
    );
  if (search.base_call_count) query = query.where('base_call_count', '=', search.base_call_count);
  const rows = await query
    .orderBy('sort_number')
    .orderBy('business_master_id')
    .limit(businessMasterSearchLimit)
    .execute();
  return rows.map(({ delete_flag: _deleted, sort_number: _sort, is_spot_course, ...row }) => ({
    ...row,
    is_spot_course: is_spot_course === 1,
  }));
}

interface SeedMaster extends Omit<BusinessMaster, 'business_master_id'> {
  sort_number: number;
  delete_flag?: boolean;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * The demo business master (fixtures/seed/business-masters.json) and the demo 受注内容 and 支払条件 of the
 * customers that exist (fixtures/seed/sections/order-detail.json, pay-condition.json), written through the
 * sections' declared storage into migration 0004's tables. Once per database (`seedOnce`), so rows a user
 * deleted do not come back; called by openStore after the sections' storage is in place.
 */
export async function seedOrders(
  db: Db,
  catalogue: Catalogue,
  directory: string = seedDirectory,
): Promise<boolean> {
  return seedOnce(db, 'orders', async (trx) => {
    const { business_masters: masters } = readJson<{ business_masters: SeedMaster[] }>(
      join(directory, 'business-masters.json'),
    );
    for (const { is_spot_course, delete_flag, ...master } of masters)
      await trx
        .insertInto('business_masters')
        .values({
          ...master,
          is_spot_course: Number(is_spot_course),
          delete_flag: Number(delete_flag ?? false),
        })
        .execute();
    for (const id of ['order-detail', 'pay-condition']) {
      const entry = catalogue[id];
      if (!entry) continue;
      const store = declaredStore(entry);
      const seed = readJson<{ customers: { customer_id: number; data: FormData }[] }>(
        join(directory, 'sections', `${id}.json`),
      );
      for (const record of seed.customers) {
        const customer = await trx
          .selectFrom('customers')
          .select(['updated_timestamp', 'is_entry'])
          .where('customer_id', '=', record.customer_id)
          .executeTakeFirst();
        if (!customer) continue;
        await store.seed(trx, {
          customerId: record.customer_id,
          userId: 1,
          isEntry: customer.is_entry === 1,
          stamp: customer.updated_timestamp,
          data: coerceToSchema(entry.schema, record.data) as FormData,
        });
      }
    }
  });
}

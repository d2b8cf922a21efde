import type { Catalogue } from '../../engine/catalogue';
import type { JsonValue } from '../../engine/types';
import { serverAdapters } from '../../sections/server-adapters';
import { tokyoToday } from '../../../rules/lib/clock';
import { basicInfoAnswer } from '../store/basic-info/answer';
import { cancellationState } from '../store/contract-cancellation';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
import { sectionStoreOf } from '../store/sections';
import { withOptionTitles } from './option-titles';
import type { DocumentData } from './template';
import sender from '../../../schemas/documents/sender.json';

const wareki = new Intl.DateTimeFormat('ja-JP-u-ca-japanese', {
  era: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The issue day (Tokyo) in the forms a Japanese document prints it. */
export function issueDay(): Record<string, string> {
  const date = tokyoToday();
  const [year, month, day] = date.split('-').map(Number);
  return {
    date,
    date_ja: `${year}年${month}月${day}日`,
    // 令和8年11月25日 (Intl writes the first year as 元年 where the locale data does).
    date_wareki: wareki.format(new Date(`${date}T00:00:00Z`)),
    compact: date.replaceAll('-', ''),
  };
}

// One catalogue section's load answer, as its load call answers (sections.ts: the store's own answer, the
// adapter's, or `{ root: data }`).
async function sectionAnswer(
  entry: Catalogue[string],
  db: Db,
  customer: CustomerRecord,
): Promise<Record<string, JsonValue>> {
  const store = sectionStoreOf(entry);
  if (!store) return {};
  const context = { isEntry: customer.is_entry };
  if (store.answer) return store.answer(db, customer.customer_id, context);
  const data = await store.load(db, customer.customer_id, context);
  const adapter = serverAdapters[entry.section.adapter ?? ''];
  return adapter?.toAnswer?.(data, context) ?? { [entry.section.load.root]: data };
}

/**
 * The customer's saved data under the roots a layout names (`roots`: the first step of its pointers), read
 * through the same stores and answers the screens load: only what the document uses is read.
 */
export async function customerData(
  db: Db,
  catalogue: Catalogue,
  customer: CustomerRecord,
  roots: Set<string>,
): Promise<DocumentData> {
  const data: DocumentData = {
    customer: {
      customer_id: customer.customer_id,
      tas_id: customer.tas_id ?? '',
      corporate_name: customer.corporate_name,
      is_entry: customer.is_entry,
    },
    issue: issueDay(),
    sender,
  };
  if (roots.has('basic_info')) {
    const answer = await basicInfoAnswer(db, customer.customer_id);
    if (answer)
      data.basic_info = { ...answer, update_info: null, send_back_info: null } as unknown as JsonValue;
  }
  if (roots.has('cancellation'))
    data.cancellation = ((await cancellationState(db, customer.customer_id)) ?? null) as unknown as JsonValue;
  for (const entry of Object.values(catalogue)) {
    const { root } = entry.section.load;
    // `/<root>_text`: the same answer with each chosen option as its title (取引条件書's 支払方法).
    const titled = `${root}_text`;
    if (!roots.has(root) && !roots.has(titled)) continue;
    Object.assign(data, await sectionAnswer(entry, db, customer));
    if (roots.has(titled)) data[titled] = withOptionTitles(entry.schema, data[root] ?? null);
  }
  return data;
}

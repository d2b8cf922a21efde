import fc from 'fast-check';
import type { Schema } from '../../../src/engine/types';
import page from '../../../schemas/pages/reception-history.json';
import type { FuzzCall } from './corpus';
import { customerOf, type FuzzFacts } from './facts';
import type { FuzzSession } from './fuzz-session';
import { handCall } from './hand-call';
import { paddingChars } from './nasty-values';
import { wrongValue } from './typed-fields';

// 顧客応対履歴's writes (src/server/routes/reception-history.ts), whose fields schemas/pages/reception-history.json
// declares: each field's wrong types and its limit + 1 come from that schema.

const schemas = page.schemas as Record<'sensation' | 'description' | 'status', Schema>;

// Values a field of the schema must refuse: another JSON type, text one past its limit.
function invalidOf(schema: Schema): Record<string, fc.Arbitrary<unknown>> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, raw]) => {
      const field = raw as Schema;
      const types = Array.isArray(field.type) ? field.type : [String(field.type)];
      const wrong = wrongValue(types) ?? fc.constant(undefined);
      const max = field.maxLength;
      const long =
        typeof max === 'number' ? [fc.constantFrom(...paddingChars).map((pad) => pad.repeat(max + 1))] : [];
      return [name, fc.oneof(wrong, ...long)];
    }),
  );
}

/** The three writes, for customer 1 and one of its histories (another customer's, from the set-up, refused). */
export async function receptionCalls(session: FuzzSession, facts: FuzzFacts): Promise<FuzzCall[]> {
  const common = {
    customer_id: 1,
    is_entry: 0,
    updated_user_id: 1,
    customer_updated_timestamp: facts.stamps.get(1),
  };
  const customer = customerOf(facts, 1);
  const history = await session.db
    .selectFrom('customer_reception_histories')
    .select('customer_reception_history_id as id')
    .where('customer_id', '=', 1)
    .orderBy('customer_reception_history_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const media = await session.db
    .selectFrom('sensation_media_masters')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const statusInvalid = invalidOf(schemas.status);
  return [
    handCall({
      key: 'POST customers/updateSensation',
      body: { ...common, sensation_media_master_id: media.id, sensation_media_remark: '紹介' },
      customer,
      stamp: 'checked',
      invalid: {
        ...invalidOf(schemas.sensation),
        sensation_media_master_id: fc.oneof(
          invalidOf(schemas.sensation).sensation_media_master_id,
          fc.constantFrom(0, 999_999),
        ),
      },
    }),
    handCall({
      key: 'POST customers/updateReceptionDescription',
      body: { ...common, customer_reception_description: '折り返し希望' },
      customer,
      stamp: 'checked',
      invalid: invalidOf(schemas.description),
    }),
    handCall({
      key: 'POST customers/updateReceptionStatus',
      body: {
        ...common,
        customer_reception_history_id: history.id,
        customer_reception_status: page.statusOptions[0].value,
      },
      customer,
      stamp: 'checked',
      invalid: {
        customer_reception_history_id: fc.oneof(
          statusInvalid.customer_reception_history_id,
          fc.constantFrom(...(facts.foreignRows.customer_reception_history_id ?? []), 999_999),
        ),
        customer_reception_status: fc.oneof(
          statusInvalid.customer_reception_status,
          fc.constantFrom(0, 4, -1),
        ),
      },
      required: schemas.status.required,
    }),
  ];
}

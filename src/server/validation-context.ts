import type { ValidationContext } from '../engine/validator';
import type { JsonValue } from '../engine/types';
import type { Db } from './store/database';

// Every text of a form, trimmed as the keywords read them: the candidates a keyword may look up.
function textsOf(value: JsonValue | undefined, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.trim() !== '') into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) textsOf(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) textsOf(item, into);
  }
  return into;
}

/**
 * What the server's validation gives the keywords that look into the database, for a save of one
 * customer's `data`: `uniqueDidNumber` asks whether another customer already has the D番号. Ajv's keywords
 * answer synchronously, so the numbers the form could name are looked up before it is validated.
 */
export async function validationContext(
  db: Db,
  customerId: number,
  data: JsonValue,
): Promise<ValidationContext> {
  const candidates = [...textsOf(data)];
  const taken = new Set<string>();
  if (candidates.length > 0) {
    const rows = await db
      .selectFrom('customers')
      .select('did_number')
      .where('did_number', 'in', candidates)
      .where('customer_id', '<>', customerId)
      .execute();
    for (const row of rows) taken.add(row.did_number);
  }
  return { didNumberTaken: (didNumber) => taken.has(didNumber) };
}

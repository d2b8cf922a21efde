import type { ValidationContext } from '../engine/validator';
import type { Db } from './store/database';
import { prepared } from './store/statements';

/**
 * What the server's validation gives the keywords that look into the database, for a save of one
 * customer: `uniqueDidNumber` asks whether another customer already has the D番号.
 */
export function validationContext(db: Db, customerId: number): ValidationContext {
  const taken = prepared(db, 'SELECT 1 FROM customers WHERE did_number = ? AND customer_id <> ? LIMIT 1');
  return { didNumberTaken: (didNumber) => taken.get(didNumber, customerId) !== undefined };
}

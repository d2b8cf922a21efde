import type { JsonValue } from '../../engine/types';

/**
 * Thrown inside a save's transaction when the request names a row of another customer (or a row that
 * does not exist): the transaction rolls back, stamp included, and the pipeline answers 422.
 */
export class ForeignDataError extends Error {
  constructor(where: string) {
    super(`a save names data that is not the customer's own: ${where}`);
    this.name = 'ForeignDataError';
  }
}

/**
 * Whether a request body carries data of another customer: a `customer_id` anywhere inside it (rows,
 * nested records) other than the call's own. The top-level `customer_id` names the customer of the call.
 */
export function carriesOtherCustomer(body: Record<string, JsonValue>, customerId: number): boolean {
  const visit = (value: JsonValue, depth: number): boolean => {
    if (depth > 64 || value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.some((item) => visit(item, depth + 1));
    return Object.entries(value).some(
      ([key, child]) =>
        (key === 'customer_id' && child !== null && String(child) !== String(customerId)) ||
        visit(child, depth + 1),
    );
  };
  return Object.entries(body).some(([key, value]) => key !== 'customer_id' && visit(value, 0));
}

import type { FastifyRequest } from 'fastify';

// Which customer a call turned out to be about, as the guard found it: the log records the customer the
// server checked, not whatever id the request carried.
const customerOfCall = new WeakMap<FastifyRequest, number>();

/** Notes the customer a guarded call is about (called by the guard once the customer is found). */
export function noteCallCustomer(request: FastifyRequest, customerId: number): void {
  customerOfCall.set(request, customerId);
}

/** The customer the guard found for this call, if any. */
export function callCustomer(request: FastifyRequest): number | undefined {
  return customerOfCall.get(request);
}

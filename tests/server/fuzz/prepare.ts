import { loadCatalogue } from '../../../src/server/catalogue';
import { declaredStore } from '../../../src/server/store/sections/declared-store';
import { fuzzCalls, uncoveredWrites } from './calls';
import type { FuzzCall } from './corpus';
import { collectFacts, copyRowsToAnotherCustomer } from './facts';
import { openFuzzSession, warmUp, type FuzzSession } from './fuzz-session';

/** A server ready for the corpus, and the calls to send it. */
export interface PreparedCorpus {
  session: FuzzSession;
  calls: FuzzCall[];
  /** Writes of the server that no call covers (the corpus fails on any). */
  uncovered: string[];
}

// Customer 11 gets a cancellation reservation, so that contractCancellation has a customer it would process.
async function reserveCancellation(session: FuzzSession, stamp: string): Promise<void> {
  const reason = await session.db
    .selectFrom('cancellation_reason_masters')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const response = await session.app.inject({
    method: 'POST',
    url: '/api/v1/customers/reserveContractCancellation',
    headers: { cookie: session.cookie },
    payload: {
      customer_id: 11,
      contract_cancellation_date: date,
      contract_cancellation_reason_id: reason.id,
      customer_updated_timestamp: stamp,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`set-up reservation: ${response.statusCode} ${response.body}`);
}

// Customer 3 (the entry customer of the entry saves) gets a D番 through 受注内容's 採番: without one its
// 受注内容 cannot be saved (002 §5.4), so the entry save's base would be refused.
async function numberEntryCustomer(session: FuzzSession): Promise<void> {
  const three = await session.db
    .selectFrom('customers')
    .select('updated_timestamp')
    .where('customer_id', '=', 3)
    .executeTakeFirstOrThrow();
  const response = await session.app.inject({
    method: 'POST',
    url: '/api/v1/customers/getUsableTransmitTelephoneNumberAndStore',
    headers: { cookie: session.cookie },
    payload: { customer_id: 3, is_entry: 1, customer_updated_timestamp: three.updated_timestamp },
  });
  if (response.statusCode !== 200)
    throw new Error(`set-up numbering: ${response.statusCode} ${response.body}`);
}

// Customer 3 gets payment conditions too: 受注内容 is saved with 支払条件, validated together (002 §2.2),
// and an entry without them could not be saved at all.
async function payEntryCustomer(session: FuzzSession): Promise<void> {
  const entry = loadCatalogue()['pay-condition'];
  const three = await session.db
    .selectFrom('customers')
    .select('updated_timestamp')
    .where('customer_id', '=', 3)
    .executeTakeFirstOrThrow();
  await declaredStore(entry).save(session.db, {
    customerId: 3,
    userId: 1,
    isEntry: true,
    stamp: three.updated_timestamp,
    data: {
      payment_method: 1,
      payment_cycle: { payment_cycle_type: 1, every_month_day: '25' },
      payment_first_method: 1,
    },
  });
}

/**
 * Opens the server on `database` (see `openFuzzSession`; by default a temporary SQLite file) and sets it up
 * (first reads made, rows of another customer, a reservation, a D番 for the entry customer); then reads the facts and builds every call's
 * valid base. Nothing is written after this.
 */
export async function prepareCorpus(database?: string): Promise<PreparedCorpus> {
  const catalogue = loadCatalogue();
  const session = await openFuzzSession(database);
  try {
    await warmUp(session);
    await copyRowsToAnotherCustomer(session, catalogue);
    const eleven = await session.db
      .selectFrom('customers')
      .select('updated_timestamp')
      .where('customer_id', '=', 11)
      .executeTakeFirstOrThrow();
    await reserveCancellation(session, eleven.updated_timestamp);
    await numberEntryCustomer(session);
    await payEntryCustomer(session);
    const facts = await collectFacts(session, catalogue);
    const calls = await fuzzCalls(session, facts, catalogue);
    return { session, calls, uncovered: uncoveredWrites(session.app.apiRoutes, calls) };
  } catch (error) {
    await session.close();
    throw error;
  }
}

import type { ApiRoute } from '../../../src/server/app';
import type { Catalogue } from '../../../src/engine/catalogue';
import type { FuzzCall } from './corpus';
import { asJson, creditRequestRefusals } from './credit-request';
import { customerCalls } from './customer-calls';
import { cycleCalls } from './cycle-calls';
import { customerOf, type FuzzFacts } from './facts';
import { invoiceCalls } from './invoice-calls';
import type { FuzzSession } from './fuzz-session';
import { sectionBase } from './section-bases';
import { sectionCall } from './section-call';
import { mailCalls } from './mail-calls';
import { receptionCalls } from './reception-calls';
import { staffCalls } from './staff-calls';
import { uploadCalls } from './upload-calls';

/** Calls that are no write of customer data: signing in and out (tested on their own, and they end the session). */
export const notFuzzed: readonly string[] = ['POST auth/login', 'POST auth/logout'];

// The section saves of the catalogue: contracted customer 1, and the entry path with entry customer 3.
async function sectionCalls(
  session: FuzzSession,
  facts: FuzzFacts,
  catalogue: Catalogue,
): Promise<FuzzCall[]> {
  const calls: FuzzCall[] = [];
  for (const entry of Object.values(catalogue)) {
    const { path, entryPath } = entry.section.save;
    const targets = [{ path, id: 1, isEntry: false }];
    if (entryPath && entryPath !== path) targets.push({ path: entryPath, id: 3, isEntry: true });
    for (const target of targets) {
      const customer = { id: target.id, isEntry: target.isEntry, stamp: customerOf(facts, target.id).stamp };
      const own = await sectionBase(session.app, session.cookie, entry, customer);
      // Sections sharing the save (受注内容 and 支払条件, 002 §2.2) travel in one body: the others' fields
      // as their screens send them, this section's to be mutated.
      let base = own;
      for (const other of Object.values(catalogue))
        if (other !== entry && other.section.save.path === path) {
          const theirs = await sectionBase(session.app, session.cookie, other, customer);
          base = { ...base, body: { ...theirs.body, ...base.body } };
        }
      const sectionFacts = { customer: customerOf(facts, target.id), foreignRows: facts.foreignRows };
      const call = sectionCall(entry, base, sectionFacts, `POST ${target.path}`);
      if (base.encoding !== 'multipart') calls.push(call);
      else
        calls.push({
          ...call,
          refusals: [...call.refusals, ...creditRequestRefusals(facts.foreignRows.customer_file_id ?? [])],
          noise: [...call.noise, asJson],
        });
    }
  }
  return calls;
}

/** Every write call of the server as the corpus sends it, with valid bases read from the database. */
export async function fuzzCalls(
  session: FuzzSession,
  facts: FuzzFacts,
  catalogue: Catalogue,
): Promise<FuzzCall[]> {
  return [
    ...(await sectionCalls(session, facts, catalogue)),
    ...(await cycleCalls(session, facts)),
    ...(await customerCalls(session, facts, catalogue)),
    ...(await receptionCalls(session, facts)),
    ...(await invoiceCalls(session, facts)),
    ...(await mailCalls(session, facts, catalogue)),
    ...uploadCalls(facts),
    ...(await staffCalls(session, facts)),
  ];
}

/** The writes (every call the server registers other than a GET) that no call of the corpus covers. */
export function uncoveredWrites(routes: ApiRoute[], calls: FuzzCall[]): string[] {
  const covered = new Set([...calls.map((call) => call.key), ...notFuzzed]);
  return routes
    .filter((route) => route.method !== 'GET')
    .map((route) => `${route.method} ${route.url.replace('/api/v1/', '')}`)
    .filter((key) => !covered.has(key));
}

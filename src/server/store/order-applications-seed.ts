import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setAt } from '../../engine/form-rows';
import type { FormData, JsonValue } from '../../engine/types';
import { insertApplication } from '../approval/applications';
import { approvalSubjectOf } from '../approval-subjects';
import { syncIdSequences, type Db } from './database';
import { seedDirectory } from './seed';
import { seedOnce } from './seed-once';

interface SeedApplication {
  header_id: number;
  customer_id: number;
  update_application_status: number;
  approval_request_status: number;
  application_schedule_timestamp: string;
  requested_timestamp: string;
  requested_user_id: number;
  decided_timestamp?: string;
  changes: Record<string, JsonValue>;
}

// Request type 1: 受注内容 and 支払条件's applications (002 §4).
const orderRequestType = 1;

/**
 * The demo applications of the order (fixtures/seed/sections/order-applications.json), each over the
 * customer's seeded values; once per database, after the orders are seeded.
 */
export async function seedOrderApplications(db: Db, directory: string = seedDirectory): Promise<boolean> {
  const subject = approvalSubjectOf(orderRequestType);
  if (!subject) return false;
  const file = join(directory, 'sections', 'order-applications.json');
  const { applications } = JSON.parse(readFileSync(file, 'utf8')) as { applications: SeedApplication[] };
  return seedOnce(db, 'order-applications', async (trx) => {
    for (const seed of applications) {
      const exists = await trx
        .selectFrom('customers')
        .select('customer_id')
        .where('customer_id', '=', seed.customer_id)
        .executeTakeFirst();
      if (!exists) continue;
      const before = await subject.current(trx, seed.customer_id);
      let after: FormData = before;
      for (const [pointer, value] of Object.entries(seed.changes)) after = setAt(after, pointer, value);
      const headerId = await insertApplication(trx, {
        requestType: orderRequestType,
        customerId: seed.customer_id,
        headerId: seed.header_id,
        updateApplicationStatus: seed.update_application_status,
        approvalRequestStatus: seed.approval_request_status,
        schedule: seed.application_schedule_timestamp,
        before,
        after,
        secretHash: null,
        requestedTimestamp: seed.requested_timestamp,
        requestedUserId: seed.requested_user_id,
      });
      await trx
        .updateTable('customer_update_application_headers')
        .set({
          decided_timestamp: seed.decided_timestamp ?? null,
          decided_user_id: seed.decided_timestamp ? 1 : null,
        })
        .where('customer_update_application_header_id', '=', headerId)
        .execute();
    }
    // The ids were given: PostgreSQL's identity must move past them.
    await syncIdSequences(trx);
  });
}

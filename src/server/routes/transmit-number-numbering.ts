import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../engine/catalogue';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import { repoRoot } from '../paths';
import type { Db } from '../store/database';
import { numberTransmitNumber, type NumberedTransmitNumber } from '../store/transmit-numbers';
import { asRecord, asText } from '../values';

// 受注内容's texts of the numbering (section.json → sideCalls.numbering), which the browser bundles too.
const numberingTexts = (
  JSON.parse(readFileSync(join(repoRoot, 'schemas', 'sections', 'order-detail', 'section.json'), 'utf8')) as {
    sideCalls: { numbering: { poolEmpty: string } };
  }
).sideCalls.numbering;

// 400 when the D番 pool has no free number: `result_message` as the spec's 400s carry it (§8), and the same text
// as `error_message`, which the screen's failure toast shows (engine/failure.ts describeFailure).
const poolEmpty = {
  result_code: 400,
  result_message: numberingTexts.poolEmpty,
  error_message: numberingTexts.poolEmpty,
};

// Thrown inside the save when no number is free: the transaction rolls back, the stamp does not move.
class PoolEmpty extends Error {}

/**
 * `POST customers/getUsableTransmitTelephoneNumberAndStore` (002 §7; 受注内容's 採番, §2.2): numbers a free D番
 * of the pool to the customer and releases the one it held (store/transmit-numbers.ts numberTransmitNumber),
 * as a save of 受注内容 — its feature in the customer's mode, the stamp check (409 when stale), the new stamp
 * in the answer. Answers `telephone_number`, `transmit_telephone_number_remark` and
 * `customer_updated_timestamp`; 400 with `result_message` when the pool is empty. 基本情報's D番号
 * (customers.did_number) is that section's own field, changed through its approval cycle: left alone here.
 */
export function registerNumbering(app: FastifyInstance, db: Db, catalogue: Catalogue): void {
  const permission = catalogue['order-detail'].section.permission;
  app.post('/customers/getUsableTransmitTelephoneNumberAndStore', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { staff, customer } = guarded;
    let numbered: NumberedTransmitNumber | undefined;
    try {
      return await saveGuarded(
        db,
        reply,
        { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
        async (trx) => {
          numbered = await numberTransmitNumber(trx, customer.customer_id, staff.user_id);
          if (!numbered) throw new PoolEmpty();
        },
        (stamp) => ({
          result_code: 2000,
          telephone_number: numbered?.telephone_number ?? '',
          transmit_telephone_number_remark: numbered?.remark ?? '',
          customer_updated_timestamp: stamp,
        }),
      );
    } catch (error) {
      if (!(error instanceof PoolEmpty)) throw error;
      return reply.code(400).send(poolEmpty);
    }
  });
}

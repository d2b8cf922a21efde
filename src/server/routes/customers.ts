import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse } from '../guard';
import { otherOpenAccess, recordAccess, removeAccess } from '../store/access-histories';
import { isRequesting } from '../../sections/basic-info';
import { openApplication } from '../store/basic-info/applications';
import { applyDueReservations } from '../store/basic-info/cycle';
import { linkedBusinessTalk } from '../store/business-talks';
import { findCustomer, type CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
import { tokyoTimestamp } from '../store/timestamp';
import { roleFeatures, type FeatureMaster } from '../store/users';
import { asRecord } from '../values';
import type { Catalogue } from '../../engine/catalogue';
import { openApplication as openApplicationOf } from '../approval/applications';
import { sectionCounts } from '../store/sections';

// Contract status 11 is the blank contract (000 §9).
const blankContractStatus = 11;
/** What the shell shows of the basic-info cycle: a running request, a pending update application. */
export interface BasicInfoState {
  requesting: boolean;
  isUpdate: boolean;
}

// The basic-info cycle's state of a customer: due reservations are applied first (they are applied on
// the next read of the customer, README), then the open application decides.
async function basicInfoState(
  db: Db,
  customer: CustomerRecord,
): Promise<{ customer: CustomerRecord; state: BasicInfoState }> {
  const fresh = (await applyDueReservations(db, customer.customer_id))
    ? ((await findCustomer(db, customer.customer_id)) ?? customer)
    : customer;
  const open = await openApplication(db, customer.customer_id);
  const requesting = isRequesting(
    fresh.credit_screening_approval_status,
    open?.update_application_status ?? null,
    open?.approval_request_status ?? null,
  );
  return { customer: fresh, state: { requesting, isUpdate: open !== undefined } };
}

/** The detail page shell's data (000 §3 "Customer detail data"). */
export function customerDetail(
  customer: CustomerRecord,
  featureMasters: FeatureMaster[],
  basicInfo: BasicInfoState = { requesting: false, isUpdate: false },
  counts: Record<string, number> = {},
  /** Conditions of the header's items (`when` of schemas/pages/customer-detail.json's headerActions). */
  conditions: Record<string, boolean> = {},
) {
  return {
    customer_id: customer.customer_id,
    // Entries get their TAS ID at contract; the shell shows an empty one until then.
    tas_id: customer.tas_id ?? '',
    corporate_name: customer.corporate_name,
    is_entry: customer.is_entry,
    customer_updated_timestamp: customer.updated_timestamp,
    step_call_alert: customer.step_call_alert,
    is_forced_cancel: customer.is_forced_cancel,
    is_contract_blank: customer.contract_status_id === blankContractStatus,
    // 000 §4: credit status 2, or an update application requesting approval (update status 1 or 5 with
    // approval request status 3).
    is_credit_screening_requesting: basicInfo.requesting,
    credit_screening_approval_status: customer.credit_screening_approval_status,
    // A pending basic-info update application: its tab shows in warning colour (000 §2.7).
    is_basic_info_update: basicInfo.isUpdate,
    is_contract_requesting: customer.is_contract_requesting,
    credit_application_status: customer.credit_application_status,
    // The row counts that sections declare (`storage.parts[].count`: products, Q&A, hearing patterns), which
    // their tags' warnings read (001 §2.4–§2.6).
    ...counts,
    ...conditions,
    recess_date: customer.recess_date,
    is_shipping_of_mail: customer.is_shipping_of_mail,
    feature_masters: featureMasters,
  };
}

/**
 * The pending flag of each section on the approval cycle (`approval.answer.pending`, e.g. is_order_update):
 * true while an application of its type is open — its tab shows in warning colour (`tagWarning`).
 */
async function pendingFlags(
  db: Db,
  catalogue: Catalogue,
  customerId: number,
): Promise<Record<string, boolean>> {
  const flags: Record<string, boolean> = {};
  for (const { section } of Object.values(catalogue)) {
    const approval = section.approval;
    if (approval?.answer)
      flags[approval.answer.pending] =
        (await openApplicationOf(db, approval.requestType, customerId)) !== undefined;
  }
  return flags;
}

/** The customer detail shell's calls: header data and the "someone else has it open" check. */
export const customerRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  const query = (request: FastifyRequest) => asRecord(request.query);

  for (const path of ['/customers/getCustomerDetail', '/customers/getCustomerDetailEntry']) {
    app.get(path, async (request, reply) => {
      const guarded = await guardCustomerCall(db, request, query(request));
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const { customer, state } = await basicInfoState(db, guarded.customer);
      return {
        result_code: 2000,
        customer_detail: customerDetail(
          customer,
          await roleFeatures(db, guarded.staff.role_id),
          state,
          await sectionCounts(db, catalogue, customer.customer_id),
          {
            // 000 §2.7: an entry shows 顧客応対履歴 only with a related inquiry (反響).
            is_related_business_talk: (await linkedBusinessTalk(db, customer.customer_id)) !== undefined,
            ...(await pendingFlags(db, catalogue, customer.customer_id)),
          },
        ),
      };
    });
  }

  app.get('/customers/chackAccessUser', async (request, reply) => {
    const guarded = await guardCustomerCall(db, request, query(request));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { staff, customer } = guarded;
    const other = await otherOpenAccess(db, customer.customer_id, staff.user_id);
    await recordAccess(db, customer.customer_id, staff.user_id, tokyoTimestamp());
    return {
      result_code: 2000,
      items: {
        existOtherAccessUser: other !== null,
        registered_timestamp: other?.registered_timestamp ?? null,
        access_user_name: other?.user_name ?? null,
      },
    };
  });

  app.get('/customers/removeAccessHistory', async (request, reply) => {
    const guarded = await guardCustomerCall(db, request, query(request));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    await removeAccess(db, guarded.customer.customer_id, guarded.staff.user_id);
    return { result_code: 2000 };
  });
};

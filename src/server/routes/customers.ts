import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse } from '../guard';
import { otherOpenAccess, recordAccess, removeAccess } from '../store/access-histories';
import type { CustomerRecord } from '../store/customers';
import { tokyoTimestamp } from '../store/timestamp';
import { roleFeatures, type FeatureMaster } from '../store/users';
import { asRecord } from '../values';

// Contract status 11 is the blank contract (000 §9).
const blankContractStatus = 11;
// Credit screening status 2 is 与信中 (000 §4).
const creditScreeningRunning = 2;

/** The detail page shell's data (000 §3 "Customer detail data"). */
export function customerDetail(customer: CustomerRecord, featureMasters: FeatureMaster[]) {
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
    is_credit_screening_requesting: customer.credit_screening_approval_status === creditScreeningRunning,
    is_contract_requesting: customer.is_contract_requesting,
    credit_application_status: customer.credit_application_status,
    // Products, Q&A and hearing items have no tables yet: their sections will bring the counts.
    select_line_count: 0,
    qa_count: 0,
    hearing_count: 0,
    recess_date: customer.recess_date,
    is_shipping_of_mail: customer.is_shipping_of_mail,
    feature_masters: featureMasters,
  };
}

/** The customer detail shell's calls: header data and the "someone else has it open" check. */
export const customerRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const query = (request: FastifyRequest) => asRecord(request.query);

  for (const path of ['/customers/getCustomerDetail', '/customers/getCustomerDetailEntry']) {
    app.get(path, async (request, reply) => {
      const guarded = guardCustomerCall(db, request, query(request));
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const { staff, customer } = guarded;
      return {
        result_code: 2000,
        customer_detail: customerDetail(customer, roleFeatures(db, staff.role_id)),
      };
    });
  }

  app.get('/customers/chackAccessUser', async (request, reply) => {
    const guarded = guardCustomerCall(db, request, query(request));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { staff, customer } = guarded;
    const other = otherOpenAccess(db, customer.customer_id, staff.user_id);
    recordAccess(db, customer.customer_id, staff.user_id, tokyoTimestamp());
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
    const guarded = guardCustomerCall(db, request, query(request));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    removeAccess(db, guarded.customer.customer_id, guarded.staff.user_id);
    return { result_code: 2000 };
  });
};

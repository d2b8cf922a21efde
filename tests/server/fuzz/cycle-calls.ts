import fc from 'fast-check';
import type { FuzzCall } from './corpus';
import { customerOf, type FuzzFacts } from './facts';
import type { FuzzSession } from './fuzz-session';
import { handCall } from './hand-call';

// 基本情報's own saves besides the credit request, and the credit-screening and approval cycle
// (src/server/routes/basic-info.ts, credit-cycle.ts). Each is aimed at a seeded customer in the state its
// valid request is accepted in, so that a refusal is the mutation's doing:
// customer 2 has an update application not yet requested (header 90), customer 22 is in credit screening
// (header 92), customer 6 has one waiting for approval (header 88), customer 8 a reservation (header 84).

/** Values that are no id at all: the wrong types and texts a header or master id must not be read as. */
const notIds = fc.constantFrom<unknown>('abc', '1.5', 1.5, true, {}, [1], [], "1' OR '1'='1", '１', 'NaN');

interface Header {
  id: number;
  customerId: number;
  status: number;
  approval: number;
}

async function readHeaders(session: FuzzSession): Promise<Header[]> {
  return session.db
    .selectFrom('customer_update_application_headers')
    .select([
      'customer_update_application_header_id as id',
      'customer_id as customerId',
      'update_application_status as status',
      'approval_request_status as approval',
    ])
    .orderBy('customer_update_application_header_id')
    .execute();
}

/** The update applications of other customers than `customerId`, and an id no application has. */
function otherHeaders(headers: Header[], customerId: number): number[] {
  return [...headers.filter((h) => h.customerId !== customerId).map((h) => h.id), 999_999];
}

/** The calls of 担当, 変更の保存 and the cycle. */
export async function cycleCalls(session: FuzzSession, facts: FuzzFacts): Promise<FuzzCall[]> {
  const headers = await readHeaders(session);
  const headerOf = (customerId: number, status: number, approval?: number) => {
    const found = headers.find(
      (h) =>
        h.customerId === customerId &&
        h.status === status &&
        (approval === undefined || h.approval === approval),
    );
    if (!found) throw new Error(`no update application of customer ${customerId} in status ${status}`);
    return found.id;
  };
  const badHeader = (customerId: number) =>
    fc.oneof(fc.constantFrom(...otherHeaders(headers, customerId)), notIds);
  const masterIds = async (table: 'project_masters' | 'business_users' | 'course_masters') =>
    (await session.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);
  const masterTables = {
    project_masters: await masterIds('project_masters'),
    business_users: await masterIds('business_users'),
    course_masters: await masterIds('course_masters'),
  };
  const masters = (table: keyof typeof masterTables) => masterTables[table];
  const unknownMaster = (table: keyof typeof masterTables) =>
    fc.oneof(fc.constantFrom(0, Math.max(...masters(table)) + 1, 999_999), notIds);
  const withStamp = (customerId: number, body: Record<string, unknown>) => ({
    customer_id: customerId,
    is_entry: 0,
    updated_user_id: 1,
    ...body,
    customer_updated_timestamp: facts.stamps.get(customerId),
  });
  const decision = (key: string, customerId: number) =>
    handCall({
      key,
      body: withStamp(customerId, { customer_update_application_header_id: headerOf(customerId, 1, 3) }),
      customer: customerOf(facts, customerId),
      stamp: 'missingIsCurrent',
      invalid: { customer_update_application_header_id: badHeader(customerId) },
    });
  return [
    handCall({
      key: 'POST customers/updateInCharge',
      body: withStamp(1, {
        project_master_id: masters('project_masters')[0],
        business_staff_user_id: masters('business_users')[0],
        request_course_name: masters('course_masters')[0],
      }),
      customer: customerOf(facts, 1),
      stamp: 'checked',
      invalid: {
        project_master_id: unknownMaster('project_masters'),
        business_staff_user_id: unknownMaster('business_users'),
        request_course_name: unknownMaster('course_masters'),
      },
      required: ['project_master_id', 'business_staff_user_id', 'request_course_name'],
    }),
    handCall({
      key: 'POST customers/saveChangeCreditRequest',
      body: withStamp(2, { customer_update_application_header_id: headerOf(2, 1, 1) }),
      customer: customerOf(facts, 2),
      stamp: 'missingIsCurrent',
      invalid: { customer_update_application_header_id: badHeader(2) },
    }),
    handCall({
      key: 'POST customers/creditJudge',
      body: withStamp(22, { credit_result: 4, customer_update_application_header_id: headerOf(22, 1) }),
      customer: customerOf(facts, 22),
      stamp: 'missingIsCurrent',
      invalid: {
        credit_result: fc.oneof(fc.constantFrom<unknown>(0, 1, 2, 5, -1, null, ''), notIds),
        customer_update_application_header_id: badHeader(22),
      },
      required: ['credit_result'],
    }),
    decision('POST customers/approveUpdateApplication', 6),
    decision('POST customers/sendBackUpdateApplication', 6),
    handCall({
      key: 'POST customers/revertApproval',
      body: withStamp(8, { header_id: headerOf(8, 6) }),
      customer: customerOf(facts, 8),
      stamp: 'missingIsCurrent',
      invalid: { header_id: fc.oneof(badHeader(8), fc.constant(null)) },
      required: ['header_id'],
    }),
    handCall({
      key: 'POST customers/saveOrder',
      body: withStamp(4, { customer_update_application_header_id: headerOf(4, 6) }),
      customer: customerOf(facts, 4),
      stamp: 'missingIsCurrent',
      invalid: { customer_update_application_header_id: fc.oneof(badHeader(4), fc.constant(null)) },
      required: ['customer_update_application_header_id'],
    }),
  ];
}

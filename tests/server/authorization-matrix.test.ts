import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadCatalogue } from '../../src/server/catalogue';
import { demo, login, newApp } from './helpers';

// Issue 13: every call × {no session, each demo role} × {own customer, unknown customer}, each expecting
// what the spec says (000 §6, DESIGN §7): no session → 401; a write without the tab's feature (or a
// side-menu page's feature) → 403 whoever the customer is; an unknown customer → 404; otherwise the call
// is taken up (never 401/403/404, never a 5xx). The table names each call's feature; which features a
// role holds comes from the server's own answer to sideMenu/userInfo, as the screens read it.

const own = 1;
const unknown = 999_999;
const contracted = 22;

/** What a call needs: nothing but a session, a detail tab's feature (contracted mode), or a menu feature (in a group). */
type Need = { staff: true } | { tab: string } | { menu: string; group?: string };
/** What the call answers its own customer when it is allowed: taken up, or a status of its own. */
interface Call {
  need: Need;
  /** The call is about one customer (unknown → 404). */
  customer: boolean;
  /** A status other than "taken up" for the own customer (a call that needs ids the matrix does not send). */
  ownStatus?: number;
}

const sectionCalls: Record<string, Call> = Object.fromEntries(
  Object.values(loadCatalogue())
    .filter((entry) => !('routes' in entry.section.storage))
    .flatMap((entry) => [
      [`GET ${entry.section.load.path}`, { need: { staff: true }, customer: true }],
      [`POST ${entry.section.save.path}`, { need: { tab: entry.section.permission }, customer: true }],
    ]),
);
const dutiesTab = loadCatalogue()['duties-content'].section.permission;
const emailTab = loadCatalogue()['email-setting'].section.permission;

const calls: Record<string, Call> = {
  'POST sideMenu/userInfo': { need: { staff: true }, customer: false },
  'POST sideMenu/getBadgeInfo': { need: { staff: true }, customer: false },
  'GET menu/headline': { need: { staff: true }, customer: false },
  'POST menu/headlineStatusUpdate': { need: { staff: true }, customer: false },
  // The object here is a headline, not a customer: headline 1 is the administrator's (anyone else is told it
  // does not exist), headline 999999 is nobody's.
  'DELETE menu/:id': { need: { staff: true }, customer: true },
  'GET insertLog': { need: { staff: true }, customer: false },
  'GET manage/getOperationLogs': { need: { menu: 'アクセスログ', group: '管理機能' }, customer: false },
  // Without numbers the add is refused as invalid (422, taken up).
  'GET manage/getTransmitTelephoneNumbers': {
    need: { menu: 'D番マスタ管理', group: '管理機能' },
    customer: false,
  },
  'POST manage/addTransmitTelephoneNumbers': {
    need: { menu: 'D番マスタ管理', group: '管理機能' },
    customer: false,
  },
  'GET customers/getCustomerList': { need: { staff: true }, customer: false },
  'GET customers/downloadCustomerListCsv': { need: { staff: true }, customer: false },
  'GET customers/downloadCustomerPersonInChargeCsv': { need: { staff: true }, customer: false },
  'GET customers/downloadCustomerMemberCsv': { need: { staff: true }, customer: false },
  'GET customers/getSearchByPostcode': { need: { staff: true }, customer: false },
  'POST customers/surrogateLogin': { need: { staff: true }, customer: false },
  'GET customers/getCustomerDetail': { need: { staff: true }, customer: true },
  'GET customers/getCustomerDetailEntry': { need: { staff: true }, customer: true },
  'GET customers/chackAccessUser': { need: { staff: true }, customer: true },
  'GET customers/removeAccessHistory': { need: { staff: true }, customer: true },
  ...sectionCalls,
  'POST customers/sendTestBusinessEndReportFaxNumber': { need: { tab: dutiesTab }, customer: true },
  'POST customers/updateAMessage': { need: { tab: dutiesTab }, customer: true },
  'POST customers/updateSchedule': { need: { tab: dutiesTab }, customer: true },
  // Without a member id there is nothing to send to.
  'POST customers/sendTestMessage': { need: { tab: emailTab }, customer: true, ownStatus: 404 },
  'POST customers/updateMessengerUsePreference': { need: { tab: emailTab }, customer: true },
  'GET customers/getBasicInfo': { need: { staff: true }, customer: true },
  'POST customers/creditRequestBasicInfo': { need: { tab: '基本情報' }, customer: true },
  'POST customers/creditRequestBasicInfoEntry': { need: { tab: '基本情報' }, customer: true },
  'POST customers/saveChangeCreditRequest': { need: { tab: '基本情報' }, customer: true },
  'POST customers/updateInCharge': { need: { tab: '基本情報' }, customer: true },
  'GET fileIssueLog/downloadFile': { need: { tab: '基本情報' }, customer: true },
  'GET fileIssueLog/:id/list': { need: { staff: true }, customer: true },
  // File 1 is an identity document of 基本情報, not in the file issue log: 440, "file does not exist".
  'GET fileIssueLog/deleteFile': { need: { tab: '基本情報' }, customer: true, ownStatus: 440 },
  // Without a file: 422, the file is required (taken up).
  'POST customers/fileUploadMyPage': { need: { tab: '基本情報' }, customer: true },
  // File 1 belongs to no update application: 440, the spec's "file does not exist".
  'GET fileIssueLog/downloadFileUpdateApplication': {
    need: { tab: '基本情報' },
    customer: true,
    ownStatus: 440,
  },
  'GET customers/getCreditCheckList': { need: { menu: '与信審査' }, customer: false },
  'GET customers/getApprovalList': { need: { menu: '承認' }, customer: false },
  'POST customers/creditJudge': { need: { menu: '与信審査' }, customer: true },
  'POST customers/approveUpdateApplication': { need: { menu: '承認' }, customer: true },
  'POST customers/sendBackUpdateApplication': { need: { menu: '承認' }, customer: true },
  'POST customers/revertApproval': { need: { menu: '承認' }, customer: true },
  'POST customers/saveOrder': { need: { menu: '承認' }, customer: true },
  'GET customers/getApprovalHistory': { need: { staff: true }, customer: true },
  // Without an update application id there is no header to show.
  'GET customers/getHeaderByInfo': { need: { staff: true }, customer: true, ownStatus: 404 },
  'GET customers/getBusinessTalkHistory': { need: { staff: true }, customer: true },
  // 受注内容 and 支払条件 share their load and save calls; a body carrying neither section is judged by
  // 受注内容's feature (the first section of the shared call). The business-master search of its modal.
  'POST customers/approvalRequestOrderDetail': { need: { tab: '受注内容' }, customer: true },
  'POST customers/approvalRequestOrderDetailEntry': { need: { tab: '受注内容' }, customer: true },
  'GET customers/searchBusinessMaster': { need: { staff: true }, customer: true },
  // The invoice data of 受注内容: without rows, and for customer 1 without a resume date, 400 (taken up).
  'POST customers/makeImmediatelyInvoiceData': { need: { tab: '受注内容' }, customer: true },
  'POST customers/makeReturnInvoiceData': { need: { tab: '受注内容' }, customer: true },
  // 受注内容's 採番: without a stamp the save is stale (409, taken up).
  'POST customers/getUsableTransmitTelephoneNumberAndStore': { need: { tab: '受注内容' }, customer: true },
  'POST customers/updateBusinessTalkRelation': { need: { tab: '基本情報' }, customer: true },
  'POST customers/cancellationBusinessTalkRelation': { need: { tab: '基本情報' }, customer: true },
  'GET customers/getContractCancellation': { need: { staff: true }, customer: true },
  'POST customers/reserveContractCancellation': { need: { tab: '解約処理' }, customer: true },
  'POST customers/contractCancellation': { need: { tab: '解約処理' }, customer: true },
  'POST customers/contractStop': { need: { tab: '契約停止' }, customer: true },
  // Mail (issue 16): customer 1 has no recess nor cancellation date, so the two mails answer 422 (taken up).
  'POST customers/sendRecessMail': { need: { tab: '基本情報' }, customer: true },
  'POST customers/sendContractCancellationThankYouMail': { need: { tab: '解約処理' }, customer: true },
  'POST customers/sendTestBillToFaxNumber': { need: { tab: '請求先情報' }, customer: true },
  'GET manage/getMailOutbox': { need: { menu: '管理機能' }, customer: false },
  'GET customers/getReceptionHistory': { need: { staff: true }, customer: true },
  'POST customers/updateSensation': { need: { tab: '基本情報' }, customer: true },
  'POST customers/updateReceptionDescription': { need: { tab: '基本情報' }, customer: true },
  // Without a history id: 422, the field is required (taken up).
  'POST customers/updateReceptionStatus': { need: { tab: '基本情報' }, customer: true },
  // The ten documents (issue 16): a session and the customer. Customer 1 has no cancellation date, so its
  // 解約通知書 answers 440 (the document needs a value the customer lacks).
  'GET customers/downloadTasChXlsx': { need: { staff: true }, customer: true },
  'GET customers/downloadDataSheetXlsx': { need: { staff: true }, customer: true },
  'GET customers/downloadNewSheetXlsx': { need: { staff: true }, customer: true },
  'GET customers/downloadChangeContractRequestXlsx': { need: { staff: true }, customer: true },
  'GET customers/downloadNotifyCancellationXlsx': { need: { staff: true }, customer: true, ownStatus: 440 },
  'GET customers/downloadCustomerInfoForExcel': { need: { staff: true }, customer: true },
  'GET customers/downloadNoReturnDocumentsXlsx': { need: { staff: true }, customer: true },
  'GET customers/downloadReturnDocumentsXlsx': { need: { staff: true }, customer: true },
  'GET customers/downloadTransactionTermsForWord': { need: { staff: true }, customer: true },
  'GET customers/downloadTransferTelephonePdf': { need: { staff: true }, customer: true },
};

type Feature = { id: number; name: string; parent_id: number | null };
type Role = keyof typeof demo;
const roles = Object.keys(demo) as Role[];

function holds(features: Feature[], need: Need): boolean {
  if ('staff' in need) return true;
  if ('tab' in need) return features.some((f) => f.name === need.tab && f.parent_id === contracted);
  const group = need.group && features.find((f) => f.name === need.group && f.parent_id === null);
  if (need.group) return !!group && features.some((f) => f.name === need.menu && f.parent_id === group.id);
  return features.some((f) => f.name === need.menu && f.parent_id === null);
}

function send(app: FastifyInstance, key: string, customerId: number, cookie?: string) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string];
  const params = {
    customer_id: customerId,
    is_entry: 0,
    user_id: 1,
    updated_user_id: 1,
    customer_file_id: 1,
  };
  const url = `/api/v1/${path.replace(':id', String(customerId === own ? 1 : unknown))}`;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return app.inject({
    method,
    url: method === 'POST' ? url : `${url}?${query}`,
    payload: method === 'POST' ? params : undefined,
    headers: cookie ? { cookie } : {},
  });
}

const takenUp = (response: LightMyRequestResponse) =>
  ![401, 403, 404].includes(response.statusCode) && response.statusCode < 500;

describe('the authorisation matrix: every call × no session and each demo role × own and unknown customer', () => {
  let app: FastifyInstance;
  const cookies = {} as Record<Role, string>;
  const features = {} as Record<Role, Feature[]>;
  beforeAll(async () => {
    app = await newApp();
    for (const role of roles) {
      cookies[role] = await login(app, role);
      const info = await app.inject({
        method: 'POST',
        url: '/api/v1/sideMenu/userInfo',
        headers: { cookie: cookies[role] },
      });
      features[role] = info.json<{ role_info: { feature_masters: Feature[] } }>().role_info.feature_masters;
    }
  });
  afterAll(() => app.close());

  it('classifies every call the server answers (a new call must be added to the matrix)', () => {
    const served = app.apiRoutes
      .map((route) => `${route.method} ${route.url.replace('/api/v1/', '')}`)
      .filter((key) => !key.startsWith('POST auth/'));
    expect(served.filter((key) => !(key in calls))).toEqual([]);
    expect(Object.keys(calls).filter((key) => !served.includes(key))).toEqual([]);
  });

  it('the demo roles differ: each is refused somewhere another is let through', () => {
    const refused = (role: Role) =>
      Object.values(calls).filter((call) => !holds(features[role], call.need)).length;
    expect(refused('admin')).toBeLessThan(refused('operator'));
    expect(refused('sales')).toBeGreaterThan(0);
  });

  it.each(Object.keys(calls))('%s', async (key) => {
    const call = calls[key];
    for (const customerId of [own, unknown]) {
      const anonymous = await send(app, key, customerId);
      expect(anonymous.statusCode, `${key} without a session`).toBe(401);
      for (const role of roles) {
        const response = await send(app, key, customerId, cookies[role]);
        const where = `${key} as ${role}, customer ${customerId}: ${response.body.slice(0, 200)}`;
        if (!holds(features[role], call.need)) expect(response.statusCode, where).toBe(403);
        else if (call.customer && customerId === unknown) expect(response.statusCode, where).toBe(404);
        else if (call.customer && call.ownStatus) expect(response.statusCode, where).toBe(call.ownStatus);
        else if (key === 'DELETE menu/:id' && role !== 'admin') expect(response.statusCode, where).toBe(404);
        else expect(takenUp(response), where).toBe(true);
      }
    }
  });
});

describe('who is recorded: the session, never user_id or updated_user_id of the request', () => {
  it('a save sent by the operator naming the administrator is recorded as the operator', async () => {
    const app = await newApp();
    try {
      const cookie = await login(app, 'operator');
      const detail = await app.inject({
        method: 'GET',
        url: `/api/v1/customers/getCustomerDetail?customer_id=${own}&user_id=1`,
        headers: { cookie },
      });
      const stamp = detail.json<{ customer_detail: { customer_updated_timestamp: string } }>().customer_detail
        .customer_updated_timestamp;
      const billing = await app.inject({
        method: 'GET',
        url: `/api/v1/customers/getBillingInformation?customer_id=${own}&user_id=1`,
        headers: { cookie },
      });
      const saved = await app.inject({
        method: 'POST',
        url: '/api/v1/customers/updateBilling',
        headers: { cookie },
        payload: {
          customer_id: own,
          user_id: 1,
          updated_user_id: 1,
          customer_updated_timestamp: stamp,
          billing: billing.json<{ billing_information: { billing: Record<string, unknown> } }>()
            .billing_information.billing,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const logged = await app.inject({
        method: 'GET',
        url: '/api/v1/insertLog?user_id=1&page_category=顧客管理&operation=閲覧',
        headers: { cookie },
      });
      expect(logged.statusCode).toBe(200);
      const { db } = app;
      const operator = (
        await db
          .selectFrom('users')
          .select('user_id')
          .where('account', '=', 'operator')
          .executeTakeFirstOrThrow()
      ).user_id;
      expect(operator).not.toBe(1);
      const customer = await db
        .selectFrom('customers')
        .select('updated_user_id')
        .where('customer_id', '=', own)
        .executeTakeFirstOrThrow();
      expect(customer.updated_user_id).toBe(operator);
      const lastLog = await db
        .selectFrom('operation_logs')
        .select('user_id')
        .orderBy('operation_log_id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(lastLog.user_id).toBe(operator);
    } finally {
      await app.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { setNow } from '../../rules/lib/clock';
import type { FormData } from '../../src/engine/types';
import { buildApp } from '../../src/server/app';
import { applyDueApprovals as applyDueReservations } from '../../src/server/approval-subjects';
import { findApplication, reservations } from '../../src/server/approval/applications';
import { approve } from '../../src/server/approval/cycle';
import { basicInfoApproval } from '../../src/server/store/basic-info/approval';
import { inTransaction } from '../../src/server/store/database';
import { listVersion } from '../../src/server/store/list-cache';
import { fileRows, loadBasicInfo, newFileRow, pngBytes, saveBasicInfo, setField } from './basic-info-helpers';
import { get, json, login, newApp, post, stampOf } from './helpers';
import { freshDatabase, onPostgres } from './test-database';

let app: FastifyInstance;
let admin: string;
let operator: string;
let sales: string;
beforeEach(async () => {
  app = await newApp();
  [admin, operator, sales] = await Promise.all([
    login(app, 'admin'),
    login(app, 'operator'),
    login(app, 'sales'),
  ]);
});
afterEach(async () => {
  setNow(undefined);
  await app.close();
});

async function badges(): Promise<Record<string, number>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/sideMenu/getBadgeInfo',
    headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'user_id=1',
  });
  return json(response).notification as Record<string, number>;
}

interface Row {
  customer_id: number;
  customer_update_application_header_id: number | null;
  changed_items: { item: string; before: string; after: string }[];
  application_schedule_timestamp?: string;
  requested_user_name: string;
}

async function listed(path: string, cookie = admin): Promise<{ total: number; data: Row[] }> {
  const response = await get(app, `/api/v1/customers/${path}?page=1&limit=20`, cookie);
  expect(response.statusCode).toBe(200);
  return json(response).table_items as { total: number; data: Row[] };
}

async function act(path: string, customerId: number, cookie: string, extra: Record<string, unknown> = {}) {
  const { info } = await loadBasicInfo(app, customerId, cookie);
  return post(
    app,
    `/api/v1/customers/${path}`,
    {
      customer_id: customerId,
      customer_update_application_header_id: info.customer_update_application_header_id,
      updated_user_id: 99,
      customer_updated_timestamp: await stampOf(app, customerId, cookie),
      ...extra,
    },
    cookie,
  );
}

const renameTo = (name: string) => (data: FormData) =>
  setField(data, 'basic_customer_info', 'corporate_name', name);

describe('the credit-screening and approval cycle', () => {
  it('credit request → 与信中 (locked) → 与信OK → 変更の保存 → 承認 reflects the values at once', async () => {
    const start = await badges();
    const request = await saveBasicInfo(
      app,
      sales,
      3,
      (data) => {
        renameTo('株式会社あおぞら企画研究所')(data);
        fileRows(data).push(newFileRow('免許証.png', pngBytes(), 'image/png', 90));
      },
      { isEntry: true },
    );
    expect(request.statusCode).toBe(200);
    expect(json(request)).toMatchObject({ result_code: 2000, is_skip: false });
    const pending = await loadBasicInfo(app, 3, sales);
    expect(pending.info.basic_customer_info.corporate_name).toBe('株式会社あおぞら企画');
    expect(pending.info.update_info).toMatchObject({
      is_update: true,
      update_application_status: 1,
      approval_request_status: 3,
    });
    expect(pending.info.update_info.basic_customer_info?.corporate_name).toBe('株式会社あおぞら企画研究所');
    expect(pending.info.contract_service_status).toMatchObject({
      credit_screening_approval_status: 2,
      contract_approval_status: 2,
    });
    expect(pending.adapted).toMatchObject({ updateMode: true, requesting: true });
    const [newFile] = pending.info.update_info.president_info?.customer_personal_files ?? [];
    expect(newFile).toMatchObject({
      print_file_name_1: '免許証.png',
      rotation: 90,
      is_file_update_application: true,
    });
    expect((await get(app, newFile.file_url_1, sales)).statusCode).toBe(200);
    const asSaved = `/api/v1/fileIssueLog/downloadFile?customer_id=3&customer_file_id=${newFile.customer_file_id}`;
    expect((await get(app, asSaved, sales)).statusCode).toBe(440);
    expect((await badges()).credit_check).toBe(start.credit_check + 1);
    const detail = await get(app, '/api/v1/customers/getCustomerDetailEntry?customer_id=3', sales);
    expect(json(detail).customer_detail).toMatchObject({
      is_credit_screening_requesting: true,
      is_basic_info_update: true,
    });

    const again = await saveBasicInfo(app, sales, 3, renameTo('別の名前'), { isEntry: true });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(
      '与信審査または承認の途中のため保存できません。審査・承認の完了後に保存してください',
    );

    expect((await get(app, '/api/v1/customers/getCreditCheckList', sales)).statusCode).toBe(403);
    const queue = await listed('getCreditCheckList', operator);
    const row = queue.data.find((r) => r.customer_id === 3);
    expect(row).toMatchObject({ requested_user_name: '営業 次郎' });
    expect(row?.changed_items).toEqual([
      { item: '会社名', before: '株式会社あおぞら企画', after: '株式会社あおぞら企画研究所' },
      { item: '代表者確認書類', before: '', after: '免許証.png（90°）' },
    ]);
    // Credit requests of the cycle come first (22's seeded one is older than this one).
    expect(queue.data.slice(0, 2).map((r) => r.customer_id)).toEqual([22, 3]);

    expect((await act('creditJudge', 3, sales, { credit_result: 4 })).statusCode).toBe(403);
    const bad = await act('creditJudge', 3, operator, { credit_result: 1 });
    expect(bad.statusCode).toBe(422);
    const stale = await act('creditJudge', 3, operator, {
      credit_result: 4,
      customer_updated_timestamp: '2020-01-01 00:00:00.000',
    });
    expect(stale.statusCode).toBe(409);
    const judged = await act('creditJudge', 3, operator, { credit_result: 4 });
    expect(judged.statusCode).toBe(200);
    expect(json(judged).customer_updated_timestamp).toBe(await stampOf(app, 3, operator));
    const passed = await loadBasicInfo(app, 3, sales);
    expect(passed.info.update_info).toMatchObject({ is_update: true, approval_request_status: 1 });
    expect(passed.adapted).toMatchObject({ updateMode: true, requesting: false });
    expect((await badges()).credit_check).toBe(start.credit_check);

    const change = await act('saveChangeCreditRequest', 3, sales);
    expect(change.statusCode).toBe(200);
    expect((await loadBasicInfo(app, 3, sales)).adapted.requesting).toBe(true);
    expect((await badges()).approval).toBe(start.approval + 1);
    expect((await act('saveChangeCreditRequest', 3, sales)).statusCode).toBe(409);
    expect((await listed('getCreditCheckList', operator)).data.some((r) => r.customer_id === 3)).toBe(false);

    expect((await get(app, '/api/v1/customers/getApprovalList', sales)).statusCode).toBe(403);
    const waiting = (await listed('getApprovalList')).data.find((r) => r.customer_id === 3);
    expect(waiting).toMatchObject({ application_schedule_timestamp: '' });
    expect((await act('approveUpdateApplication', 3, sales)).statusCode).toBe(403);
    const approved = await act('approveUpdateApplication', 3, admin);
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toMatchObject({ result_code: 2000, is_reserved: false });
    const done = await loadBasicInfo(app, 3, sales);
    expect(done.info.basic_customer_info.corporate_name).toBe('株式会社あおぞら企画研究所');
    expect(done.info.contract_service_status).toMatchObject({
      contract_approval_status: 4,
      credit_screening_approval_status: 4,
    });
    expect(done.info.update_info.is_update).toBe(false);
    const [liveFile] = done.info.president_info.customer_personal_files;
    expect(liveFile).toMatchObject({ print_file_name_1: '免許証.png', is_file_update_application: false });
    expect((await get(app, liveFile.file_url_1, sales)).statusCode).toBe(200);
    expect((await badges()).approval).toBe(start.approval);
    const history = await get(app, '/api/v1/customers/getApprovalHistory?customer_id=3', sales);
    expect(json(history).editions).toEqual([
      expect.objectContaining({
        request_type: 2,
        status: 2,
        is_reserved: false,
        label: expect.stringMatching(/^\d{4}\/\d\d\/\d\d \d\d:\d\d 基本情報 反映済$/),
      }),
    ]);
  });

  it('与信NG closes the application as sent back; the next request is 5 (再申請)', async () => {
    const request = await saveBasicInfo(app, admin, 17, renameTo('株式会社光陽建設工業'), { isEntry: true });
    expect(json(request).is_skip).toBe(false);
    expect((await act('creditJudge', 17, admin, { credit_result: 3 })).statusCode).toBe(200);
    const refused = await loadBasicInfo(app, 17, admin);
    expect(refused.info.contract_service_status).toMatchObject({
      credit_screening_approval_status: 3,
      contract_approval_status: 3,
    });
    expect(refused.info.update_info.is_update).toBe(false);
    expect(refused.info.basic_customer_info.corporate_name).toBe('株式会社光陽建設');
    expect(refused.info.send_back_info?.basic_customer_info.corporate_name).toBe('株式会社光陽建設工業');
    expect((refused.adapted.sentBack?.basic_customer_info as FormData).corporate_name).toBe(
      '株式会社光陽建設工業',
    );
    expect(refused.adapted).toMatchObject({ updateMode: false, requesting: false });
    const retry = await saveBasicInfo(app, admin, 17, renameTo('株式会社光陽建設'), { isEntry: true });
    expect(retry.statusCode).toBe(200);
    const again = await loadBasicInfo(app, 17, admin);
    expect(again.info.update_info).toMatchObject({ is_update: true, update_application_status: 5 });
    expect(again.info.send_back_info).toBeNull();
    const labels = (
      json(await get(app, '/api/v1/customers/getApprovalHistory?customer_id=17', admin)).editions as {
        label: string;
      }[]
    ).map((e) => e.label.slice(17));
    expect(labels).toEqual(['基本情報 与信審査中', '基本情報 与信NG']);
  });

  it('差戻 closes the application; its values stay visible as the sent-back copy', async () => {
    expect((await act('saveChangeCreditRequest', 2, sales)).statusCode).toBe(200);
    const before = await badges();
    const sent = await act('sendBackUpdateApplication', 2, operator);
    expect(sent.statusCode).toBe(200);
    const back = await loadBasicInfo(app, 2, admin);
    expect(back.info.contract_service_status.contract_approval_status).toBe(3);
    expect(back.info.update_info.is_update).toBe(false);
    expect(back.info.basic_customer_info.corporate_name).toBe('合同会社みらい設計');
    expect(back.info.send_back_info?.basic_customer_info.corporate_name).toBe('株式会社みらい設計');
    expect((await badges()).approval).toBe(before.approval - 1);
    expect((await act('sendBackUpdateApplication', 2, operator)).statusCode).toBe(409);
    // 与信OK: the next save is direct (is_skip) and the sent-back marks go.
    const saved = await saveBasicInfo(app, admin, 2, renameTo('株式会社みらい設計'));
    expect(json(saved).is_skip).toBe(true);
    const after = await loadBasicInfo(app, 2, admin);
    expect(after.info.basic_customer_info.corporate_name).toBe('株式会社みらい設計');
    expect(after.info.send_back_info).toBeNull();
  });

  it('approval with a future reflection time makes a reservation, shown as an edition and revertable', async () => {
    setNow('2026-06-01T10:00:00+09:00');
    const approved = await act('approveUpdateApplication', 6, operator);
    expect(json(approved)).toMatchObject({ result_code: 2000, is_reserved: true });
    const info = await loadBasicInfo(app, 6, admin);
    expect(info.info.basic_customer_info.telephone_number).toBe('045-558-9217');
    expect(info.info.contract_service_status.contract_approval_status).toBe(4);
    expect(info.info.update_info.is_update).toBe(false);
    const history = json(
      await get(app, '/api/v1/customers/getApprovalHistory?customer_id=6', admin),
    ).editions;
    expect(history).toEqual([
      {
        header_id: 88,
        label: '2026/01/22 10:15 基本情報 予約（2026/12/01 09:00反映）',
        request_type: 2,
        status: 6,
        is_reserved: true,
        application_schedule_timestamp: '2026-12-01 09:00',
      },
    ]);
    const edition = await get(app, '/api/v1/customers/getHeaderByInfo?customer_id=6&header_id=88', admin);
    const preview = json(edition).basic_info as {
      customer_update_application_header_id: number;
      basic_customer_info: FormData;
    };
    expect(preview.customer_update_application_header_id).toBe(88);
    expect(preview.basic_customer_info.telephone_number).toBe('045-558-9300');
    expect(
      (await get(app, '/api/v1/customers/getHeaderByInfo?customer_id=6&header_id=90', admin)).statusCode,
    ).toBe(404);
    expect(
      (await post(app, '/api/v1/customers/revertApproval', { customer_id: 6, header_id: 88 }, sales))
        .statusCode,
    ).toBe(403);
    const stamp = await stampOf(app, 6, admin);
    const reverted = await post(
      app,
      '/api/v1/customers/revertApproval',
      { customer_id: 6, updated_user_id: 1, header_id: 88, customer_updated_timestamp: stamp },
      admin,
    );
    expect(reverted.statusCode).toBe(200);
    expect(String(json(reverted).customer_updated_timestamp) > stamp).toBe(true);
    const labels = json(await get(app, '/api/v1/customers/getApprovalHistory?customer_id=6', admin))
      .editions as { label: string }[];
    expect(labels[0].label).toBe('2026/01/22 10:15 基本情報 予約取消');
    setNow('2027-01-01T00:00:00+09:00');
    expect((await loadBasicInfo(app, 6, admin)).info.basic_customer_info.telephone_number).toBe(
      '045-558-9217',
    );
    expect(
      (await post(app, '/api/v1/customers/revertApproval', { customer_id: 6, header_id: 88 }, admin))
        .statusCode,
    ).toBe(409);
  });

  it('applies a reservation on the first read of the customer once its time has come', async () => {
    const stamp = await stampOf(app, 8, admin);
    expect((await loadBasicInfo(app, 8, admin)).info.basic_customer_info.mail_address).toBe(
      'contact@hokuto-fudosan.example.jp',
    );
    setNow('2030-04-01T09:00:00+09:00');
    const applied = await stampOf(app, 8, admin);
    expect(applied > stamp).toBe(true);
    expect((await loadBasicInfo(app, 8, admin)).info.basic_customer_info.mail_address).toBe(
      'info@hokuto-fudosan.example.jp',
    );
    const history = json(await get(app, '/api/v1/customers/getApprovalHistory?customer_id=8', admin))
      .editions as { label: string }[];
    expect(history[0].label).toBe('2026/01/08 11:00 基本情報 反映済');
    expect(await stampOf(app, 8, admin)).toBe(applied);
  });

  it('needs a session for every call of the cycle', async () => {
    for (const path of [
      'getCreditCheckList',
      'getApprovalList',
      'getApprovalHistory?customer_id=1',
      'getHeaderByInfo?customer_id=1&header_id=80',
    ])
      expect((await get(app, `/api/v1/customers/${path}`)).statusCode).toBe(401);
    for (const path of [
      'creditJudge',
      'approveUpdateApplication',
      'sendBackUpdateApplication',
      'revertApproval',
      'saveChangeCreditRequest',
    ])
      expect((await post(app, `/api/v1/customers/${path}`, { customer_id: 1 })).statusCode).toBe(401);
  });
});

describe('several server instances on one database', () => {
  const started: FastifyInstance[] = [];
  afterEach(async () => {
    for (const instance of started.splice(0)) await instance.close();
  });

  // Two instances on one PostgreSQL database; on SQLite (one connection per file) two calls to one server.
  async function twoInstances(): Promise<[FastifyInstance, FastifyInstance, string]> {
    if (!onPostgres()) return [app, app, admin];
    const database = await freshDatabase();
    for (let i = 0; i < 2; i++) started.push(await buildApp({ database, rateLimit: false }));
    // Sessions are stored in the database: a sign-in on one instance holds on the other.
    return [started[0], started[1], await login(started[0], 'admin')];
  }

  const decision = (instance: FastifyInstance, path: string, cookie: string, stamp: string) =>
    post(
      instance,
      `/api/v1/customers/${path}`,
      { customer_id: 6, customer_update_application_header_id: 88, customer_updated_timestamp: stamp },
      cookie,
    );

  it('applies a due reservation once when both instances read the customer at the same moment', async () => {
    const [first, second, cookie] = await twoInstances();
    const stamp = await stampOf(first, 8, cookie);
    const version = await listVersion(first.db);
    setNow('2030-04-01T09:00:00+09:00');
    const reads = await Promise.all(
      [first, second, first, second].map((instance) =>
        get(instance, '/api/v1/customers/getBasicInfo?customer_id=8&is_entry=0', cookie),
      ),
    );
    const infos = reads.map((read) => {
      expect(read.statusCode).toBe(200);
      return json(read).basic_info as { basic_customer_info: FormData };
    });
    for (const info of infos)
      expect(info.basic_customer_info.mail_address).toBe('info@hokuto-fudosan.example.jp');
    // One application: one new stamp that every answer shows, one change of the list's data.
    const applied = await stampOf(first, 8, cookie);
    expect(applied > stamp).toBe(true);
    for (const info of infos) expect(info.basic_customer_info.updated_timestamp).toBe(applied);
    expect(await listVersion(first.db)).toBe(version + 1);
    const record = await findApplication(first.db, 8, 84);
    expect(record).toMatchObject({ update_application_status: 2, applied_timestamp: applied });
  });

  it('claims a reservation in its transaction: of two applications at once, one applies it', async () => {
    const db = app.db;
    setNow('2030-04-01T09:00:00+09:00');
    expect(await reservations(db, 8)).toHaveLength(1);
    const results = await Promise.all([applyDueReservations(db, 8), applyDueReservations(db, 8)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await reservations(db, 8)).toEqual([]);
  });

  it('approves an application once when two approvals arrive together', async () => {
    const [first, second, cookie] = await twoInstances();
    setNow('2027-01-01T00:00:00+09:00');
    const stamp = await stampOf(first, 6, cookie);
    const version = await listVersion(first.db);
    const answers = await Promise.all([
      decision(first, 'approveUpdateApplication', cookie, stamp),
      decision(second, 'approveUpdateApplication', cookie, stamp),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const editions = json(await get(first, '/api/v1/customers/getApprovalHistory?customer_id=6', cookie))
      .editions as { status: number }[];
    expect(editions.map((edition) => edition.status)).toEqual([2]);
    expect((await loadBasicInfo(first, 6, cookie)).info.basic_customer_info.telephone_number).toBe(
      '045-558-9300',
    );
    expect(await listVersion(first.db)).toBe(version + 1);
  });

  it('makes one decision of an approval and a send-back that arrive together', async () => {
    const [first, second, cookie] = await twoInstances();
    setNow('2026-06-01T10:00:00+09:00');
    const stamp = await stampOf(first, 6, cookie);
    const answers = await Promise.all([
      decision(first, 'approveUpdateApplication', cookie, stamp),
      decision(second, 'sendBackUpdateApplication', cookie, stamp),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const approvedFirst = answers[0].statusCode === 200;
    const record = await findApplication(first.db, 6, 88);
    // 6 予約 (the reflection time is still to come) after 承認, 3 差戻 after 差戻.
    expect(record?.update_application_status).toBe(approvedFirst ? 6 : 3);
    expect(record?.is_send_back_shown).toBe(!approvedFirst);
  });

  it('claims the decision in its transaction: a second approval of the same application does nothing', async () => {
    const db = app.db;
    setNow('2027-01-01T00:00:00+09:00');
    const open = await findApplication(db, 6, 88);
    if (!open) throw new Error('no application 88');
    const decided = { timestamp: '2027-01-01 00:00:00.000', userId: 1 };
    const outcomes = await Promise.all([
      inTransaction(db, (trx) => approve(trx, basicInfoApproval, open, decided)),
      inTransaction(db, (trx) => approve(trx, basicInfoApproval, open, decided)),
    ]);
    expect(outcomes.sort()).toEqual(['gone', 'reflected']);
    expect(await findApplication(db, 6, 88)).toMatchObject({ update_application_status: 2 });
  });
});

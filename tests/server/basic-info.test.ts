import type { FastifyInstance } from 'fastify';
import type { FormData } from '../../src/engine/types';
import { fileRows, loadBasicInfo, newFileRow, pngBytes, saveBasicInfo, setField } from './basic-info-helpers';
import { get, json, login, newApp, post, stampOf } from './helpers';

let app: FastifyInstance;
let admin: string;
beforeEach(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
});
afterEach(() => app.close());

describe('GET customers/getBasicInfo', () => {
  it('answers the spec shape for customer 1: 担当 selects, management numbers, statuses, login, documents', async () => {
    const { info, adapted } = await loadBasicInfo(app, 1, admin);
    expect(info.course_charge).toMatchObject({
      assume_project: { selected: 1 },
      business_staff: { selected: 3 },
      request_course_name: { selected: 4 },
      business_talk_customer_number: 'BT-000101',
      is_relation_business_talk_customer_number: true,
      smbc_customer_number: '7700001',
      aplus_customer_number: '880000101',
      tas_id: 'T000001',
      order_number: '2000000001',
      did_number: '050-3000-0001',
    });
    expect(info.course_charge.assume_project.options[0]).toEqual({ value: 1, text: '東京第1プロジェクト' });
    expect(info.contract_service_status).toMatchObject({
      contract_status: { selected: 3 },
      contract_approval_status: 4,
      credit_screening_approval_status: 4,
    });
    expect(info.contract_service_status.cancellation_reason.options.map((o) => o.text)).toContain(
      '料金未払い（督促による強制解約）',
    );
    expect(info.basic_customer_info).toMatchObject({
      corporate_name: '株式会社サンプル商事',
      prefecture: { selected: 13 },
      login_id: 'customer1',
      login_password: '',
      updated_user_name: '管理 太郎',
    });
    expect(info.president_info).toMatchObject({
      president_name: '佐藤 一郎',
      president_identification_file_send_type: 2,
    });
    expect(
      info.president_info.customer_personal_files.map((f) => [
        f.print_file_name_1,
        f.mime_type,
        f.is_image_file,
      ]),
    ).toEqual([
      ['運転免許証_表.png', 'image/png', true],
      ['印鑑証明書.pdf', 'application/pdf', false],
    ]);
    expect(info.update_info).toEqual({
      is_update: false,
      update_application_status: null,
      approval_request_status: null,
      application_schedule_timestamp: '',
    });
    expect(info.send_back_info).toBeNull();
    expect(adapted).toMatchObject({ updateMode: false, requesting: false });
  });

  it('shows customer 2 pending 会社名 in update mode, and customer 22 (entry, 与信中) requesting', async () => {
    const pending = await loadBasicInfo(app, 2, admin);
    expect(pending.info.update_info).toMatchObject({
      is_update: true,
      update_application_status: 1,
      approval_request_status: 1,
    });
    expect(pending.info.basic_customer_info.corporate_name).toBe('合同会社みらい設計');
    expect(pending.info.update_info.basic_customer_info?.corporate_name).toBe('株式会社みらい設計');
    expect(pending.adapted).toMatchObject({ updateMode: true, requesting: false });
    const screening = await loadBasicInfo(app, 22, admin);
    expect(screening.info.contract_service_status.credit_screening_approval_status).toBe(2);
    expect(screening.adapted.requesting).toBe(true);
    const detail = await get(app, '/api/v1/customers/getCustomerDetailEntry?customer_id=22', admin);
    expect(json(detail).customer_detail).toMatchObject({
      is_credit_screening_requesting: true,
      is_basic_info_update: true,
    });
    const two = await get(app, '/api/v1/customers/getCustomerDetail?customer_id=2', admin);
    expect(json(two).customer_detail).toMatchObject({
      is_credit_screening_requesting: false,
      is_basic_info_update: true,
    });
  });

  it('answers 401 without a session and 404 for an unknown customer', async () => {
    expect((await get(app, '/api/v1/customers/getBasicInfo?customer_id=1')).statusCode).toBe(401);
    expect((await get(app, '/api/v1/customers/getBasicInfo?customer_id=99999', admin)).statusCode).toBe(404);
  });
});

describe('POST customers/creditRequestBasicInfo with credit status 4 (与信OK)', () => {
  it('saves directly (is_skip true): values, documents added, turned and deleted, the password as a hash', async () => {
    const before = await stampOf(app, 1, admin);
    const response = await saveBasicInfo(app, admin, 1, (data) => {
      setField(data, 'basic_customer_info', 'corporate_name', '株式会社サンプル商事ホールディングス');
      setField(data, 'basic_customer_info', 'login_password', 'NewPass2026');
      setField(data, 'president_info', 'president_name', '佐藤 二郎');
      setField(data, 'contract_service_status', 'contract_and_service_note', '代表者変更');
      const rows = fileRows(data);
      rows[0].rotation = 90;
      rows[1].is_delete = true;
      rows.push(newFileRow('保険証.png', pngBytes()));
    });
    expect(response.statusCode).toBe(200);
    const body = json(response) as {
      is_skip: boolean;
      customer_updated_timestamp: string;
      basic_info: FormData;
    };
    expect(body).toMatchObject({ result_code: 2000, is_skip: true });
    expect(body.customer_updated_timestamp > before).toBe(true);
    expect(await stampOf(app, 1, admin)).toBe(body.customer_updated_timestamp);
    const { info } = await loadBasicInfo(app, 1, admin);
    expect(info.basic_customer_info).toMatchObject({
      corporate_name: '株式会社サンプル商事ホールディングス',
      login_password: '',
    });
    expect(info.president_info.president_name).toBe('佐藤 二郎');
    expect(info.contract_service_status.contract_and_service_note).toBe('代表者変更');
    expect(info.update_info.is_update).toBe(false);
    expect(info.president_info.customer_personal_files.map((f) => [f.print_file_name_1, f.rotation])).toEqual(
      [
        ['運転免許証_表.png', 90],
        ['保険証.png', 0],
      ],
    );
    expect(body.basic_info).toEqual(info);
    const list = await get(
      app,
      '/api/v1/customers/getCustomerList?corporate_name=%E3%83%9B%E3%83%BC%E3%83%AB%E3%83%87%E3%82%A3%E3%83%B3%E3%82%B0%E3%82%B9',
      admin,
    );
    expect(json(list).table_items).toMatchObject({ total: 1 });
    // The new my page password is the one that signs in now (surrogate login checks it).
    const surrogate = (password: string) =>
      post(
        app,
        '/api/v1/customers/surrogateLogin',
        { account: 'customer1', password, customer_id: 1 },
        admin,
      );
    expect(json(await surrogate('NewPass2026')).result_code).toBe(2000);
    expect(json(await surrogate('Customer2026')).result_code).toBe(401);
  });

  it('refuses a stale stamp with 409 and writes nothing', async () => {
    const stale = await stampOf(app, 1, admin);
    await post(
      app,
      '/api/v1/customers/updateInCharge',
      {
        customer_id: 1,
        project_master_id: 2,
        business_staff_user_id: 12,
        request_course_name: -1,
        customer_updated_timestamp: stale,
      },
      admin,
    );
    const current = await stampOf(app, 1, admin);
    const response = await saveBasicInfo(
      app,
      admin,
      1,
      (data) => setField(data, 'basic_customer_info', 'corporate_name', '上書き'),
      {
        stamp: stale,
      },
    );
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      result_code: 409,
      message: expect.stringContaining('他のユーザー'),
    });
    expect(await stampOf(app, 1, admin)).toBe(current);
    expect((await loadBasicInfo(app, 1, admin)).info.basic_customer_info.corporate_name).toBe(
      '株式会社サンプル商事',
    );
  });

  it('needs a session (401) and the 基本情報 feature of the mode (403)', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/customers/creditRequestBasicInfo',
      payload: { customer_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    // OP (role 9) lacks the contracted-mode (parent 22) 基本情報 in the demo roles.
    const operator = await login(app, 'operator');
    const stamp = await stampOf(app, 1, operator);
    const refused = await saveBasicInfo(app, operator, 1, (data) =>
      setField(data, 'basic_customer_info', 'corporate_name', 'x'),
    );
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      result_code: 403,
      message: '権限がありません',
      error_message: '基本情報',
    });
    expect(await stampOf(app, 1, operator)).toBe(stamp);
    const inCharge = await post(
      app,
      '/api/v1/customers/updateInCharge',
      { customer_id: 1, customer_updated_timestamp: stamp },
      operator,
    );
    expect(inCharge.statusCode).toBe(403);
    // Reading stays allowed (the section shows read-only), and the entry-mode feature (parent 5) stands.
    expect((await get(app, '/api/v1/customers/getBasicInfo?customer_id=1', operator)).statusCode).toBe(200);
    const entry = await saveBasicInfo(
      app,
      operator,
      3,
      (data) => setField(data, 'basic_customer_info', 'division_name', '総務部'),
      { isEntry: true },
    );
    expect(entry.statusCode).toBe(200);
  });
});

describe('POST customers/updateInCharge', () => {
  it('saves the three 担当 values at once and answers the new stamp and basic_info', async () => {
    const before = await stampOf(app, 1, admin);
    const response = await post(
      app,
      '/api/v1/customers/updateInCharge',
      {
        customer_id: 1,
        is_entry: 0,
        project_master_id: 5,
        business_staff_user_id: 12,
        request_course_name: -1,
        updated_user_id: 99,
        customer_updated_timestamp: before,
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const body = json(response) as {
      customer_updated_timestamp: string;
      basic_info: { course_charge: Record<string, { selected: number | null }> };
    };
    expect(body.customer_updated_timestamp > before).toBe(true);
    expect(body.basic_info.course_charge.assume_project.selected).toBe(5);
    expect(body.basic_info.course_charge.business_staff.selected).toBe(12);
    expect(body.basic_info.course_charge.request_course_name.selected).toBeNull();
    const unknown = await post(
      app,
      '/api/v1/customers/updateInCharge',
      {
        customer_id: 1,
        project_master_id: 999,
        business_staff_user_id: 12,
        request_course_name: -1,
        customer_updated_timestamp: body.customer_updated_timestamp,
      },
      admin,
    );
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toEqual({
      'course_charge.assume_project': ['担当プロジェクトは一覧から選択してください'],
    });
    const stale = await post(
      app,
      '/api/v1/customers/updateInCharge',
      {
        customer_id: 1,
        project_master_id: 1,
        business_staff_user_id: 12,
        request_course_name: -1,
        customer_updated_timestamp: before,
      },
      admin,
    );
    expect(stale.statusCode).toBe(409);
  });
});

describe('GET fileIssueLog/downloadFile', () => {
  it('answers the bytes with their type and the original name (RFC 5987), and 440 for none', async () => {
    const { info } = await loadBasicInfo(app, 1, admin);
    const [png, pdf] = info.president_info.customer_personal_files;
    const image = await get(
      app,
      `/api/v1/fileIssueLog/downloadFile?customer_id=1&customer_file_id=${png.customer_file_id}`,
      admin,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(image.headers['content-disposition']).toBe(
      `attachment; filename="menkyo_omote.png"; filename*=UTF-8''menkyo_omote.png`,
    );
    const document = await get(app, pdf.file_url_1, admin);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await get(
      app,
      '/api/v1/fileIssueLog/downloadFile?customer_id=1&customer_file_id=9999',
      admin,
    );
    expect(missing.statusCode).toBe(440);
    expect(json(missing)).toMatchObject({ result_code: 440, message: 'ファイルが存在しません' });
    const otherCustomer = await get(
      app,
      `/api/v1/fileIssueLog/downloadFile?customer_id=2&customer_file_id=${png.customer_file_id}`,
      admin,
    );
    expect(otherCustomer.statusCode).toBe(440);
    expect((await get(app, png.file_url_1)).statusCode).toBe(401);
  });

  it('names a Japanese file with filename* and an ASCII fallback', async () => {
    await saveBasicInfo(app, admin, 1, (data) =>
      fileRows(data).push(newFileRow('保険証 表.png', pngBytes())),
    );
    const { info } = await loadBasicInfo(app, 1, admin);
    const added = info.president_info.customer_personal_files[2];
    const response = await get(app, added.file_url_1, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="___ _.png"; filename*=UTF-8''${encodeURIComponent('保険証 表.png')}`,
    );
  });
});

import type { FastifyInstance } from 'fastify';
import { get, json, login, newApp, post, stampOf, withoutSalesFeature } from './helpers';

type Row = Record<string, unknown>;
interface Setting {
  mail_table_items: Row[];
  messenger_table_items: Row[];
  mail_group_table_items: Row[];
  customer_report_group_members: { group_index: number; member_index: number }[];
  message_service_master: { message_service_master_id: number; name: string }[];
  sender_options: Row[];
  sender_selected: number | null;
  report_mail_address_cc: string;
  report_mail_address_bcc: string;
  attachment_file_password: string;
}

const loadUrl = (customerId: number, isEntry = 0) =>
  `/api/v1/customers/getEmailSetting?customer_id=${customerId}&is_entry=${isEntry}&user_id=1`;
const saveUrl = '/api/v1/customers/updateEmailSetting';

let app: FastifyInstance;
let cookie: string;
beforeEach(async () => {
  app = await newApp();
  cookie = await login(app, 'admin');
});
afterEach(() => app.close());

async function load(customerId: number, target = app, who = cookie) {
  const response = await get(target, loadUrl(customerId), who);
  expect(response.statusCode).toBe(200);
  return response.json<{ send_method_id: number; email_setting: Setting }>();
}

// The request the screen builds from a loaded setting (the adapter's `toRequest` shape).
function requestOf(customerId: number, setting: Setting, stamp: string, changes: Row = {}) {
  return {
    customer_id: customerId,
    is_entry: 0,
    updated_user_id: 1,
    customer_updated_timestamp: stamp,
    mail_report_members: setting.mail_table_items,
    messenger_report_members: setting.messenger_table_items,
    mail_report_groups: setting.mail_group_table_items,
    mail_group_members: setting.customer_report_group_members,
    source_address_master_id: setting.sender_selected,
    report_mail_address_cc: setting.report_mail_address_cc,
    report_mail_address_bcc: setting.report_mail_address_bcc,
    attachment_file_password: setting.attachment_file_password,
    ...changes,
  };
}

const newMail = (fields: Row): Row => ({
  customer_report_member_id: null,
  sort_number: '9',
  name: '',
  report_mail_address: '',
  send_invoice_target_flag: true,
  business_report_send_flag: true,
  remark: '',
  is_new: true,
  is_delete: false,
  ...fields,
});

describe('getEmailSetting', () => {
  it('answers the demo customer 1 with every table, memberships, senders and the service master', async () => {
    const { send_method_id, email_setting: s } = await load(1);
    expect(send_method_id).toBe(1);
    expect(s.mail_table_items.map((row) => row.report_mail_address)).toEqual([
      'yamada@yamada-shoji.example.co.jp',
      'sato@yamada-shoji.example.co.jp',
      'keiri@yamada-shoji.example.co.jp',
    ]);
    expect(s.mail_table_items[0]).toMatchObject({ index: 0, report_mail_address_confirmed_flag: true });
    expect(s.messenger_table_items.map((row) => [row.index, row.message_service_master_id])).toEqual([
      [3, 1],
      [4, 3],
    ]);
    expect(s.mail_group_table_items[0]).toMatchObject({
      name: '営業報告',
      customer_report_member_count: 3,
      virtual_email_address: 'group1.c1@report.tas-desk.example',
    });
    expect(s.customer_report_group_members).toEqual([
      { group_index: 0, member_index: 0 },
      { group_index: 0, member_index: 1 },
      { group_index: 0, member_index: 3 },
    ]);
    expect(s.message_service_master.map((m) => m.name)).toEqual([
      'LINE',
      'LINE WORKS',
      'Slack',
      'Google Chat',
      'Chatwork',
      'Teams',
    ]);
    expect(s.sender_selected).toBe(1);
    expect(s.sender_options).toHaveLength(2);
  });

  it('answers an entry without messenger rows, and a fax customer with send_method_id 2', async () => {
    const entry = await load(3);
    expect(entry.email_setting.mail_table_items).toHaveLength(2);
    expect(entry.email_setting.messenger_table_items).toEqual([]);
    expect((await load(146)).send_method_id).toBe(2);
  });
});

describe('updateEmailSetting', () => {
  it('saves rows, a group with members and the sender settings, and answers them redrawn', async () => {
    const { email_setting: s } = await load(141);
    const response = await post(
      app,
      saveUrl,
      requestOf(141, s, await stampOf(app, 141, cookie), {
        mail_report_members: [
          newMail({ index: 0, sort_number: '1', report_mail_address: 'a@example.co.jp' }),
          newMail({ index: 1, sort_number: '2', report_mail_address: 'b@example.co.jp' }),
        ],
        messenger_report_members: [
          {
            customer_report_message_service_id: null,
            index: 2,
            sort_number: '1',
            message_service_master_id: 6,
            message_service_primary_id: 'teams-id',
            message_service_url: 'https://teams.example/hook',
            is_new: true,
            is_delete: false,
          },
        ],
        mail_report_groups: [
          { customer_report_group_id: null, index: 0, sort_number: '1', name: '全員', is_new: true },
        ],
        // The unconfirmed (new) messenger row is not taken into the group.
        mail_group_members: [
          { member_index: 0, group_index: 0 },
          { member_index: 1, group_index: 0 },
          { member_index: 2, group_index: 0 },
        ],
        source_address_master_id: 2,
        report_mail_address_cc: 'cc@example.co.jp',
        report_mail_address_bcc: 'bcc@example.co.jp',
        attachment_file_password: 'secret',
      }),
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const body = json(response) as { customer_updated_timestamp: string; email_setting: Setting };
    expect(await stampOf(app, 141, cookie)).toBe(body.customer_updated_timestamp);
    const saved = (await load(141)).email_setting;
    expect(body.email_setting).toEqual(saved);
    expect(saved.mail_table_items.map((row) => row.report_mail_address)).toEqual([
      'a@example.co.jp',
      'b@example.co.jp',
    ]);
    expect(saved.messenger_table_items[0]).toMatchObject({
      message_service_master_id: 6,
      message_service_id_comfirmed_flag: false,
    });
    expect(saved.mail_group_table_items[0]).toMatchObject({ name: '全員', customer_report_member_count: 2 });
    expect(String(saved.mail_group_table_items[0].virtual_email_address)).toMatch(
      /@report\.tas-desk\.example$/,
    );
    expect(saved).toMatchObject({
      sender_selected: 2,
      report_mail_address_cc: 'cc@example.co.jp',
      report_mail_address_bcc: 'bcc@example.co.jp',
      attachment_file_password: 'secret',
    });

    // Deleting a member takes it out of its group; a saved service cannot be changed.
    const next = requestOf(141, saved, body.customer_updated_timestamp);
    next.mail_report_members = saved.mail_table_items.map((row, at) =>
      at === 0 ? { ...row, is_delete: true } : row,
    );
    next.messenger_report_members = saved.messenger_table_items.map((row) => ({
      ...row,
      message_service_master_id: 1,
    }));
    expect((await post(app, saveUrl, next, cookie)).statusCode).toBe(200);
    const after = (await load(141)).email_setting;
    expect(after.mail_table_items.map((row) => row.report_mail_address)).toEqual(['b@example.co.jp']);
    expect(after.mail_group_table_items[0].customer_report_member_count).toBe(1);
    expect(after.messenger_table_items[0].message_service_master_id).toBe(6);
  });

  it("keeps a fax customer's address invoice flag and messenger business-report flag off", async () => {
    const { email_setting: s } = await load(146);
    const response = await post(
      app,
      saveUrl,
      requestOf(146, s, await stampOf(app, 146, cookie), {
        mail_report_members: s.mail_table_items.map((row) => ({ ...row, send_invoice_target_flag: true })),
        messenger_report_members: [
          {
            customer_report_message_service_id: null,
            index: 1,
            sort_number: '1',
            message_service_master_id: 1,
            message_service_primary_id: 'line-146',
            business_report_send_flag: true,
            is_new: true,
            is_delete: false,
          },
        ],
      }),
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const saved = (await load(146)).email_setting;
    expect(saved.mail_table_items[0]).toMatchObject({
      send_invoice_target_flag: false,
      business_report_send_flag: true,
    });
    expect(saved.messenger_table_items[0].business_report_send_flag).toBe(false);
  });

  it('refuses a bad address or a Teams row without URL (422) and writes nothing', async () => {
    const { email_setting: s } = await load(1);
    const stamp = await stampOf(app, 1, cookie);
    const badMail = await post(
      app,
      saveUrl,
      requestOf(1, s, stamp, {
        mail_report_members: [
          ...s.mail_table_items,
          newMail({ index: 3, report_mail_address: 'not-an-address' }),
        ],
      }),
      cookie,
    );
    expect(badMail.statusCode).toBe(422);
    expect(Object.keys((json(badMail) as { errors: Row }).errors)).toEqual([
      'mail_table_items.3.report_mail_address',
    ]);
    const teams = await post(
      app,
      saveUrl,
      requestOf(1, s, stamp, {
        messenger_report_members: [
          ...s.messenger_table_items,
          {
            customer_report_message_service_id: null,
            index: 5,
            sort_number: '3',
            message_service_master_id: 6,
            message_service_primary_id: 'only-primary',
            is_new: true,
            is_delete: false,
          },
        ],
      }),
      cookie,
    );
    expect(teams.statusCode).toBe(422);
    expect(json(teams)).toEqual({
      result_code: 422,
      errors: {
        messenger_table_items: [
          '必須のメッセンジャーIDが入力されていないか、すべてのIDが空のデータがあります。',
        ],
      },
    });
    expect(await stampOf(app, 1, cookie)).toBe(stamp);
    expect((await load(1)).email_setting).toEqual(s);
  });

  it("refuses another customer's rows or groups named by their ids (422): nothing written, no new stamp", async () => {
    const demo = (await load(1)).email_setting;
    const { email_setting: s } = await load(143);
    const stamp = await stampOf(app, 143, cookie);
    for (const taken of [
      { mail_report_members: [{ ...demo.mail_table_items[0], report_mail_address: 'taken@example.co.jp' }] },
      {
        mail_report_groups: [{ ...demo.mail_group_table_items[0], name: '乗っ取り' }],
        mail_group_members: [],
      },
    ]) {
      const response = await post(app, saveUrl, requestOf(143, s, stamp, taken), cookie);
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain('他の顧客のデータが含まれているため保存できません');
    }
    expect((await load(1)).email_setting).toEqual(demo);
    expect((await load(143)).email_setting.mail_table_items).toEqual([]);
    expect(await stampOf(app, 143, cookie)).toBe(stamp);
  });

  it('refuses a stale stamp (409) and writes nothing', async () => {
    const { email_setting: s } = await load(1);
    const stamp = await stampOf(app, 1, cookie);
    const response = await post(
      app,
      saveUrl,
      requestOf(1, s, '2000-01-01 00:00:00', { report_mail_address_cc: 'changed@example.co.jp' }),
      cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(await stampOf(app, 1, cookie)).toBe(stamp);
    expect((await load(1)).email_setting.report_mail_address_cc).toBe(s.report_mail_address_cc);
  });

  it('refuses a role without the contracted-mode E-Mail報告設定 (403), which may still read it', async () => {
    // Every demo role holds E-Mail報告設定: 営業 loses it in a database of this test's own.
    await withoutSalesFeature('E-Mail報告設定', async (fileApp) => {
      const sales = await login(fileApp, 'sales');
      const { email_setting: s } = await load(1, fileApp, sales);
      const stamp = await stampOf(fileApp, 1, sales);
      const response = await post(
        fileApp,
        saveUrl,
        requestOf(1, s, stamp, { report_mail_address_cc: 'x@example.co.jp' }),
        sales,
      );
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ result_code: 403, error_message: 'E-Mail報告設定' });
      expect(await stampOf(fileApp, 1, sales)).toBe(stamp);
    });
  });
});

describe('side calls', () => {
  it('sendTestMessage records the test time of a saved address, and says when there is none', async () => {
    const [first] = (await load(1)).email_setting.mail_table_items;
    const stamp = await stampOf(app, 1, cookie);
    const sent = await post(
      app,
      '/api/v1/customers/sendTestMessage',
      { customer_id: 1, customer_report_member_id: first.customer_report_member_id, send_type: 1 },
      cookie,
    );
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toMatchObject({ result_code: 2000, report_mail_address: first.report_mail_address });
    const [after] = (await load(1)).email_setting.mail_table_items;
    expect(after.report_mail_address_test_timestamp).toBe(json(sent).send_timestamp);
    // Not a save of the customer: the concurrency stamp stays.
    expect(await stampOf(app, 1, cookie)).toBe(stamp);
    const missing = await post(
      app,
      '/api/v1/customers/sendTestMessage',
      { customer_id: 1, customer_report_member_id: 999999, send_type: 1 },
      cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ is_address_found: false });
  });

  it('updateMessengerUsePreference takes service ids 1–6 only', async () => {
    const url = '/api/v1/customers/updateMessengerUsePreference';
    const ok = await post(app, url, { customer_id: 1, selected: [1, 5], is_entry: 0 }, cookie);
    expect(json(ok)).toEqual({ result_code: 2000 });
    const bad = await post(app, url, { customer_id: 1, selected: [7], is_entry: 0 }, cookie);
    expect(bad.statusCode).toBe(422);
    const none = await post(app, url, { customer_id: 1, selected: [], is_entry: 0 }, cookie);
    expect(none.statusCode).toBe(422);
  });
});

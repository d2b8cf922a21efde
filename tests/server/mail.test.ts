import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { get, json, login, newApp, post } from './helpers';
import { freshDatabase } from './test-database';

// Issue 16, mail: the header's recess and cancellation thank-you mails (002 §4, §7, §8), the E-Mail settings'
// test message, the fax tests through the gateway, and the outbox. Customer 193 (休会, fixtures/seed/mail.json)
// has a recess date 2026-12-01 and three report addresses, two under refused.example.

const recessCustomer = 193;
const deliverable = 'ichiro@sakuragawa-unyu.example.co.jp';
const refusedByOutbox = ['soumu@refused.example', 'keiri@refused.example'];

/** A real SMTP server on 127.0.0.1 (random port) that refuses the RCPT TO of chosen addresses. */
class TestSmtp {
  readonly received: { to: string[]; mail: ParsedMail }[] = [];
  refuse = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (!this.refuse.has(address.address)) return callback();
      const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      callback(error);
    },
    onData: (stream, session, callback) => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((mail) => {
          this.received.push({ to, mail });
          callback();
        })
        .catch(callback);
    },
  });

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.server.address() as AddressInfo).port)),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const sendRecess = (app: FastifyInstance, customerId: number, hotline: number, cookie?: string) =>
  post(
    app,
    '/api/v1/customers/sendRecessMail',
    { customer_id: customerId, updated_user_id: 1, hotline_telephone_number_id: hotline },
    cookie,
  );
const sendThankYou = (app: FastifyInstance, customerId: number, cookie?: string) =>
  post(app, '/api/v1/customers/sendContractCancellationThankYouMail', { customer_id: customerId }, cookie);

interface OutboxAnswer {
  transport: string;
  mail_outbox: {
    total: number;
    data: {
      kind: string;
      subject: string;
      body: string;
      status: string;
      transport: string;
      user_name: string;
      recipients: { address: string; delivered: boolean; reason: string }[];
    }[];
  };
}
const outbox = async (app: FastifyInstance, cookie: string) =>
  json(await get(app, '/api/v1/manage/getMailOutbox?limit=50', cookie)) as unknown as OutboxAnswer;

describe('through a real SMTP server (SMTP_URL)', () => {
  const smtp = new TestSmtp();
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    const port = await smtp.listen();
    app = await buildApp({
      database: await freshDatabase(),
      rateLimit: false,
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    admin = await login(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuse = new Set();
  });

  it('sends the recess greeting to each report address, Japanese subject and body intact, in UTF-8', async () => {
    const response = await sendRecess(app, recessCustomer, 2, admin);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      result_code: 2000,
      is_send_result: { status: 'allSuccess', failedAddresses: [] },
    });
    // One message per recipient: nobody sees the others' addresses.
    expect(smtp.received.map((r) => r.to)).toEqual([[deliverable], ...refusedByOutbox.map((a) => [a])]);
    const { mail } = smtp.received[0];
    expect(mail.subject).toBe('【TAS秘書サービス】休会のご案内（T000193）');
    expect(mail.text).toContain('株式会社桜川運輸 御中');
    expect(mail.text).toContain('2026年12月1日より、電話代行サービスを休会とさせていただきます。');
    expect(mail.text).toContain('ホットライン：0120-123-402');
    expect(mail.text).not.toContain('0120-123-401');
    expect(mail.headers.get('content-type')).toMatchObject({
      value: 'text/plain',
      params: { charset: 'utf-8' },
    });
    expect(mail.from?.value[0]).toMatchObject({
      name: 'TAS秘書サービス',
      address: 'report@tas-desk.example',
    });
    // The other hotline names its own number.
    await sendRecess(app, recessCustomer, 1, admin);
    expect(smtp.received[3].mail.text).toContain('ホットライン：0120-123-401');
  });

  it('reports a partial failure with exactly the addresses the server refused; the rest are delivered', async () => {
    smtp.refuse = new Set([deliverable, 'keiri@refused.example']);
    const response = await sendRecess(app, recessCustomer, 1, admin);
    expect(json(response)).toEqual({
      result_code: 2000,
      is_send_result: { status: 'partialFailed', failedAddresses: [deliverable, 'keiri@refused.example'] },
    });
    expect(smtp.received.map((r) => r.to)).toEqual([['soumu@refused.example']]);
    const [latest] = (await outbox(app, admin)).mail_outbox.data;
    expect(latest).toMatchObject({ transport: 'smtp', status: 'partialFailed', kind: 'recess' });
    expect(latest.recipients.find((r) => r.address === deliverable)?.reason).toMatch(/^550 /);
  });

  it('answers allFailed when every address is refused', async () => {
    smtp.refuse = new Set([deliverable, ...refusedByOutbox]);
    const response = await sendRecess(app, recessCustomer, 1, admin);
    expect(json(response)).toEqual({
      result_code: 2000,
      is_send_result: { status: 'allFailed', failedAddresses: [deliverable, ...refusedByOutbox] },
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends the E-Mail settings test message, and a refused one keeps the address untested', async () => {
    const satoRow = async () => {
      const settings = json(await get(app, '/api/v1/customers/getEmailSetting?customer_id=1', admin));
      const rows = (settings.email_setting as { mail_table_items: Record<string, unknown>[] })
        .mail_table_items;
      return rows.find((r) => r.report_mail_address === 'sato@yamada-shoji.example.co.jp');
    };
    const sato = await satoRow();
    expect(sato?.report_mail_address_test_timestamp || null).toBeNull();
    const test = (id: unknown) =>
      post(
        app,
        '/api/v1/customers/sendTestMessage',
        { customer_id: 1, customer_report_member_id: id, send_type: 1 },
        admin,
      );
    smtp.refuse = new Set(['sato@yamada-shoji.example.co.jp']);
    const refused = await test(sato?.customer_report_member_id);
    expect(refused.statusCode).toBe(502);
    expect(json(refused)).toMatchObject({ error_message: 'sato@yamada-shoji.example.co.jp' });
    expect((await satoRow())?.report_mail_address_test_timestamp || null).toBeNull();
    smtp.refuse = new Set();
    const sent = await test(sato?.customer_report_member_id);
    expect(sent.statusCode).toBe(200);
    expect((await satoRow())?.report_mail_address_test_timestamp).toBe(json(sent).send_timestamp);
    expect(smtp.received.map((r) => r.to)).toEqual([['sato@yamada-shoji.example.co.jp']]);
    expect(smtp.received[0].mail.subject).toBe('【TAS秘書サービス】テストメッセージ');
    expect(smtp.received[0].mail.text).toContain('株式会社サンプル商事 御中');
    // Customer 1's E-Mail settings name 送信元 1.
    expect(smtp.received[0].mail.from?.value[0].address).toBe('report@tas-desk.example');
  });

  it('mails the messenger opening request to the report addresses, naming the services', async () => {
    const response = await post(
      app,
      '/api/v1/customers/updateMessengerUsePreference',
      { customer_id: 1, selected: [1, 3], is_entry: 0 },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(3);
    expect(smtp.received[0].mail.subject).toBe('【TAS秘書サービス】メッセンジャー開通確認のお願い');
    expect(smtp.received[0].mail.text).toContain('・LINE\n・Slack');
  });
});

describe('with the default outbox', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await newApp();
    admin = await login(app, 'admin');
  });
  afterAll(() => app.close());

  it('keeps each message with its recipients and result, newest first; refused.example addresses fail', async () => {
    const response = await sendRecess(app, recessCustomer, 1, admin);
    expect(json(response)).toEqual({
      result_code: 2000,
      is_send_result: { status: 'partialFailed', failedAddresses: refusedByOutbox },
    });
    const thanks = await sendThankYou(app, 4, admin);
    // Customer 4 was cancelled on 2025-03-31 but has no E-Mail report address.
    expect(json(thanks)).toEqual({
      result_code: 2000,
      is_send_result: { status: 'emptyAddress', failedAddresses: [] },
    });
    const answer = await outbox(app, admin);
    expect(answer.transport).toBe('outbox');
    expect(answer.mail_outbox.total).toBe(1);
    const [entry] = answer.mail_outbox.data;
    expect(entry).toMatchObject({
      kind: 'recess',
      transport: 'outbox',
      status: 'partialFailed',
      subject: '【TAS秘書サービス】休会のご案内（T000193）',
      user_name: '管理 太郎',
    });
    expect(entry.body).toContain('ホットライン：0120-123-401');
    expect(entry.recipients.map((r) => [r.address, r.delivered])).toEqual([
      [deliverable, true],
      ['soumu@refused.example', false],
      ['keiri@refused.example', false],
    ]);
    await sendRecess(app, recessCustomer, 2, admin);
    const newest = await outbox(app, admin);
    expect(newest.mail_outbox.total).toBe(2);
    expect(newest.mail_outbox.data.map((e) => e.body.includes('0120-123-402'))).toEqual([true, false]);
  });

  it('needs a registered date: 422 with the text alone, nothing sent', async () => {
    const before = (await outbox(app, admin)).mail_outbox.total;
    const recess = await sendRecess(app, 1, 1, admin);
    expect(recess.statusCode).toBe(422);
    expect(json(recess)).toEqual({ result_code: 422, errors: { '': ['休会日が登録されていません'] } });
    const thanks = await sendThankYou(app, 1, admin);
    expect(thanks.statusCode).toBe(422);
    expect(json(thanks)).toEqual({ result_code: 422, errors: { '': ['解約日が登録されていません'] } });
    const hotline = await sendRecess(app, recessCustomer, 3, admin);
    expect(json(hotline)).toEqual({
      result_code: 422,
      errors: { hotline_telephone_number_id: ['ホットライン番号は1か2を指定してください'] },
    });
    expect((await outbox(app, admin)).mail_outbox.total).toBe(before);
  });

  it('refuses without a session (401), without the feature (403) and for an unknown customer (404)', async () => {
    const operator = await login(app, 'operator');
    expect((await sendRecess(app, recessCustomer, 1)).statusCode).toBe(401);
    expect((await sendRecess(app, recessCustomer, 1, operator)).statusCode).toBe(403);
    expect((await sendThankYou(app, 4, operator)).statusCode).toBe(403);
    expect((await sendRecess(app, 999_999, 1, admin)).statusCode).toBe(404);
    expect((await sendThankYou(app, 999_999, admin)).statusCode).toBe(404);
    expect((await get(app, '/api/v1/manage/getMailOutbox')).statusCode).toBe(401);
    const forbidden = await get(app, '/api/v1/manage/getMailOutbox', operator);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ error_message: '管理機能' });
  });
});

describe('fax tests through the gateway', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await newApp();
    admin = await login(app, 'admin');
  });
  afterAll(() => app.close());
  const attempts = () =>
    app.db
      .selectFrom('fax_attempts')
      .select(['purpose', 'fax_number', 'delivered', 'user_id'])
      .orderBy('fax_attempt_id')
      .execute();
  const billFax = (number: string) =>
    post(
      app,
      '/api/v1/customers/sendTestBillToFaxNumber',
      { customer_id: 1, is_entry: 0, bill_to_fax_number: number },
      admin,
    );

  it('sends the 請求先情報 fax test and shows its time in the section; 0000 does not answer', async () => {
    const sent = await billFax('03-1234-5679');
    expect(sent.statusCode).toBe(200);
    const body = json(sent);
    expect(body).toMatchObject({ result_code: 2000, is_send_result: true });
    expect(String(body.send_result_date)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const billing = json(
      await get(app, '/api/v1/customers/getBillingInformation?customer_id=1&is_entry=0', admin),
    );
    expect((billing.billing_information as { billing: Record<string, unknown> }).billing).toMatchObject({
      bill_to_fax_number_test_timestamp: body.send_result_date,
    });
    expect(json(await billFax('03-1234-0000'))).toEqual({
      result_code: 2000,
      is_send_result: false,
      send_result_date: null,
    });
    const duties = await post(
      app,
      '/api/v1/customers/sendTestBusinessEndReportFaxNumber',
      { customer_id: 1, option_business_end_report_fax_number: '03-9876-0000' },
      admin,
    );
    expect(json(duties)).toMatchObject({ is_send_result: false });
    expect(await attempts()).toEqual([
      { purpose: 'billTestSend', fax_number: '03-1234-5679', delivered: 1, user_id: 1 },
      { purpose: 'billTestSend', fax_number: '03-1234-0000', delivered: 0, user_id: 1 },
      { purpose: 'businessEndReportTestSend', fax_number: '03-9876-0000', delivered: 0, user_id: 1 },
    ]);
  });

  it('validates the number with the billing form rules (422, nothing sent)', async () => {
    const before = (await attempts()).length;
    const empty = await billFax('');
    expect(empty.statusCode).toBe(422);
    const errors = json(empty).errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['bill_to_fax_number']);
    expect(errors.bill_to_fax_number.length).toBeGreaterThan(0);
    expect((await billFax('abc')).statusCode).toBe(422);
    expect(await attempts()).toHaveLength(before);
  });
});

import type { FastifyInstance } from 'fastify';
import type { FormData } from '../../src/engine/types';
import { fileRows, loadBasicInfo, newFileRow, pngBytes, saveBasicInfo, setField } from './basic-info-helpers';
import { json, login, newApp, stampOf } from './helpers';

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
});
afterAll(() => app.close());

// Each invalid save: 422 with the schema's Japanese messages by field, and nothing written.
async function expectRefused(change: (data: FormData) => void, errors: Record<string, string[]>) {
  const stamp = await stampOf(app, 1, admin);
  const before = (await loadBasicInfo(app, 1, admin)).info;
  const response = await saveBasicInfo(app, admin, 1, change);
  expect(response.statusCode).toBe(422);
  expect(json(response)).toEqual({ result_code: 422, errors });
  expect(await stampOf(app, 1, admin)).toBe(stamp);
  expect((await loadBasicInfo(app, 1, admin)).info).toEqual(before);
}

describe('creditRequestBasicInfo validation (422, nothing written)', () => {
  it('refuses a 受注コード of 9 digits and a malformed postcode, line by line', async () => {
    await expectRefused(
      (data) => {
        setField(data, 'management_numbers', 'order_number', '200000000');
        setField(data, 'basic_customer_info', 'postcode', '1000-05');
        setField(data, 'basic_customer_info', 'corporate_name', '新しい会社名');
      },
      {
        'management_numbers.order_number': ['受注コードは10文字以上で入力してください'],
        'basic_customer_info.postcode': [
          '郵便番号の「1000-05」は郵便番号の形式（123-4567）で入力してください',
        ],
      },
    );
  });

  it('refuses a blank postcode (required) and a short login password', async () => {
    await expectRefused(
      (data) => {
        setField(data, 'basic_customer_info', 'postcode', '');
        setField(data, 'basic_customer_info', 'login_password', 'abc');
      },
      {
        'basic_customer_info.postcode': ['郵便番号は必須項目です'],
        'basic_customer_info.login_password': ['ログインパスワードは8〜32文字の半角英数字で入力してください'],
      },
    );
  });

  it('refuses a 5th live document, but a 5th row replacing a deleted one passes', async () => {
    await expectRefused(
      (data) => {
        fileRows(data).push(
          newFileRow('a.png', pngBytes()),
          newFileRow('b.png', pngBytes()),
          newFileRow('c.png', pngBytes()),
        );
      },
      { 'president_info.customer_personal_files': ['代表者確認書類は4件以内にしてください'] },
    );
    const response = await saveBasicInfo(app, admin, 1, (data) => {
      fileRows(data)[1].is_delete = true;
      fileRows(data).push(
        newFileRow('a.png', pngBytes()),
        newFileRow('b.png', pngBytes()),
        newFileRow('c.png', pngBytes()),
      );
    });
    expect(response.statusCode).toBe(200);
    expect((await loadBasicInfo(app, 1, admin)).info.president_info.customer_personal_files).toHaveLength(4);
  });

  it('refuses an .exe renamed .png by its content, and a file of 4 MB + 1 byte by its size', async () => {
    const exe = new Uint8Array(128);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    const big = pngBytes(4 * 1024 * 1024 + 1);
    const saved = fileRows((await loadBasicInfo(app, 1, admin)).adapted.data).length;
    await expectRefused(
      (data) => {
        const rows = fileRows(data);
        for (const row of rows) row.is_delete = true;
        rows.push(
          newFileRow('setup.png', exe),
          newFileRow('big.png', big),
          newFileRow('ok.png', pngBytes(4 * 1024 * 1024)),
        );
      },
      {
        // The indices are those of the rows as the screen sent them (the saved ones first).
        [`president_info.customer_personal_files.${saved}.file`]: [
          '代表者確認書類の「setup.png」はファイルの内容がjpg・png・pdf・gif・tiffのいずれの形式でもありません',
        ],
        [`president_info.customer_personal_files.${saved + 1}.file`]: [
          '代表者確認書類の「big.png」は4MB以下のファイルを選択してください',
        ],
      },
    );
  });

  it('refuses a reflection time in the past and an unknown contract status', async () => {
    await expectRefused(
      (data) => {
        data.application_schedule_timestamp = '2020-01-01 09:00';
        setField(data, 'contract_service_status', 'contract_status', 99);
      },
      {
        application_schedule_timestamp: [
          '与信承認反映日時の「2020-01-01 09:00」は現在より後の日時を入力してください',
        ],
        'contract_service_status.contract_status': ['契約状態は一覧から選択してください'],
      },
    );
  });
});

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../src/server/store/database';
import { ensureFileIssueLog, recordIssuedFile } from '../../src/server/store/file-issue-log';
import { columnsOf, runDdl } from '../../src/server/store/migrations/ddl';
import { createBasicInfoTables } from '../../src/server/store/migrations/0001-baseline/basic-info';
import { createLogTables } from '../../src/server/store/migrations/0001-baseline/logs';
import { multipart } from './basic-info-helpers';
import { get, json, login, newApp, withoutSalesFeature } from './helpers';
import { freshDatabase, onPostgres } from './test-database';

// ファイル発行履歴 (002 §2.7, §3.7, §7, §8, §9): the list, recordIssuedFile, my page uploads, downloads and
// deletions with 440/443/444; the server's own connection writes beside the calls (as the document downloads
// of another module do through recordIssuedFile).

interface LogRow {
  customer_file_id: number;
  title: string;
  print_file_name_1: string;
  is_download: number;
  need_customer_agree_flag: number;
  complete_agreement_flag: number;
  registered_timestamp: string;
  registered_user_name: string;
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const dataUrl = (name: string, type: string, bytes: Buffer) =>
  `data:${type};name=${encodeURIComponent(name)};base64,${bytes.toString('base64')}`;

let app: FastifyInstance;
let side: Db;
let admin: string;
let sales: string;

beforeEach(async () => {
  app = await newApp();
  side = app.db;
  admin = await login(app, 'admin');
  sales = await login(app, 'sales');
});
afterEach(() => app.close());

// A failure of the storage: a trigger that refuses `event` (e.g. `UPDATE OF content`) on the files table.
async function failOn(name: string, event: string): Promise<void> {
  if (onPostgres()) {
    await sql`CREATE FUNCTION storage_failure() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'storage failure'; END $$`.execute(side);
    await sql`CREATE TRIGGER ${sql.id(name)} BEFORE ${sql.raw(event)} ON customer_personal_files
      FOR EACH ROW EXECUTE FUNCTION storage_failure()`.execute(side);
  } else
    await sql`CREATE TRIGGER ${sql.id(name)} BEFORE ${sql.raw(event)} ON customer_personal_files
      BEGIN SELECT RAISE(ABORT, 'storage failure'); END`.execute(side);
}

async function storageRecovers(name: string): Promise<void> {
  if (onPostgres()) {
    await sql`DROP TRIGGER ${sql.id(name)} ON customer_personal_files`.execute(side);
    await sql`DROP FUNCTION storage_failure()`.execute(side);
  } else await sql`DROP TRIGGER ${sql.id(name)}`.execute(side);
}

async function list(customerId: number, query = ''): Promise<{ data: LogRow[]; total: number }> {
  const response = await get(app, `/api/v1/fileIssueLog/${customerId}/list?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).records as { data: LogRow[]; total: number };
}

function upload(
  cookie: string,
  fields: Record<string, string | number>,
  file?: { name: string; type: string; bytes: Buffer },
): Promise<LightMyRequestResponse> {
  return multipart(
    fields,
    file ? [{ field: 'upload_mypage_file', dataUrl: dataUrl(file.name, file.type, file.bytes) }] : [],
  ).then(({ payload, headers }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/customers/fileUploadMyPage',
      payload,
      headers: { ...headers, cookie },
    }),
  );
}

const download = (customerId: number, fileId: number) =>
  get(app, `/api/v1/fileIssueLog/downloadFile?customer_id=${customerId}&customer_file_id=${fileId}`, admin);
const remove = (customerId: number, fileId: number, cookie = admin) =>
  get(app, `/api/v1/fileIssueLog/deleteFile?customer_id=${customerId}&customer_file_id=${fileId}`, cookie);

describe('GET fileIssueLog/{customer_id}/list', () => {
  it('lists the demo rows newest first, titled by the print name, sorted and paged as asked', async () => {
    const all = await list(1);
    expect(all.total).toBe(3);
    expect(
      all.data.map((row) => [
        row.title,
        row.is_download,
        row.need_customer_agree_flag,
        row.complete_agreement_flag,
      ]),
    ).toEqual([
      ['年末年始の営業案内.pdf', 0, 0, 0],
      ['料金改定のお知らせ.pdf', 1, 1, 1],
      ['取引条件書_T000001.pdf', 1, 0, 0],
    ]);
    const oldestFirst = await list(1, 'sort_by_key_name=registered_timestamp&sort_desc_sync=false');
    expect(oldestFirst.data.map((row) => row.title)[0]).toBe('取引条件書_T000001.pdf');
    const byTitle = await list(1, 'sort_by_key_name=title&sort_desc_sync=false&limit=2&page=2');
    expect(byTitle).toMatchObject({ total: 3 });
    expect(byTitle.data.map((row) => row.title)).toEqual(['料金改定のお知らせ.pdf']);
    // An unknown sort key falls back to the registration time, never into the SQL text.
    const injected = await list(1, 'sort_by_key_name=title%3B%20DROP%20TABLE%20users&sort_desc_sync=true');
    expect(injected.data.map((row) => row.title)[0]).toBe('年末年始の営業案内.pdf');
    expect((await list(3)).total).toBe(0);
  });

  it('answers 401 without a session and 404 for an unknown customer', async () => {
    expect((await get(app, '/api/v1/fileIssueLog/1/list')).statusCode).toBe(401);
    expect((await get(app, '/api/v1/fileIssueLog/999999/list', admin)).statusCode).toBe(404);
  });
});

describe('recordIssuedFile', () => {
  it('records an issued document: listed (the original name when there is no print name), downloadable, deletable', async () => {
    const bytes = Buffer.from('PK\u0003\u0004 issued workbook');
    const id = await recordIssuedFile(side, {
      customerId: 3,
      userId: 2,
      originalFileName: 'データシート_申込.xlsx',
      printFileName: '',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: bytes,
    });
    const second = await recordIssuedFile(side, {
      customerId: 3,
      userId: 2,
      originalFileName: 'new_sheet.xlsx',
      printFileName: '新規シート.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: Buffer.from('second'),
    });
    expect(second).toBe(id + 1);
    const { data, total } = await list(3, 'sort_by_key_name=registered_timestamp&sort_desc_sync=false');
    expect(total).toBe(2);
    expect(data.map((row) => [row.customer_file_id, row.title, row.registered_user_name])).toEqual([
      [id, 'データシート_申込.xlsx', 'オペレーター 花子'],
      [second, '新規シート.xlsx', 'オペレーター 花子'],
    ]);
    const file = await download(3, id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(bytes);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('データシート_申込.xlsx'));
    expect((await remove(3, id)).json()).toEqual({ result_code: 2000 });
    expect((await download(3, id)).statusCode).toBe(440);
    expect((await list(3)).data.map((row) => row.customer_file_id)).toEqual([second]);
  });
});

describe('POST customers/fileUploadMyPage', () => {
  it('stores the upload (choice 2 asks to agree) as the session user, listed and downloadable byte for byte', async () => {
    const bytes = pdf('ご案内');
    const response = await upload(
      sales,
      { customer_id: 1, updated_user_id: 1, need_customer_agree_flag: 2 },
      { name: '同意書.pdf', type: 'application/octet-stream', bytes },
    );
    expect(response.statusCode, response.body).toBe(200);
    const id = Number(json(response).customer_file_id);
    const [row] = (await list(1)).data;
    expect(row).toMatchObject({
      customer_file_id: id,
      title: '同意書.pdf',
      print_file_name_1: '同意書.pdf',
      is_download: 0,
      need_customer_agree_flag: 1,
      complete_agreement_flag: 0,
      registered_user_name: '営業 次郎',
    });
    const file = await download(1, id);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload).toEqual(bytes);
    const plain = await upload(
      admin,
      { customer_id: 1, need_customer_agree_flag: 1 },
      {
        name: 'a.png',
        type: 'image/png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
      },
    );
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await list(1)).data[0]).toMatchObject({ title: 'a.png', need_customer_agree_flag: 0 });
  });

  it('refuses a file over 4 MB, a file whose content is no allowed type, and a missing choice or file: 422, nothing stored', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024 + 1, 0x20);
    pdf('x').copy(big);
    const tooLarge = await upload(
      admin,
      { customer_id: 1, need_customer_agree_flag: 1 },
      { name: 'big.pdf', type: 'application/pdf', bytes: big },
    );
    expect(tooLarge.statusCode).toBe(422);
    expect(json(tooLarge)).toEqual({
      result_code: 422,
      errors: {
        upload_mypage_file: ['アップロードファイルの「big.pdf」は4MB以下のファイルを選択してください'],
      },
    });
    const exactly = Buffer.alloc(4 * 1024 * 1024, 0x20);
    pdf('x').copy(exactly);
    expect(
      (
        await upload(
          admin,
          { customer_id: 1, need_customer_agree_flag: 1 },
          { name: 'ok.pdf', type: 'application/pdf', bytes: exactly },
        )
      ).statusCode,
    ).toBe(200);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
    const renamed = await upload(
      admin,
      { customer_id: 1, need_customer_agree_flag: 1 },
      { name: 'setup.pdf', type: 'application/pdf', bytes: exe },
    );
    expect(json(renamed).errors).toEqual({
      upload_mypage_file: [
        'アップロードファイルの「setup.pdf」はファイルの内容がjpg・png・gif・tiff・pdfのいずれの形式でもありません',
      ],
    });
    const noChoice = await upload(
      admin,
      { customer_id: 1, need_customer_agree_flag: 3 },
      { name: 'a.pdf', type: 'application/pdf', bytes: pdf('a') },
    );
    expect(noChoice.statusCode).toBe(422);
    expect(Object.keys(json(noChoice).errors as object)).toEqual(['need_customer_agree_flag']);
    const noFile = await upload(admin, { customer_id: 1, need_customer_agree_flag: 1 });
    expect(Object.keys(json(noFile).errors as object)).toEqual(['upload_mypage_file']);
    expect((await list(1)).total).toBe(4);
  });

  it('answers 401 without a session and 403 without the 基本情報 feature', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/customers/fileUploadMyPage',
      payload: { customer_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    await withoutSalesFeature('基本情報', async (other) => {
      const sales = await login(other, 'sales');
      const { payload, headers } = await multipart({ customer_id: 1, need_customer_agree_flag: 1 }, [
        { field: 'upload_mypage_file', dataUrl: dataUrl('a.pdf', 'application/pdf', pdf('a')) },
      ]);
      const refused = await other.inject({
        method: 'POST',
        url: '/api/v1/customers/fileUploadMyPage',
        payload,
        headers: { ...headers, cookie: sales },
      });
      expect(refused.statusCode).toBe(403);
      const deletion = await get(
        other,
        '/api/v1/fileIssueLog/deleteFile?customer_id=1&customer_file_id=1',
        sales,
      );
      expect(deletion.statusCode).toBe(403);
    });
  });
});

describe('GET fileIssueLog/deleteFile', () => {
  it('deletes a log file; 440 for an identity document, another customer’s file or one already deleted', async () => {
    const [newest] = (await list(1)).data;
    expect((await remove(2, newest.customer_file_id)).statusCode).toBe(440);
    expect((await remove(1, newest.customer_file_id)).json()).toEqual({ result_code: 2000 });
    const again = await remove(1, newest.customer_file_id);
    expect(again.statusCode).toBe(440);
    expect(json(again)).toEqual({
      result_code: 440,
      message: 'ファイルが存在しません',
      error_message: 'ファイルが見つかりません',
    });
    const { customer_file_id: identity } = await side
      .selectFrom('customer_personal_files')
      .select('customer_file_id')
      .where('customer_id', '=', 1)
      .where('file_kind', '=', 'identity')
      .orderBy('customer_file_id')
      .executeTakeFirstOrThrow();
    expect((await remove(1, identity)).statusCode).toBe(440);
    expect((await download(1, identity)).statusCode).toBe(200);
    expect((await list(1)).total).toBe(2);
  });

  it('answers 443 when the file cannot be removed and 444 when the record cannot, leaving both as they were', async () => {
    const [row] = (await list(1)).data;
    const before = (await download(1, row.customer_file_id)).rawPayload;
    await failOn('keep_content', 'UPDATE OF content');
    expect(json(await remove(1, row.customer_file_id))).toEqual({
      result_code: 443,
      message: 'ファイルの削除に失敗しました',
      error_message: 'ファイルを削除できませんでした',
    });
    await storageRecovers('keep_content');
    await failOn('keep_row', 'DELETE');
    const failed = await remove(1, row.customer_file_id);
    expect(failed.statusCode).toBe(444);
    expect(json(failed)).toMatchObject({ message: 'ファイル発行履歴の削除に失敗しました' });
    expect((await download(1, row.customer_file_id)).rawPayload).toEqual(before);
    expect((await list(1)).total).toBe(3);
  });
});

describe('the baseline migration on a files table of an earlier version', () => {
  it('gives it the log columns, its rows staying identity documents', async () => {
    const db = await openDatabase(await freshDatabase('empty'));
    try {
      await sql`DROP TABLE customer_personal_files`.execute(db);
      await runDdl(
        db,
        // 基本情報's table before the file issue log shared it.
        `CREATE TABLE customer_personal_files (customer_file_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL,
          customer_update_application_header_id INTEGER, is_live INTEGER NOT NULL DEFAULT 0,
          title TEXT NOT NULL DEFAULT '', original_file_name TEXT NOT NULL,
          print_file_name_1 TEXT NOT NULL DEFAULT '', mime_type TEXT NOT NULL, rotation INTEGER NOT NULL DEFAULT 0,
          content BLOB NOT NULL, registered_timestamp TEXT NOT NULL, registered_user_id INTEGER)`,
      );
      await sql`INSERT INTO customer_personal_files (customer_file_id, customer_id, original_file_name, mime_type,
        content, registered_timestamp) VALUES (1, 1, 'a.png', 'image/png', ${Buffer.from([0])}, '2026-01-01')`.execute(
        db,
      );
      await createBasicInfoTables(db);
      await createBasicInfoTables(db);
      const { rows } =
        await sql`SELECT file_kind, need_customer_agree_flag, is_download, complete_agreement_flag
        FROM customer_personal_files`.execute(db);
      expect(rows).toEqual([
        { file_kind: 'identity', need_customer_agree_flag: 0, is_download: 0, complete_agreement_flag: 0 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

describe('the demo rows', () => {
  it('are added once: a database marked seeded by an earlier version does not get them again', async () => {
    const logged = () =>
      side
        .selectFrom('customer_personal_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('file_kind', 'in', ['issued', 'mypage'])
        .executeTakeFirstOrThrow();
    const before = Number((await logged()).n);
    await ensureFileIssueLog(side);
    expect(Number((await logged()).n)).toBe(before);
    // An earlier version's marker: a row in file_issue_log_seeded.
    await side.deleteFrom('seeded_demo_data').execute();
    await sql`CREATE TABLE file_issue_log_seeded (seeded_timestamp TEXT NOT NULL)`.execute(side);
    await sql`INSERT INTO file_issue_log_seeded VALUES ('2026-01-01 00:00:00.000')`.execute(side);
    await createLogTables(side);
    expect((await columnsOf(side, 'file_issue_log_seeded')).size).toBe(0);
    const marks = await side.selectFrom('seeded_demo_data').select('name').orderBy('name').execute();
    expect(marks.map((mark) => mark.name)).toEqual(['file-issue-log', 'mail']);
    await ensureFileIssueLog(side);
    expect(Number((await logged()).n)).toBe(before);
  });
});

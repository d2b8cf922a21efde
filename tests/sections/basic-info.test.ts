import type { AdapterContext } from '../../src/engine/adapters';
import type { FormData, JsonValue } from '../../src/engine/types';
import {
  basicInfoAdapter,
  fromRequest,
  isRequesting,
  type IncomingFile,
} from '../../src/sections/basic-info';

const select = (selected: number | null, texts: string[] = []) => ({
  options: texts.map((text, index) => ({ value: index + 1, text })),
  selected,
});

const savedFile = {
  index: 0,
  customer_file_id: 7,
  title: '代表者確認書類',
  file_url_1: '/api/v1/fileIssueLog/downloadFile?customer_id=1&customer_file_id=7',
  original_file_name: 'menkyo.png',
  print_file_name_1: '運転免許証.png',
  is_image_file: true,
  mime_type: 'image/png',
  is_file_update_application: false,
  rotation: 90,
};

function groups(corporateName: string) {
  return {
    course_charge: {
      assume_project: select(2, ['東京第1プロジェクト', '東京第2プロジェクト']),
      business_staff: select(null, ['sales 営業 次郎']),
      request_course_name: select(-1, ['ライトコース']),
      business_talk_customer_number: 'BT-000101',
      is_relation_business_talk_customer_number: true,
      business_talk_history_id: 101,
      smbc_customer_number: '7700001',
      security_money_number: 'H1',
      tas_id: 'T000001',
      aplus_customer_number: '880000101',
      order_number: '2000000001',
      did_number: '050-3000-0001',
    },
    contract_service_status: {
      contract_status: select(3, ['申込中', '契約依頼中', '契約中']),
      service_status: select(2, ['開始準備中', 'サービス提供中']),
      cancellation_reason: select(null, ['移転・廃業のため']),
      contract_and_service_note: 'メモ',
      contract_approval_status: 2,
      credit_screening_approval_status: 4,
    },
    basic_customer_info: {
      corporate_name: corporateName,
      corporate_name_kana: 'カブシキガイシャサンプル',
      postcode: '100-0005',
      prefecture: select(13),
      telephone_number: '03-5550-0100',
      mail_address: 'info@example.jp',
      login_id: 'customer1',
      login_password: '',
      registered_timestamp: '2024-04-01 09:00:00.000',
    },
    president_info: {
      president_position_name: '代表取締役',
      president_name: '佐藤 一郎',
      president_name_kana: 'サトウ　イチロウ',
      president_emergency_call_number: '090-5550-0111',
      president_birthday: '1968-04-12',
      president_identification_file_send_type: 1,
      customer_personal_files: [savedFile],
    },
  };
}

const answer = (update: Record<string, unknown>, sentBack: unknown = null) => ({
  result_code: 2000,
  basic_info: {
    customer_update_application_header_id: update.is_update ? 90 : null,
    ...groups('株式会社サンプル'),
    update_info: update,
    send_back_info: sentBack,
  },
});

const noApplication = {
  is_update: false,
  update_application_status: null,
  approval_request_status: null,
  application_schedule_timestamp: '',
};

describe('basic-info adapter: fromAnswer', () => {
  it('reads the groups into the form, selects as their values (-1 as unset) and options by name', () => {
    const adapted = basicInfoAdapter.fromAnswer(answer(noApplication));
    expect(adapted.data.course_charge).toEqual({
      assume_project: 2,
      business_staff: null,
      request_course_name: null,
    });
    expect(adapted.data.management_numbers).toMatchObject({ tas_id: 'T000001', order_number: '2000000001' });
    expect(adapted.data.contract_service_status).toMatchObject({
      contract_status: 3,
      contract_approval_status: 2,
    });
    expect(adapted.data.basic_customer_info).toMatchObject({
      corporate_name: '株式会社サンプル',
      prefecture: 13,
    });
    const files = (adapted.data.president_info as { customer_personal_files: JsonValue[] })
      .customer_personal_files;
    expect(files).toEqual([{ ...savedFile, is_new: false, is_delete: false }]);
    expect(adapted.options?.contract_status.map((o) => o.text)).toEqual(['申込中', '契約依頼中', '契約中']);
    expect(Object.keys(adapted.options ?? {}).sort()).toEqual([
      'assume_project',
      'business_staff',
      'cancellation_reason',
      'contract_status',
      'request_course_name',
      'service_status',
    ]);
    expect(adapted).toMatchObject({
      updateMode: false,
      requesting: false,
      pending: undefined,
      sentBack: undefined,
    });
    expect(adapted.extra).toMatchObject({ customer_update_application_header_id: null, tas_id: 'T000001' });
  });

  it('gives the pending copy in update mode, and the sent-back copy when there is one', () => {
    const pending = basicInfoAdapter.fromAnswer(
      answer({
        is_update: true,
        update_application_status: 1,
        approval_request_status: 1,
        application_schedule_timestamp: '2030-04-01 09:00',
        ...groups('株式会社サンプル新'),
      }),
    );
    expect(pending.updateMode).toBe(true);
    expect(pending.requesting).toBe(false);
    expect((pending.pending?.basic_customer_info as FormData).corporate_name).toBe('株式会社サンプル新');
    expect(pending.data.application_schedule_timestamp).toBe('2030-04-01 09:00');
    expect(pending.extra?.customer_update_application_header_id).toBe(90);
    const sentBack = basicInfoAdapter.fromAnswer(answer(noApplication, groups('差戻の会社名')));
    expect((sentBack.sentBack?.basic_customer_info as FormData).corporate_name).toBe('差戻の会社名');
  });

  it('is requesting exactly as 000 §4 says', () => {
    expect(isRequesting(2, null, null)).toBe(true);
    expect(isRequesting(4, 1, 3)).toBe(true);
    expect(isRequesting(4, 5, 3)).toBe(true);
    expect(isRequesting(4, 1, 1)).toBe(false);
    expect(isRequesting(4, 2, 3)).toBe(false);
    expect(isRequesting(1, null, null)).toBe(false);
    const requested = {
      ...noApplication,
      is_update: true,
      update_application_status: 5,
      approval_request_status: 3,
    };
    expect(basicInfoAdapter.fromAnswer(answer(requested)).requesting).toBe(true);
  });
});

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
const pngUrl = `data:image/png;name=${encodeURIComponent('保険証.png')};base64,${Buffer.from(png).toString('base64')}`;

function context(isEntry: boolean): AdapterContext {
  return {
    customerId: 1,
    isEntry,
    userId: 3,
    customerUpdatedTimestamp: '2026-01-01 10:00:00.000',
    extra: { customer_update_application_header_id: null, tas_id: 'T000001' },
  };
}

// What the browser's transport and the server's multipart reader do between toRequest and fromRequest.
function received(files: { field: string; dataUrl: string }[]): IncomingFile[] {
  return files.map(({ field, dataUrl }) => {
    const match = /^data:([^;]*);name=([^;]*);base64,(.*)$/.exec(dataUrl);
    if (!match) throw new Error('not a data URL');
    const bytes = Uint8Array.from(Buffer.from(match[3], 'base64'));
    return { field, name: decodeURIComponent(match[2]), type: match[1], bytes };
  });
}

describe('basic-info adapter: a pending blank contract (000 §4)', () => {
  const pendingStatus = (status: number) => {
    const changed = groups('株式会社サンプル');
    changed.contract_service_status.contract_status = select(status, ['申込中', '契約依頼中', '契約中']);
    return basicInfoAdapter.fromAnswer(
      answer({ is_update: true, update_application_status: 1, approval_request_status: 1, ...changed }),
    );
  };

  it('shows the transfer number (D番号) blank while status 11 is pending; the form marks the old one', () => {
    const adapted = pendingStatus(11);
    expect((adapted.pending?.management_numbers as Record<string, JsonValue>).did_number).toBe('');
    expect((adapted.data.management_numbers as Record<string, JsonValue>).did_number).toBe('050-3000-0001');
  });

  it('leaves the number alone for any other pending status', () => {
    const adapted = pendingStatus(3);
    expect((adapted.pending?.management_numbers as Record<string, JsonValue>).did_number).toBe(
      '050-3000-0001',
    );
  });
});

describe('basic-info adapter: toRequest and fromRequest', () => {
  const form = (): FormData => {
    const data = basicInfoAdapter.fromAnswer(answer(noApplication)).data;
    const president = data.president_info as { customer_personal_files: JsonValue[] };
    president.customer_personal_files = [
      { ...(president.customer_personal_files[0] as FormData), is_delete: true },
      {
        customer_file_id: null,
        print_file_name_1: '保険証',
        rotation: 180,
        is_new: true,
        is_delete: false,
        file: pngUrl,
      },
      // A new row deleted before saving is not sent at all.
      {
        customer_file_id: null,
        print_file_name_1: 'x',
        rotation: 0,
        is_new: true,
        is_delete: true,
        file: pngUrl,
      },
    ];
    return { ...data, application_schedule_timestamp: '2030-04-01 09:00' };
  };

  it('sends the fields of 000 §7 as text, the files as file_name_<n>, and image_infos with rotation', () => {
    const { fields, files } = basicInfoAdapter.toRequest(form(), context(false));
    expect(fields).toMatchObject({
      is_entry: '0',
      updated_user_id: '3',
      customer_id: '1',
      tas_id: 'T000001',
      customer_update_application_header_id: '',
      order_number: '2000000001',
      contract_status_id: '3',
      cancellation_reason_id: '',
      service_status_id: '2',
      contract_and_service_note: 'メモ',
      mail_address: 'info@example.jp',
      login_password: '',
      president_identification_file_send_type: '1',
      basic_customer_info_corporate_name: '株式会社サンプル',
      basic_customer_info_prefecture_id: '13',
      president_position_name: '代表取締役',
      president_info_president_name: '佐藤 一郎',
      president_info_president_birthday: '1968-04-12',
      application_schedule_timestamp: '2030-04-01 09:00',
      new_file_count: '1',
      customer_updated_timestamp: '2026-01-01 10:00:00.000',
    });
    expect(fields).not.toHaveProperty('security_money_number');
    expect(JSON.parse(String(fields.image_infos))).toEqual([
      {
        customer_file_id: 7,
        print_file_name_1: '運転免許証.png',
        is_new: false,
        is_delete: true,
        rotation: 90,
      },
      { customer_file_id: null, print_file_name_1: '保険証', is_new: true, is_delete: false, rotation: 180 },
    ]);
    expect(files).toEqual([{ field: 'file_name_1', dataUrl: pngUrl }]);
    for (const value of Object.values(fields)) expect(typeof value).toBe('string');
  });

  it('sends the security money number for entries only, and no reflection time for them', () => {
    const { fields } = basicInfoAdapter.toRequest(form(), context(true));
    expect(fields).toMatchObject({ is_entry: '1', security_money_number: 'H1' });
    expect(fields).not.toHaveProperty('application_schedule_timestamp');
  });

  it('reads the request back into the same approval items and document rows (round trip)', () => {
    const data = form();
    const { fields, files } = basicInfoAdapter.toRequest(data, context(false));
    const back = fromRequest(fields as Record<string, string>, received(files));
    for (const group of ['contract_service_status', 'basic_customer_info'] as const) {
      for (const [key, value] of Object.entries(back[group] as FormData))
        // A field the answer did not carry is sent as '' (an empty text box).
        expect([group, key, value]).toEqual([
          group,
          key,
          (data[group] as FormData)[key] === undefined ? '' : (data[group] as FormData)[key],
        ]);
    }
    expect(back.management_numbers).toEqual({ order_number: '2000000001' });
    expect(back.application_schedule_timestamp).toBe('2030-04-01 09:00');
    const { customer_personal_files: rows, ...president } = back.president_info as FormData;
    const sentPresident = { ...(data.president_info as FormData) };
    delete sentPresident.customer_personal_files;
    expect(president).toEqual(sentPresident);
    expect(rows).toEqual([
      {
        customer_file_id: 7,
        print_file_name_1: '運転免許証.png',
        is_new: false,
        is_delete: true,
        rotation: 90,
      },
      {
        customer_file_id: null,
        print_file_name_1: '保険証',
        is_new: true,
        is_delete: false,
        rotation: 180,
        file: pngUrl,
      },
    ]);
  });
});

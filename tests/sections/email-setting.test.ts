import { fromAnswer, fromRequest, liveMember, toRequest } from '../../src/sections/email-setting';
import type { Row } from '../../src/engine/rows';

const mail = (index: number, extra: Row = {}): Row => ({
  customer_report_member_id: index + 10,
  index,
  report_mail_address: `m${index}@example.co.jp`,
  is_new: false,
  is_delete: false,
  ...extra,
});
const messenger = (index: number, extra: Row = {}): Row => ({
  customer_report_message_service_id: index + 20,
  index,
  message_service_master_id: 1,
  message_service_id_comfirmed_flag: true,
  is_new: false,
  is_delete: false,
  ...extra,
});
const answer = {
  send_method_id: 2,
  email_setting: {
    mail_table_items: [mail(0), mail(1)],
    messenger_table_items: [messenger(2)],
    mail_group_table_items: [{ customer_report_group_id: 5, index: 0, name: 'G', is_new: false }],
    customer_report_group_members: [
      { group_index: 0, member_index: 1 },
      { group_index: 0, member_index: 2 },
    ],
    sender_options: [{ source_address_master_id: 1, source_address: 'report@tas-desk.example' }],
    sender_selected: 1,
    report_mail_address_cc: 'cc@example.co.jp',
  },
};

describe('email-setting adapter', () => {
  it('reads members as keys of their table, the send method and the sender options', () => {
    const { data, options } = fromAnswer(answer);
    expect(data.send_method_id).toBe(2);
    expect((data.mail_group_table_items as Row[])[0].member_keys).toEqual(['mail:1', 'messenger:2']);
    expect(options?.sender_options).toEqual([{ value: 1, text: 'report@tas-desk.example' }]);
    expect(data.attachment_file_password).toBe('');
  });

  it('numbers mail rows first, then messenger rows, so a new mail row shifts the messenger indexes', () => {
    const { data } = fromAnswer(answer);
    const mailRows = [
      ...(data.mail_table_items as Row[]),
      mail(2, { customer_report_member_id: null, is_new: true }),
    ];
    const request = toRequest({ ...data, mail_table_items: mailRows }).fields;
    expect((request.messenger_report_members as Row[])[0].index).toBe(3);
    expect(request.mail_group_members).toEqual([
      { member_index: 1, group_index: 0 },
      { member_index: 3, group_index: 0 },
    ]);
    expect(request.source_address_master_id).toBe(1);
    expect((request.mail_report_groups as Row[])[0]).not.toHaveProperty('member_keys');
    // The server reads the same request back into the form's keys.
    const back = fromRequest(request);
    expect((back.mail_group_table_items as Row[])[0].member_keys).toEqual(['mail:1', 'messenger:3']);
  });

  it('drops a deleted member from every group', () => {
    const { data } = fromAnswer(answer);
    const mailRows = (data.mail_table_items as Row[]).map((row) =>
      row.index === 1 ? { ...row, is_delete: true } : row,
    );
    expect(liveMember('mail:1', mailRows, [])).toBe(false);
    const request = toRequest({ ...data, mail_table_items: mailRows }).fields;
    expect(request.mail_group_members).toEqual([{ member_index: 2, group_index: 0 }]);
  });
});

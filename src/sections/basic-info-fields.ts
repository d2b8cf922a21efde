// The approval items of 基本情報 (000 §7 creditRequestBasicInfo): every value the credit request carries,
// with its multipart field name and its place in the form (`schemas/sections/basic-info/schema.json`).
// The browser builds the request from this table and the server reads it back with the same table, so a
// field added here travels both ways at once.

/** How a request field's text reads: as text, or as a select's integer id ('' → null). */
export type RequestFieldKind = 'text' | 'integer';

/** One plain field of the credit request. */
export interface RequestField {
  /** Multipart field name, as 000 §7 spells it. */
  field: string;
  /** Form group (top-level object of the schema) and the property inside it. */
  group: 'management_numbers' | 'contract_service_status' | 'basic_customer_info' | 'president_info';
  key: string;
  kind: RequestFieldKind;
  /** Sent in one mode only: the security money number for entries (000 §3), nothing else so far. */
  only?: 'entry';
}

const prefixed = (prefix: string, group: RequestField['group'], keys: string[]): RequestField[] =>
  keys.map((key) => ({ field: `${prefix}${key}`, group, key, kind: 'text' }));

/** The plain fields of the credit request, in the order 000 §7 lists them. */
export const requestFields: RequestField[] = [
  { field: 'order_number', group: 'management_numbers', key: 'order_number', kind: 'text' },
  { field: 'contract_status_id', group: 'contract_service_status', key: 'contract_status', kind: 'integer' },
  {
    field: 'cancellation_reason_id',
    group: 'contract_service_status',
    key: 'cancellation_reason',
    kind: 'integer',
  },
  { field: 'service_status_id', group: 'contract_service_status', key: 'service_status', kind: 'integer' },
  {
    field: 'contract_and_service_note',
    group: 'contract_service_status',
    key: 'contract_and_service_note',
    kind: 'text',
  },
  { field: 'mail_address', group: 'basic_customer_info', key: 'mail_address', kind: 'text' },
  { field: 'login_password', group: 'basic_customer_info', key: 'login_password', kind: 'text' },
  {
    field: 'president_identification_file_send_type',
    group: 'president_info',
    key: 'president_identification_file_send_type',
    kind: 'integer',
  },
  ...prefixed('basic_customer_info_', 'basic_customer_info', [
    'corporate_name',
    'corporate_name_kana',
    'postcode',
  ]),
  {
    field: 'basic_customer_info_prefecture_id',
    group: 'basic_customer_info',
    key: 'prefecture',
    kind: 'integer',
  },
  ...prefixed('basic_customer_info_', 'basic_customer_info', [
    'division_name',
    'address_city',
    'address_city_kana',
    'person_in_charge_position',
    'address',
    'address_kana',
    'person_in_charge_name',
    'person_in_charge_name_kana',
    'address_additional',
    'address_additional_kana',
    'cell_phone_number',
    'telephone_number',
    'fax_number',
  ]),
  { field: 'president_position_name', group: 'president_info', key: 'president_position_name', kind: 'text' },
  ...prefixed('president_info_', 'president_info', [
    'president_name',
    'president_name_kana',
    'president_emergency_call_number',
    'president_birthday',
  ]),
  {
    field: 'security_money_number',
    group: 'management_numbers',
    key: 'security_money_number',
    kind: 'text',
    only: 'entry',
  },
];

/** The multipart field of the n-th new identity document (1-based). */
export const newFileField = (n: number): string => `file_name_${n}`;

/** Where the identity documents sit in the form. */
export const filesGroup = 'president_info';
/** The rows' property in `president_info`. */
export const filesKey = 'customer_personal_files';

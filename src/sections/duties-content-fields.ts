import type { FormData, JsonValue } from '../engine/types';

/** The flat updateDutiesContents payload (spec 001 §7), as the bundled server also stores it. */
export type DutiesRecord = Record<string, JsonValue>;

const info = [
  'for_answer_corporate_name',
  'for_answer_corporate_name_kana',
  'for_answer_division_name',
  'for_answer_division_name_kana',
  'for_answer_postcode',
  'for_answer_prefecture',
  'for_answer_address_city',
  'for_answer_address_city_kana',
  'for_answer_address',
  'for_answer_address_kana',
  'for_answer_address_additional',
  'for_answer_address_additional_kana',
  'for_answer_mail_address',
  'for_answer_mail_address_description',
  ...[1, 2, 3].flatMap((n) => [
    `for_answer_telephone_number_${n}`,
    `for_answer_telephone_number_${n}_description`,
  ]),
  'for_answer_fax_number',
  'for_answer_fax_number_description',
];
const optionFlags = [
  'is_email_report',
  'is_telephone_report',
  'is_fax_report',
  'is_transfer',
  'is_qa',
  'is_product',
  'is_hearing',
  'is_business_report',
  'is_special_system',
  'is_business_end_report_excel_flag',
  'is_multi_language',
];
const directionFields = [
  'for_answer_route_1',
  'for_answer_route_2',
  'for_answer_building_feature',
  'for_answer_other_feature',
];

/** The form's blocks whose fields carry the payload's names one to one (the 13 parts of §2.1 but times and holidays). */
export const plainBlocks: Record<string, string[]> = {
  for_answer_customer_info: info,
  business: [
    'business_type_master_id',
    'reception_master_id',
    'activity_detail',
    'is_for_answer_sales_reject_flag',
  ],
  old_business: ['old_business_time'],
  publication: ['business_public_homepage_url', 'business_note', 'business_check_point'],
  business_option: [...optionFlags, 'option_overtime_announce_type', 'option_inbound_line_count'],
  end_report: [
    'option_business_end_report_telephone_flag',
    'option_business_end_report_mail_flag',
    'option_business_end_report_fax_flag',
    'option_business_end_report_fax_number',
    'option_business_end_report_fax_number_confirmed_flag',
    'option_business_end_report_fax_number_test_timestamp',
    'option_business_end_report_target_telephone_number_flag',
    'timing_for_outbound_unnotify_telephone_number',
  ],
  introduction: ['for_answer_introduce_oneself', 'for_answer_introduce_oneself_kana'],
  absent_luggage: ['customer_absent_luggage_process'],
  direction: directionFields,
};

/** The rich texts (editor HTML): the form's `rich_texts` block, edited in the richText widget's modal. */
export const richTextFields = ['for_answer_note', 'customer_schedule_body', 'customer_a_message_body'];

/** Payload fields the form does not show but the save sends back unchanged (the timing sheet's flag). */
export const carriedFields = ['old_timing_sheet_use_flag'];

/** Contract-course day types (form key = payload infix). */
export const contractDays = ['weekday', 'saturday', 'sunday_holiday'];
/** Business-hours day types (form key = payload infix). */
export const businessDays = ['weekday', 'saturday', 'sunday', 'holiday'];

/** Regular-holiday codes of §3 by the form's checkbox, in the order they are sent. */
export const holidayCodes: Record<string, number> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 0,
  national_holiday: 7,
};
/** The code of 'none' (8), also sent when no day is ticked. */
export const noHolidayCode = 8;
/** The payload field of the regular holidays. */
export const holidaysField = 'business_hour_and_regular_holiday';

/** Every time field of the payload (HH:MM or null). */
export const timeFields = [
  ...contractDays.flatMap((day) => [`contract_course_${day}_start_time`, `contract_course_${day}_end_time`]),
  ...businessDays.flatMap((day) => [`business_hour_${day}_start_time`, `business_hour_${day}_end_time`]),
];

// Answer (§3) names that differ from the payload's, as paths in `duties_contents`.
const renamed: Record<string, string[]> = {
  business_type_master_id: ['business_type', 'selected'],
  reception_master_id: ['reception_staff_name', 'selected'],
  is_for_answer_sales_reject_flag: ['is_for_answer_sales_and_business'],
  business_public_homepage_url: ['announce_homepage_url'],
  business_note: ['note'],
  business_check_point: ['check_point'],
  option_overtime_announce_type: ['business_option', 'off_hour_announce', 'selected'],
  option_inbound_line_count: ['business_option', 'receive_count', 'selected'],
  option_business_end_report_telephone_flag: ['end_report', 'telephone'],
  option_business_end_report_mail_flag: ['end_report', 'mail'],
  option_business_end_report_fax_flag: ['end_report', 'fax'],
  option_business_end_report_fax_number: ['target_fax'],
  option_business_end_report_fax_number_confirmed_flag: ['is_target_fax_confirmed'],
  option_business_end_report_fax_number_test_timestamp: ['target_fax_test_timestamp'],
  option_business_end_report_target_telephone_number_flag: ['is_target_telephone_number'],
  timing_for_outbound_unnotify_telephone_number: ['is_non_notification'],
  [holidaysField]: ['business_regular_holidays'],
};

/** Where a payload field sits in the answer's `duties_contents` (§3). */
export function answerPath(field: string): string[] {
  if (renamed[field]) return renamed[field];
  if (info.includes(field)) return ['for_answer_customer_info', field];
  if (optionFlags.includes(field)) return ['business_option', field];
  if (directionFields.includes(field)) return ['direction', field];
  const contract = /^contract_course_(.+_(?:start|end)_time)$/.exec(field);
  if (contract) return ['contract_course_time', contract[1]];
  const hours =
    /^business_hour_(weekday|saturday|sunday|holiday)_(start_time|end_time|genre|24hour_open_flag)$/.exec(
      field,
    );
  if (hours)
    return ['business_hours', hours[1], hours[2] === '24hour_open_flag' ? 'is_24hour_open' : hours[2]];
  return [field];
}

/** Every field of the payload, in the order of the screen. */
export const payloadFields = [
  ...Object.values(plainBlocks).flat(),
  ...timeFields,
  ...businessDays.flatMap((day) => [`business_hour_${day}_genre`, `business_hour_${day}_24hour_open_flag`]),
  holidaysField,
  ...richTextFields,
  ...carriedFields,
];

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};

/** Reads the payload fields out of an answer's `duties_contents`. */
export function recordFromAnswer(contents: unknown): DutiesRecord {
  const out: DutiesRecord = {};
  for (const field of payloadFields) {
    let value: unknown = contents;
    for (const key of answerPath(field)) value = record(value)[key];
    if (value !== undefined) out[field] = value as JsonValue;
  }
  return out;
}

/** Writes payload fields into the answer's `duties_contents` shape (the bundled server's answer). */
export function answerFromRecord(stored: DutiesRecord): FormData {
  const out: FormData = {};
  for (const field of payloadFields) {
    const path = answerPath(field);
    let target: FormData = out;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as FormData;
    target[path[path.length - 1]] = stored[field] ?? null;
  }
  return out;
}

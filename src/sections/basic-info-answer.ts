import type { AnswerOption } from '../engine/adapters';
import type { FormData, JsonValue } from '../engine/types';

// The API's shape of 基本情報 (000 §3 "Basic info response") and its reading into the section's form data.

/** A select as the answer carries it: its options and the chosen value (null when unset). */
export interface SelectGroup {
  options: AnswerOption[];
  selected: number | null;
}

/** One identity document (000 §3 "Personal file"), as the answer lists it. */
export interface PersonalFile {
  index: number;
  customer_file_id: number;
  title: string;
  file_url_1: string;
  original_file_name: string;
  print_file_name_1: string;
  is_image_file: boolean;
  mime_type: string;
  /** True for a file that came with an update application and is not part of the current data yet. */
  is_file_update_application: boolean;
  rotation: number;
}

/** `course_charge`: the 担当 selects and the management numbers. */
export interface CourseChargeGroup {
  assume_project: SelectGroup;
  business_staff: SelectGroup;
  request_course_name: SelectGroup;
  business_talk_customer_number: string;
  is_relation_business_talk_customer_number: boolean;
  /** The linked inquiry's id, for 紐付いている反響へ移動 (null when none is linked). */
  business_talk_history_id: number | null;
  smbc_customer_number: string;
  security_money_number: string;
  tas_id: string;
  aplus_customer_number: string;
  order_number: string;
  did_number: string;
}

/** `contract_service_status`. */
export interface ContractServiceStatusGroup {
  contract_status: SelectGroup;
  service_status: SelectGroup;
  cancellation_reason: SelectGroup;
  contract_and_service_note: string;
  contract_approval_status: number;
  credit_screening_approval_status: number;
}

/** `basic_customer_info`: text fields, the prefecture select and the read-only stamps. */
export type BasicCustomerInfoGroup = Record<string, string | SelectGroup> & { prefecture: SelectGroup };

/** `president_info`. */
export interface PresidentInfoGroup {
  president_position_name: string;
  president_name: string;
  president_name_kana: string;
  president_emergency_call_number: string;
  president_birthday: string;
  president_identification_file_send_type: number | null;
  customer_personal_files: PersonalFile[];
}

/** The four groups every copy of the basic info has (current, pending, sent back, an edition). */
export interface BasicInfoGroups {
  course_charge: CourseChargeGroup;
  contract_service_status: ContractServiceStatusGroup;
  basic_customer_info: BasicCustomerInfoGroup;
  president_info: PresidentInfoGroup;
}

/** `update_info`: the update application's state and, while one is open, its pending copy of the groups. */
export type UpdateInfo = Partial<BasicInfoGroups> & {
  is_update: boolean;
  update_application_status: number | null;
  approval_request_status: number | null;
  application_schedule_timestamp: string;
};

/** `basic_info` of getBasicInfo, the saves and getHeaderByInfo. */
export interface BasicInfoAnswer extends BasicInfoGroups {
  customer_update_application_header_id: number | null;
  update_info: UpdateInfo;
  /** The values of the last application when it was sent back (差戻) or refused (与信NG); else null. */
  send_back_info: BasicInfoGroups | null;
}

/** Option lists the answer carries, by the name `section.json` → `options` uses. */
export const optionNames = {
  assume_project: ['course_charge', 'assume_project'],
  business_staff: ['course_charge', 'business_staff'],
  request_course_name: ['course_charge', 'request_course_name'],
  contract_status: ['contract_service_status', 'contract_status'],
  service_status: ['contract_service_status', 'service_status'],
  cancellation_reason: ['contract_service_status', 'cancellation_reason'],
} as const;

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

// A select's chosen value; -1 (未設定 in the spec's option lists) is unset like null.
function selected(value: unknown): number | null {
  const chosen = integer(record(value).selected);
  return chosen === -1 ? null : chosen;
}

function options(value: unknown): AnswerOption[] {
  const list = record(value).options;
  if (!Array.isArray(list)) return [];
  return list
    .map((option) => record(option))
    .filter((option) => typeof option.value === 'number')
    .map((option) => ({ value: option.value as number, text: text(option.text) }));
}

function fileRows(value: unknown): JsonValue[] {
  if (!Array.isArray(value)) return [];
  return value.map((item, index) => {
    const file = record(item);
    return {
      customer_file_id: integer(file.customer_file_id),
      index: integer(file.index) ?? index,
      title: text(file.title),
      original_file_name: text(file.original_file_name),
      print_file_name_1: text(file.print_file_name_1),
      file_url_1: text(file.file_url_1),
      is_image_file: file.is_image_file === true,
      mime_type: text(file.mime_type),
      is_file_update_application: file.is_file_update_application === true,
      rotation: integer(file.rotation) ?? 0,
      is_new: false,
      is_delete: false,
    };
  });
}

const courseKeys = ['assume_project', 'business_staff', 'request_course_name'];
const numberKeys = [
  'business_talk_customer_number',
  'smbc_customer_number',
  'security_money_number',
  'tas_id',
  'aplus_customer_number',
  'order_number',
  'did_number',
];
const presidentTexts = [
  'president_position_name',
  'president_name',
  'president_name_kana',
  'president_emergency_call_number',
  'president_birthday',
];

/** One copy of the groups (current, pending, sent back) as the section's form data. */
export function groupsToForm(groups: unknown, schedule: string): FormData {
  const course = record(record(groups).course_charge);
  const status = record(record(groups).contract_service_status);
  const customer = record(record(groups).basic_customer_info);
  const president = record(record(groups).president_info);
  const basic: FormData = {};
  for (const [key, value] of Object.entries(customer))
    basic[key] = key === 'prefecture' ? selected(value) : text(value);
  return {
    course_charge: Object.fromEntries(courseKeys.map((key) => [key, selected(course[key])])),
    contract_service_status: {
      contract_approval_status: integer(status.contract_approval_status),
      credit_screening_approval_status: integer(status.credit_screening_approval_status),
      contract_status: selected(status.contract_status),
      cancellation_reason: selected(status.cancellation_reason),
      service_status: selected(status.service_status),
      contract_and_service_note: text(status.contract_and_service_note),
    },
    management_numbers: Object.fromEntries(numberKeys.map((key) => [key, text(course[key])])),
    basic_customer_info: basic,
    president_info: {
      ...Object.fromEntries(presidentTexts.map((key) => [key, text(president[key])])),
      president_identification_file_send_type: integer(president.president_identification_file_send_type),
      customer_personal_files: fileRows(president.customer_personal_files),
    },
    application_schedule_timestamp: schedule,
  };
}

/** The option lists of the answer's selects, by option name. */
export function answerOptions(groups: unknown): Record<string, AnswerOption[]> {
  return Object.fromEntries(
    Object.entries(optionNames).map(([name, [group, key]]) => [
      name,
      options(record(record(groups)[group])[key]),
    ]),
  );
}

// Update application statuses that mean "applied for" (000 §4, §9): 1 申請, 5 再申請 after a 差戻 / 与信NG.
const appliedStatuses = [1, 5];
const creditScreening = 2;
const approvalRequested = 3;

/**
 * 000 §4: the basic info is requesting while the credit status is 2 (与信中), or while the update
 * application status is 1 or 5 with approval request status 3 (承認依頼中).
 */
export function isRequesting(
  creditStatus: number | null,
  updateApplicationStatus: number | null,
  approvalRequestStatus: number | null,
): boolean {
  return (
    creditStatus === creditScreening ||
    (updateApplicationStatus !== null &&
      appliedStatuses.includes(updateApplicationStatus) &&
      approvalRequestStatus === approvalRequested)
  );
}

/** The update_info and the sent-back copy of an answer, read loosely. */
export function answerParts(basicInfo: unknown): { update: Loose; sentBack: Loose | null } {
  const info = record(basicInfo);
  const sentBack = info.send_back_info;
  return { update: record(info.update_info), sentBack: sentBack ? record(sentBack) : null };
}

/** Reads a number of a loose record (the ids `extra` keeps). */
export const answerInteger = (value: unknown): number | null => integer(value);
/** Reads a text of a loose record. */
export const answerText = (value: unknown): string => text(value);

import type {
  BasicInfoAnswer,
  BasicInfoGroups,
  PersonalFile,
  SelectGroup,
} from '../../../sections/basic-info-answer';
import { requestFields, type RequestField } from '../../../sections/basic-info-fields';
import { asInteger, asText } from '../../values';
import { linkedBusinessTalk } from '../business-talks';
import type { Db } from '../database';
import type { ApplicationRecord } from '../../approval/applications';
import { contractApproval } from '../../approval/statuses';
import { openApplication, sentBackApplication } from './applications';
import { personalFilesById } from './files';
import { basicInfoOptions, type BasicInfoOptions } from './options';
import { itemValue, readSnapshot, snapshotFiles, type Snapshot } from './values';

/** What every copy of the groups shares: the values no application changes. */
interface Facts {
  customerId: number;
  row: Record<string, string | number | null>;
  options: BasicInfoOptions;
  loginId: string;
  talk: Awaited<ReturnType<typeof linkedBusinessTalk>>;
}

async function readFacts(db: Db, customerId: number): Promise<Facts | undefined> {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('users as u', 'u.user_id', 'c.updated_user_id')
    .leftJoin('customer_basic_infos as b', 'b.customer_id', 'c.customer_id')
    .leftJoin('customer_accounts as a', 'a.customer_id', 'c.customer_id')
    .select((eb) => [
      'c.customer_id',
      'c.is_entry',
      'c.tas_id',
      'c.did_number',
      'c.project_master_id',
      'c.business_user_id',
      'c.request_course_id',
      'c.credit_screening_approval_status',
      'c.registered_timestamp',
      'c.updated_timestamp',
      eb.fn.coalesce('u.user_name', eb.val('')).as('updated_user_name'),
      eb.fn.coalesce('b.smbc_customer_number', eb.val('')).as('smbc_customer_number'),
      eb.fn.coalesce('b.aplus_customer_number', eb.val('')).as('aplus_customer_number'),
      eb.fn
        .coalesce(
          'b.contract_approval_status',
          eb
            .case()
            .when('c.is_entry', '=', 1)
            .then(contractApproval.unapproved)
            .else(contractApproval.approved)
            .end(),
        )
        .as('contract_approval_status'),
      eb.fn.coalesce('a.login_id', eb.val('')).as('login_id'),
    ])
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    customerId,
    row,
    options: await basicInfoOptions(db),
    loginId: asText(row.login_id),
    talk: await linkedBusinessTalk(db, customerId),
  };
}

const select = (options: SelectGroup['options'], value: unknown): SelectGroup => ({
  options,
  selected: asInteger(value),
});

// A file an application brought and not yet (or no longer) part of the data has its own download call.
const downloadPath = (fromApplication: boolean) =>
  fromApplication
    ? '/api/v1/fileIssueLog/downloadFileUpdateApplication'
    : '/api/v1/fileIssueLog/downloadFile';

async function personalFiles(db: Db, customerId: number, snapshot: Snapshot): Promise<PersonalFile[]> {
  const listed = snapshotFiles(snapshot);
  const records = await personalFilesById(
    db,
    customerId,
    listed.map((file) => file.id),
  );
  return listed.flatMap((file, index) => {
    const record = records.get(file.id);
    if (!record) return [];
    const fromApplication = record.customer_update_application_header_id !== null && record.is_live === 0;
    return [
      {
        index,
        customer_file_id: record.customer_file_id,
        title: record.title,
        file_url_1: `${downloadPath(fromApplication)}?customer_id=${customerId}&customer_file_id=${record.customer_file_id}`,
        original_file_name: record.original_file_name,
        print_file_name_1: file.name,
        is_image_file: record.mime_type.startsWith('image/'),
        mime_type: record.mime_type,
        is_file_update_application: fromApplication,
        rotation: file.rotation,
      },
    ];
  });
}

/** One copy of the four groups: the shared facts with the approval items of `snapshot`. */
async function groupsOf(db: Db, facts: Facts, snapshot: Snapshot): Promise<BasicInfoGroups> {
  const { row, options } = facts;
  const value = (group: RequestField['group'], key: string) => itemValue(snapshot, { group, key });
  const customer: Record<string, string | SelectGroup> = {};
  const president: Record<string, string | number | null> = {};
  for (const item of requestFields) {
    const raw = itemValue(snapshot, item);
    if (item.group === 'basic_customer_info' && item.key !== 'prefecture') customer[item.key] = asText(raw);
    if (item.group === 'president_info')
      president[item.key] = item.kind === 'integer' ? asInteger(raw) : asText(raw);
  }
  return {
    course_charge: {
      assume_project: select(options.assume_project, row.project_master_id),
      business_staff: select(options.business_staff, row.business_user_id),
      request_course_name: select(options.request_course_name, row.request_course_id),
      business_talk_customer_number: facts.talk?.business_talk_customer_number ?? '',
      is_relation_business_talk_customer_number: facts.talk !== undefined,
      business_talk_history_id: facts.talk?.business_talk_history_id ?? null,
      smbc_customer_number: asText(row.smbc_customer_number),
      security_money_number: asText(value('management_numbers', 'security_money_number')),
      tas_id: asText(row.tas_id),
      aplus_customer_number: asText(row.aplus_customer_number),
      order_number: asText(value('management_numbers', 'order_number')),
      did_number: asText(row.did_number),
    },
    contract_service_status: {
      contract_status: select(options.contract_status, value('contract_service_status', 'contract_status')),
      service_status: select(options.service_status, value('contract_service_status', 'service_status')),
      cancellation_reason: select(
        options.cancellation_reason,
        value('contract_service_status', 'cancellation_reason'),
      ),
      contract_and_service_note: asText(value('contract_service_status', 'contract_and_service_note')),
      contract_approval_status: Number(row.contract_approval_status),
      credit_screening_approval_status: Number(row.credit_screening_approval_status),
    },
    basic_customer_info: {
      ...customer,
      prefecture: select(options.prefecture, value('basic_customer_info', 'prefecture')),
      login_id: facts.loginId,
      registered_timestamp: asText(row.registered_timestamp),
      updated_timestamp: asText(row.updated_timestamp),
      updated_user_name: asText(row.updated_user_name),
    },
    president_info: {
      ...(president as Omit<BasicInfoGroups['president_info'], 'customer_personal_files'>),
      customer_personal_files: await personalFiles(db, facts.customerId, snapshot),
    },
  };
}

const noApplication = {
  is_update: false,
  update_application_status: null,
  approval_request_status: null,
  application_schedule_timestamp: '',
};

/** The `basic_info` answer of a customer (000 §3), or undefined when there is no such customer. */
export async function basicInfoAnswer(db: Db, customerId: number): Promise<BasicInfoAnswer | undefined> {
  const facts = await readFacts(db, customerId);
  if (!facts) return undefined;
  const open = await openApplication(db, customerId);
  const sentBack = open ? undefined : await sentBackApplication(db, customerId);
  return {
    customer_update_application_header_id: open?.customer_update_application_header_id ?? null,
    ...(await groupsOf(db, facts, await readSnapshot(db, customerId))),
    update_info: open
      ? {
          is_update: true,
          update_application_status: open.update_application_status,
          approval_request_status: open.approval_request_status,
          application_schedule_timestamp: open.application_schedule_timestamp,
          ...(await groupsOf(db, facts, open.after)),
        }
      : noApplication,
    send_back_info: sentBack ? await groupsOf(db, facts, sentBack.after) : null,
  };
}

/** The `basic_info` of one edition (getHeaderByInfo): the application's values in the answer's shape. */
export async function editionAnswer(db: Db, record: ApplicationRecord): Promise<BasicInfoAnswer | undefined> {
  const facts = await readFacts(db, record.customer_id);
  if (!facts) return undefined;
  return {
    customer_update_application_header_id: record.customer_update_application_header_id,
    ...(await groupsOf(db, facts, record.after)),
    update_info: {
      ...noApplication,
      update_application_status: record.update_application_status,
      approval_request_status: record.approval_request_status,
      application_schedule_timestamp: record.application_schedule_timestamp,
    },
    send_back_info: null,
  };
}

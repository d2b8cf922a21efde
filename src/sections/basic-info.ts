import type { AdaptedAnswer, SectionAdapter } from '../engine/adapters';
import type { FormData, JsonValue } from '../engine/types';
import {
  answerInteger,
  answerOptions,
  answerParts,
  answerText,
  groupsToForm,
  isRequesting,
} from './basic-info-answer';
import { toRequest } from './basic-info-request';

// The server reads the credit request back with the same field table, and reads the answer's types.
export { fromRequest, toRequest, fileDataUrl, type ImageInfo, type IncomingFile } from './basic-info-request';
export { isRequesting, type BasicInfoAnswer, type BasicInfoGroups } from './basic-info-answer';

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};

// Contract status 11 is the blank contract (000 §9).
const blankContract = 11;

/**
 * A pending change to the blank contract gives up the transfer number (D番号): while it is pending the
 * number shows blank, with the number in force as the earlier value on hover (000 §4).
 */
function releasedNumber(pending: FormData, current: FormData): FormData {
  const status = record(pending.contract_service_status).contract_status;
  const number = record(current.management_numbers).did_number;
  if (status !== blankContract || typeof number !== 'string' || number === '') return pending;
  return {
    ...pending,
    management_numbers: { ...record(pending.management_numbers), did_number: '' } as FormData,
  };
}

/** Reads `basic_info` of a getBasicInfo (or save, or getHeaderByInfo) answer into the engine's shape. */
export function fromAnswer(body: Record<string, unknown>): AdaptedAnswer {
  const info = record(body.basic_info);
  const { update, sentBack } = answerParts(info);
  const updateMode = update.is_update === true;
  const schedule = answerText(update.application_schedule_timestamp);
  const updateStatus = answerInteger(update.update_application_status);
  const approvalStatus = answerInteger(update.approval_request_status);
  const credit = answerInteger(record(info.contract_service_status).credit_screening_approval_status);
  // The pending copy holds every group; one the answer leaves out stays as it is now.
  const pendingGroups = updateMode ? { ...info, ...update } : undefined;
  const extra: Record<string, JsonValue> = {
    customer_update_application_header_id: answerInteger(info.customer_update_application_header_id),
    tas_id: answerText(record(info.course_charge).tas_id),
    update_application_status: updateStatus,
    approval_request_status: approvalStatus,
    business_talk_history_id: answerInteger(record(info.course_charge).business_talk_history_id),
    is_relation_business_talk_customer_number:
      record(info.course_charge).is_relation_business_talk_customer_number === true,
  };
  const data = groupsToForm(info, updateMode ? schedule : '');
  return {
    // The reflection time belongs to an application: the form shows the pending one's, else blank.
    data,
    pending: pendingGroups ? releasedNumber(groupsToForm(pendingGroups, schedule), data) : undefined,
    sentBack: sentBack ? groupsToForm(sentBack, '') : undefined,
    options: answerOptions(info),
    updateMode,
    requesting: isRequesting(credit, updateMode ? updateStatus : null, approvalStatus),
    extra,
  };
}

/** 基本情報: the API's `basic_info` ↔ the section's form, and the form → the multipart credit request. */
export const basicInfoAdapter: SectionAdapter = { fromAnswer, toRequest };

import type { JsonValue } from '../../../engine/types';
import { filesGroup, filesKey } from '../../../sections/basic-info-fields';
import type { ApprovalSubject, ValueText } from '../../approval/subject';
import { asText } from '../../values';
import { editionAnswer } from './answer';
import { basicInfoDeclaration, basicInfoFormSchema, basicInfoTitle } from './declaration';
import { basicInfoOptions, optionText, type BasicInfoOptions } from './options';
import { applyChanges, maskedPassword, readSnapshot, snapshotFiles } from './values';

// 基本情報 on the approval capability: its declaration (section.json), where its approval items are read
// and written, its edition preview (getHeaderByInfo's basic_info) and the texts of its values in the lists.

// Selects whose options come from the masters, by pointer.
const masterSelects: Record<string, keyof BasicInfoOptions> = {
  '/contract_service_status/contract_status': 'contract_status',
  '/contract_service_status/service_status': 'service_status',
  '/contract_service_status/cancellation_reason': 'cancellation_reason',
};

const passwordPointer = '/basic_customer_info/login_password';
const filesPointer = `/${filesGroup}/${filesKey}`;

const fileNames = (value: JsonValue | undefined) =>
  snapshotFiles({ [filesGroup]: { [filesKey]: value ?? [] } })
    .map((file) => (file.rotation ? `${file.name}（${file.rotation}°）` : file.name))
    .join('、');

function texts(options: BasicInfoOptions): ValueText {
  return (pointer, value) => {
    if (pointer === passwordPointer) return asText(value) === '' ? '' : maskedPassword;
    if (pointer === filesPointer) return fileNames(value);
    const select = masterSelects[pointer];
    return select ? optionText(options[select], value) : undefined;
  };
}

/** 基本情報's subject of the approval cycle (request type 2). */
export const basicInfoApproval: ApprovalSubject = {
  title: basicInfoTitle,
  declaration: basicInfoDeclaration,
  schema: basicInfoFormSchema,
  current: readSnapshot,
  apply: applyChanges,
  preview: async (db, record) => {
    const answer = await editionAnswer(db, record);
    return answer && { basic_info: answer };
  },
  texts: async (db) => texts(await basicInfoOptions(db)),
};

import { call } from '../../../../api/client';
import { postMultipart } from '../../../../api/files';
import type { CallResult } from '../../../../engine/failure';

/** One row of the file issue log (002 §3.7, with the bundled server's extra columns). */
export interface LogFile {
  customer_file_id: number;
  title: string;
  print_file_name_1: string;
  original_file_name: string;
  is_download: number;
  need_customer_agree_flag: number;
  complete_agreement_flag: number;
  registered_timestamp: string;
  registered_user_name: string;
}

/** `records` of the list call: one page and the number of rows in all. */
export interface LogPage {
  data: LogFile[];
  total: number;
}

/** How the list is sorted: a column key and its direction. */
export interface LogSort {
  key: string;
  desc: boolean;
}

/** `GET fileIssueLog/{customer_id}/list` (002 §7): one page (from 1) in the order asked. */
export const fetchFileIssueLog = (
  customerId: number,
  page: number,
  limit: number,
  sort: LogSort,
): Promise<CallResult> =>
  call('GET', `fileIssueLog/${customerId}/list`, {
    limit,
    page,
    sort_by_key_name: sort.key,
    sort_desc_sync: sort.desc,
  });

/** `GET fileIssueLog/deleteFile` (002 §7; a GET, as the spec has it). */
export const deleteLogFile = (customerId: number, fileId: number): Promise<CallResult> =>
  call('GET', 'fileIssueLog/deleteFile', { customer_id: customerId, customer_file_id: fileId });

/** `POST customers/fileUploadMyPage` (multipart, 002 §7): the choice 1 or 2 and the file as a data URL. */
export const uploadToMyPage = (
  customerId: number,
  userId: number,
  choice: number,
  dataUrl: string,
): Promise<CallResult> =>
  postMultipart(
    'customers/fileUploadMyPage',
    {
      customer_id: String(customerId),
      updated_user_id: String(userId),
      need_customer_agree_flag: String(choice),
    },
    [{ field: 'upload_mypage_file', dataUrl }],
  );

import { useState } from 'react';
import useSWR from 'swr';
import { Button, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import page from '../../../../../schemas/pages/file-issue-log.json';
import { describeFailure } from '../../../../engine/failure';
import { isFeatureAllowed } from '../../../../engine/permissions';
import { AppDialog } from '../../../../engine/renderer/app-dialog';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { RowsPager } from '../../../../engine/renderer/rows-pager';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import type { HeaderPanelProps } from '../header-menus/panels';
import { runDownload } from '../header-menus/run-download';
import {
  deleteLogFile,
  fetchFileIssueLog,
  type LogFile,
  type LogPage,
  type LogSort,
} from './file-issue-log-api';
import { LogTable } from './log-table';
import { UploadArea } from './upload-area';
import './file-issue-log.css';

/**
 * ファイル発行履歴 (002 §2.7): the documents issued for the customer and the files uploaded to its my page,
 * 20 a page and sorted by the server, each downloadable and deletable (after a confirmation), above the
 * upload to my page. Upload, download and delete need the feature of schemas/pages/file-issue-log.json.
 */
export function FileIssueLogDialog({ customerId, userId, isEntry, customer, onClose }: HeaderPanelProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const [sort, setSort] = useState<LogSort>(page.defaultSort);
  const [deleting, setDeleting] = useState<LogFile | null>(null);
  const list = useSWR(
    ['fileIssueLog', customerId, pageNumber, sort.key, sort.desc],
    async () => {
      const result = await fetchFileIssueLog(customerId, pageNumber, page.pageSize, sort);
      if (result.kind !== 'ok') throw new Error(describeFailure(result, page.messages.loadFailed));
      return result.body.records as LogPage;
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const authorised = isFeatureAllowed(customer.feature_masters, page.feature, isEntry);
  const records = list.data;
  const pages = Math.max(1, Math.ceil((records?.total ?? 0) / page.pageSize));

  const confirmDelete = async (file: LogFile) => {
    setDeleting(null);
    const result = await deleteLogFile(customerId, file.customer_file_id);
    if (result.kind !== 'ok') return void toastError(describeFailure(result, page.messages.deleteFailed));
    void toastSuccess(page.messages.deleted);
    // The last row of the last page gone: show the page before.
    if (records && records.data.length === 1 && pageNumber > 1) setPageNumber(pageNumber - 1);
    else void list.mutate();
  };

  const uploaded = () => {
    // The new file is the newest: show it where the default order puts it.
    setSort(page.defaultSort);
    setPageNumber(1);
    void list.mutate();
  };

  return (
    <AppDialog isOpen title={page.title} icon="document" onClose={onClose} style={{ width: 880 }}>
      <div className={`${Classes.DIALOG_BODY} tas-file-log`}>
        {list.error && !records ? <NonIdealState icon="error" title={String(list.error.message)} /> : null}
        {!records && !list.error ? <Spinner aria-label={page.title} /> : null}
        {records ? (
          <>
            <LogTable
              files={records.data}
              sort={sort}
              authorised={authorised}
              onSort={(next) => {
                setSort(next);
                setPageNumber(1);
              }}
              onDownload={(file) =>
                void runDownload('fileIssueLog/downloadFile', {
                  customer_id: customerId,
                  customer_file_id: file.customer_file_id,
                })
              }
              onDelete={setDeleting}
            />
            <RowsPager
              page={pageNumber - 1}
              pages={pages}
              total={records.total}
              onPage={(p) => setPageNumber(p + 1)}
            />
          </>
        ) : null}
        <UploadArea customerId={customerId} userId={userId} authorised={authorised} onUploaded={uploaded} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={page.close} onClick={onClose} />
        </div>
      </div>
      <ConfirmDialog
        message={deleting ? fillTemplate(page.deleteConfirm, { title: deleting.title }) : null}
        confirmText={page.deleteButton}
        cancelText={page.cancel}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </AppDialog>
  );
}

import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Button, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { badgeReloadAtom } from '../../../api/menu';
import type { QueueRow } from '../../../api/credit-cycle';
import type { CallResult } from '../../../engine/failure';
import { describeFailure } from '../../../engine/failure';
import { BlockingDialog } from '../../../engine/renderer/blocking-dialog';
import { ConfirmDialog } from '../../../engine/renderer/confirm-dialog';
import { toastError, toastSuccess } from '../../../engine/renderer/toaster';
import { Pager, restrictedPageSizes } from '../pager';
import { QueueTable } from './queue-table';
import { withCompany, type QueueAction, type QueueTexts } from './queue-texts';
import { useQueue } from './use-queue';
import rendererTexts from '../../../../schemas/messages.json';

/** Props of {@link QueuePage}. */
export interface QueuePageProps {
  /** The SWR key's name of this queue. */
  name: string;
  texts: QueueTexts;
  fetchPage: (page: number, limit: number) => Promise<CallResult>;
  actions: QueueAction[];
}

const firstPage = { page: 1, limit: 20 };

/**
 * A staff work queue (与信審査, 承認): refresh, paged table, and per row actions that confirm, block the
 * screen during the call, toast the outcome, reload the list and the side-menu badges.
 */
export function QueuePage({ name, texts, fetchPage, actions }: QueuePageProps) {
  const [paging, setPaging] = useState(firstPage);
  const [pending, setPending] = useState<{ action: QueueAction; row: QueueRow } | null>(null);
  const [running, setRunning] = useState(false);
  const bumpBadges = useSetAtom(badgeReloadAtom);
  const list = useQueue(name, fetchPage, paging, texts.loadFailed);
  const data = list.data;

  useEffect(() => {
    if (list.error instanceof Error) void toastError(list.error.message);
  }, [list.error]);

  const run = async ({ action, row }: { action: QueueAction; row: QueueRow }) => {
    setPending(null);
    setRunning(true);
    const result = await action.run(row);
    setRunning(false);
    if (result.kind === 'ok') {
      void toastSuccess(action.texts.done);
      bumpBadges((count) => count + 1);
    } else void toastError(describeFailure(result, action.texts.failed));
    // Also after a failure: a stale stamp (409) or a row another user handled needs the current list.
    const next = await list.mutate();
    // The last row of a later page was handled: show the last page that still has rows.
    if (next && next.data.length === 0 && next.total > 0 && paging.page > 1)
      setPaging((before) => ({ ...before, page: Math.ceil(next.total / before.limit) }));
  };

  return (
    <>
      <H1 className="tas-page-title">{texts.title}</H1>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}
      >
        <Button
          icon="refresh"
          text={texts.refresh}
          loading={list.isValidating}
          onClick={() => void list.mutate()}
        />
        {data ? (
          <Pager
            label="ページ送り"
            page={paging.page}
            limit={paging.limit}
            total={data.total}
            sizes={restrictedPageSizes}
            disabled={running}
            onPage={(page) => setPaging((before) => ({ ...before, page }))}
            onLimit={(limit) => setPaging({ page: 1, limit })}
          />
        ) : null}
      </div>
      {!data && !list.error ? <Spinner aria-label={rendererTexts.busy} /> : null}
      {data && data.data.length === 0 ? <NonIdealState icon="inbox" title={texts.empty} /> : null}
      {data && data.data.length > 0 ? (
        <QueueTable
          rows={data.data}
          texts={texts}
          actions={actions}
          disabled={running}
          onAction={(action, row) => setPending({ action, row })}
        />
      ) : null}
      <ConfirmDialog
        message={pending ? withCompany(pending.action.texts.confirm, pending.row) : null}
        confirmText={pending?.action.texts.label ?? ''}
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
      <BlockingDialog isOpen={running} text={texts.running} />
    </>
  );
}

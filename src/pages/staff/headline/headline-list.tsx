import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  deleteHeadline,
  insertLog,
  menuCallFailed,
  updateHeadlineStatus,
  type Headline,
  type HeadlineRecords,
} from '../../../api/menu';
import { staffSessionAtom } from '../../../api/session';
import { ConfirmDialog } from '../../../engine/renderer/confirm-dialog';
import { toastError } from '../../../engine/renderer/toaster';
import { HeadlineCommentDialog } from './headline-comment-dialog';
import { defaultHeadlinePageSize, headlinePageSizes, statusLabel } from './headline-rules';
import { HeadlineTable } from './headline-table';
import { Pager } from '../../shared/pager';
import { useHeadlines } from './use-headlines';

const pageCategory = 'ヘッドライン';
const deleteQuestion = '削除します。よろしいですか？';

/**
 * The headline list of /home (000 §2.5, §4): refresh, status per row (text where the role may not
 * change the type), title to its url, delivery time, comment, delete after confirmation, paging.
 */
export function HeadlineList() {
  const userId = useAtomValue(staffSessionAtom)?.user_id;
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(defaultHeadlinePageSize);
  const [comment, setComment] = useState<Headline | null>(null);
  const [deleting, setDeleting] = useState<Headline | null>(null);
  const list = useHeadlines(userId, page, limit);

  useEffect(() => {
    if (list.error) void toastError(menuCallFailed);
  }, [list.error]);

  const open = (url: string) => {
    if (url.startsWith('/')) navigate(url);
    else window.location.assign(url);
  };

  const changeStatus = async (headline: Headline, status: number) => {
    const label = headline.headline_trigger_label;
    const shown = (records: HeadlineRecords | undefined) =>
      records && {
        ...records,
        headlines: records.headlines.map((h) =>
          h.headline_trigger_label === label ? { ...h, headline_status: status } : h,
        ),
      };
    await list.mutate(shown, { revalidate: false });
    const result = await updateHeadlineStatus(status, headline.headline_trigger_label);
    if (result.kind !== 'ok') void toastError(menuCallFailed);
    else if (userId)
      void insertLog(userId, pageCategory, `ステータス変更（ID:${headline.ID} ${statusLabel(status)}）`);
    // After a change the list reloads (000 §4); after a refusal it shows the status as stored.
    await list.mutate();
  };

  // 000 §4: remove the row locally and decrease the count, then send the delete.
  const remove = async (headline: Headline) => {
    setDeleting(null);
    const shrink = (records: HeadlineRecords | undefined) =>
      records && {
        ...records,
        headlines: records.headlines.filter((h) => h.ID !== headline.ID),
        pager_items: { total: Math.max(0, records.pager_items.total - 1) },
      };
    await list.mutate(shrink, { revalidate: false });
    const result = await deleteHeadline(headline.ID);
    if (result.kind !== 'ok') {
      void toastError(menuCallFailed);
      await list.mutate();
    } else if (userId) void insertLog(userId, pageCategory, `削除（ID:${headline.ID}）`);
  };

  const records = list.data;
  return (
    <>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}
      >
        <Button icon="refresh" text="更新" onClick={() => void list.mutate()} loading={list.isValidating} />
        {records ? (
          <Pager
            label="ページ送り"
            total={records.pager_items.total}
            page={page}
            limit={limit}
            sizes={headlinePageSizes}
            onPage={setPage}
            onLimit={(size) => {
              setLimit(size);
              setPage(1);
            }}
          />
        ) : null}
      </div>
      {!records && !list.error ? <Spinner aria-label="読み込み中" /> : null}
      {records && records.headlines.length === 0 ? (
        <NonIdealState icon="inbox" title="ヘッドラインはありません" />
      ) : null}
      {records && records.headlines.length > 0 ? (
        <HeadlineTable
          headlines={records.headlines}
          actions={{
            onStatus: (headline, status) => void changeStatus(headline, status),
            onOpen: open,
            onComment: setComment,
            onDelete: setDeleting,
          }}
        />
      ) : null}
      <HeadlineCommentDialog
        headline={comment}
        onClose={() => setComment(null)}
        onGo={(url) => {
          setComment(null);
          open(url);
        }}
      />
      <ConfirmDialog
        message={deleting ? deleteQuestion : null}
        confirmText="削除"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

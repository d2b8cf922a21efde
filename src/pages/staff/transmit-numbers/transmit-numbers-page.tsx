import { useEffect, useState } from 'react';
import { Button, H1, HTMLSelect, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import texts from '../../../../schemas/pages/transmit-number-master.json';
import type { TransmitNumberUsage } from '../../../api/transmit-numbers';
import { toastError } from '../../../engine/renderer/toaster';
import { Pager, restrictedPageSizes } from '../../shared/pager';
import { AddDialog } from './add-dialog';
import { NumberTable } from './number-table';
import { NumberLoadError, useTransmitNumbers, type NumberQuery } from './use-transmit-numbers';
import './transmit-numbers.css';

const { messages } = texts;
const firstQuery: NumberQuery = { usage: 'all', page: 1, limit: texts.pageSize };

/**
 * `/transmit_telephone_number_master` (D番マスター管理, 管理機能; issue 15): the pool of transfer numbers
 * the numbering of 受注内容 draws from — each number, its remark and the customer using it (or 未使用), 20
 * a page in number order, filtered by 使用状況 — and the adding of numbers, several at once.
 */
export function TransmitNumbersPage() {
  const [query, setQuery] = useState<NumberQuery>(firstQuery);
  const [adding, setAdding] = useState(false);
  const { data, error, isLoading, mutate } = useTransmitNumbers(query, messages.loadFailed);

  useEffect(() => {
    if (error instanceof Error) void toastError(error.message);
  }, [error]);

  // Without the D番マスタ管理 feature the server refuses (403): its toast says so, and nothing here is usable.
  if (error instanceof NumberLoadError && error.status === 403)
    return (
      <div className="tas-transmit-numbers">
        <H1 className="tas-page-title">{texts.title}</H1>
        <NonIdealState icon="lock" title={messages.forbidden} />
      </div>
    );

  const pager = (label: string) =>
    data && !error ? (
      <Pager
        label={label}
        page={query.page}
        limit={query.limit}
        total={data.total}
        sizes={restrictedPageSizes}
        disabled={isLoading}
        onPage={(page) => setQuery((before) => ({ ...before, page }))}
        onLimit={(limit) => setQuery((before) => ({ ...before, page: 1, limit }))}
      />
    ) : null;
  return (
    <div className="tas-transmit-numbers">
      <H1 className="tas-page-title">{texts.title}</H1>
      <div className="tas-number-toolbar">
        <label className="tas-number-usage">
          {texts.usage.label}
          <HTMLSelect
            value={query.usage}
            onChange={(event) => {
              // Read now: React may run the updater after the event, when `currentTarget` is null.
              const usage = event.currentTarget.value as TransmitNumberUsage;
              setQuery((before) => ({ ...before, usage, page: 1 }));
            }}
            options={texts.usage.options}
          />
        </label>
        {data ? (
          <span className="tas-number-free" role="status">
            {texts.freeCount.replace('{count}', data.free.toLocaleString('ja-JP'))}
          </span>
        ) : null}
        <Button
          className="tas-number-add"
          icon="add"
          intent={Intent.PRIMARY}
          text={texts.add.open}
          onClick={() => setAdding(true)}
        />
      </div>
      {pager(texts.pagerTop)}
      <NumberResults data={data} error={error} loading={isLoading} />
      {data && data.rows.length > 0 && !error && !isLoading ? pager(texts.pagerBottom) : null}
      {adding ? (
        <AddDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void mutate();
          }}
        />
      ) : null}
    </div>
  );
}

/** The results: a spinner while loading, the failure (never "none found"), the empty state, or the table. */
function NumberResults(props: {
  data: ReturnType<typeof useTransmitNumbers>['data'];
  error: unknown;
  loading: boolean;
}) {
  const { data, error, loading } = props;
  if (loading) return <Spinner className="tas-number-state" aria-label={texts.loading} />;
  if (error || !data)
    return (
      <NonIdealState
        className="tas-number-state"
        icon="error"
        title={messages.loadFailed}
        description={messages.loadFailedHint}
      />
    );
  if (data.rows.length === 0)
    return <NonIdealState className="tas-number-state" icon="search" title={messages.empty} />;
  return <NumberTable rows={data.rows} />;
}

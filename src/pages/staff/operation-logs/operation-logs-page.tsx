import { useCallback, useEffect, useMemo, useState } from 'react';
import { H1, NonIdealState, Spinner } from '@blueprintjs/core';
import texts from '../../../../schemas/search/operation-logs/search.json';
import { logCriteriaOf } from '../../../api/operation-logs';
import { toastError } from '../../../engine/renderer/toaster';
import type { FormData } from '../../../engine/types';
import { Pager, restrictedPageSizes } from '../../shared/pager';
import { MailOutboxSection } from '../mail-outbox/mail-outbox-section';
import { SearchCardPanel } from '../../shared/search-card';
import { logCardWithOptions, operationLogCard as card } from './card-schema';
import { LogTable } from './log-table';
import { LogLoadError, useOperationLogs, type LogQuery } from './use-operation-logs';
import './operation-logs.css';

const { definition } = card;
const { labels, messages } = texts;
const firstQuery: LogQuery = { criteria: {}, paging: { page: 1, limit: texts.pageSize }, search: 0 };

/**
 * `/manage/operation_logs` (アクセスログ, 管理機能; issue 13): who did what to which customer and when,
 * with its result; filtered by 操作者, 顧客, 期間 and 種別, newest first, 20 a page.
 */
export function OperationLogsPage() {
  const [form, setForm] = useState<FormData>({});
  // 期間 is the card's only range and the filter a log is read by most: shown from the start.
  const [periodOpen, setPeriodOpen] = useState(true);
  const [query, setQuery] = useState<LogQuery>(firstQuery);
  const logs = useOperationLogs(query, messages.loadFailed);
  const { data, error, isLoading } = logs;

  useEffect(() => {
    if (error instanceof Error) void toastError(error.message);
  }, [error]);

  const optionsKey = JSON.stringify(data?.options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the choices' content, not their identity
  const { schema, ui } = useMemo(() => logCardWithOptions(card, data?.options), [optionsKey]);
  const onGroupChange = useCallback((fields: readonly string[], values: FormData) => {
    setForm((before) => {
      const next = { ...before };
      for (const field of fields) delete next[field];
      return { ...next, ...values };
    });
  }, []);
  const search = () =>
    setQuery((before) => ({
      criteria: logCriteriaOf(form),
      paging: { page: 1, limit: before.paging.limit },
      search: before.search + 1,
    }));
  const setPaging = (page: number, limit: number) =>
    setQuery((before) => ({ ...before, paging: { page, limit } }));

  // Without the アクセスログ feature the server refuses (403): its toast says so, and nothing here is usable.
  if (error instanceof LogLoadError && error.status === 403)
    return (
      <div className="tas-operation-logs">
        <H1 className="tas-page-title">{labels.pageTitle}</H1>
        <NonIdealState icon="lock" title={messages.forbidden} />
      </div>
    );

  const pager = (label: string) =>
    data && !error ? (
      <Pager
        label={label}
        page={query.paging.page}
        limit={query.paging.limit}
        total={data.total}
        sizes={restrictedPageSizes}
        disabled={isLoading}
        onPage={(page) => setPaging(page, query.paging.limit)}
        onLimit={(limit) => setPaging(1, limit)}
      />
    ) : null;
  return (
    <div className="tas-operation-logs">
      <H1 className="tas-page-title">{labels.pageTitle}</H1>
      <SearchCardPanel
        definition={definition}
        schema={schema}
        ui={ui}
        form={form}
        onGroupChange={onGroupChange}
        onClear={() => setForm({})}
        detailOpen={periodOpen}
        onDetailOpenChange={setPeriodOpen}
        onSearch={search}
        busy={isLoading}
      />
      {pager(labels.pagerTop)}
      <LogResults data={data} error={error} loading={isLoading} />
      {data && data.rows.length > 0 && !error && !isLoading ? pager(labels.pagerBottom) : null}
      {/* 送信メール (issue 16, mail): the outbox, for 管理機能 holders; the spec names no screen for it. */}
      <MailOutboxSection />
    </div>
  );
}

/** The results: a spinner while loading, the failure (never "none found"), the empty state, or the table. */
function LogResults(props: {
  data: ReturnType<typeof useOperationLogs>['data'];
  error: unknown;
  loading: boolean;
}) {
  const { data, error, loading } = props;
  if (loading) return <Spinner className="tas-log-state" aria-label={labels.loading} />;
  if (error || !data)
    return (
      <NonIdealState
        className="tas-log-state"
        icon="error"
        title={messages.loadFailed}
        description={messages.loadFailedHint}
      />
    );
  if (data.rows.length === 0)
    return (
      <NonIdealState
        className="tas-log-state"
        icon="search"
        title={messages.empty}
        description={messages.emptyHint}
      />
    );
  return <LogTable columns={definition.columns} rows={data.rows} />;
}

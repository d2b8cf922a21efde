import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { H1 } from '@blueprintjs/core';
import { criteriaOf, listQuery, type CustomerListRow } from '../../../api/customer-list';
import { backClosesWindowKey } from '../../../api/session';
import type { FormData } from '../../../engine/types';
import { BulkActions } from './bulk-actions';
import { cardWithOptions, customerListCard as card } from './card-schema';
import { ExportMenu } from './export-menu';
import { Pager } from '../../shared/pager';
import {
  clearList,
  isDetailPath,
  listPaths,
  listToRestore,
  saveList,
  type ListMode,
  type StoredList,
} from './list-storage';
import { ResultTable } from './result-table';
import { SearchCardPanel } from '../../shared/search-card';
import { useCustomerList } from './use-customer-list';
import './customer-list.css';

const { definition } = card;
const initialOrder = definition.columns.map((column) => column.key);

/** `/customer_management/list` (顧客管理) and `/customer_entry/list` (申込受付): search card and result table. */
export function CustomerListPage({ mode }: { mode: 'contracted' | 'entry' }) {
  return <CustomerList key={mode} mode={mode} />;
}

function CustomerList({ mode }: { mode: ListMode }) {
  const [restored] = useState(() => listToRestore(mode));
  const [form, setForm] = useState<FormData>(restored?.form ?? {});
  const [detailOpen, setDetailOpen] = useState(restored?.detailOpen ?? false);
  const [order, setOrder] = useState<string[]>(restored?.columnOrder ?? initialOrder);
  const [scrollTo, setScrollTo] = useState<number | null>(null);
  const list = useCustomerList(
    mode === 'entry',
    definition.defaultSort?.[mode] ?? 'tas_id',
    restored ?? undefined,
  );
  const firstRow = useRef(restored?.firstRow ?? 0);
  const optionsKey = JSON.stringify(list.answer.options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options' content, not their identity
  const { schema, ui } = useMemo(() => cardWithOptions(card, list.answer.options), [optionsKey]);

  const { load, search } = list;
  useEffect(() => {
    if (!restored) {
      void search({});
      return;
    }
    void load(restored.applied, restored.paging, true).then((ok) => {
      if (!ok) return;
      setScrollTo(restored.firstRow);
      requestAnimationFrame(() => window.scrollTo(0, restored.windowY));
    });
  }, [restored, load, search]);

  // The latest state to store; the scroll positions are read when it is stored.
  const latest = useRef<Omit<StoredList, 'firstRow' | 'windowY'> | null>(null);
  const store = useCallback(() => {
    if (latest.current)
      saveList(mode, { ...latest.current, firstRow: firstRow.current, windowY: window.scrollY });
  }, [mode]);
  useEffect(() => {
    latest.current = { form, applied: list.applied, paging: list.paging, detailOpen, columnOrder: order };
    store();
  }, [form, list.applied, list.paging, detailOpen, order, store]);
  useEffect(() => {
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('pagehide', store);
      // Leaving inside the app: keep the list for a customer's detail page, forget it for anything else.
      const path = window.location.pathname;
      if (isDetailPath(mode, path) || path === listPaths[mode].list) store();
      else clearList(mode);
    };
  }, [mode, store]);

  const onGroupChange = useCallback((fields: readonly string[], values: FormData) => {
    setForm((before) => {
      const next = { ...before };
      for (const field of fields) delete next[field];
      return { ...next, ...values };
    });
  }, []);
  const openDetail = (row: CustomerListRow) => {
    store();
    localStorage.setItem(backClosesWindowKey, '1');
    window.open(listPaths[mode].detail(row.customer_id), '_blank', 'noopener');
  };
  const onScrolled = useCallback(() => setScrollTo(null), []);
  // Another page, size, order or search starts at the table's top.
  const fromTop = (loaded: Promise<boolean>) => void loaded.then((ok) => ok && setScrollTo(0));

  const { paging, answer, loading } = list;
  const exportQuery = listQuery(list.applied, mode === 'entry', paging);
  const pager = (label: string) => (
    <Pager
      label={label}
      page={paging.page}
      limit={paging.limit}
      total={answer.total}
      capped={answer.capped}
      disabled={loading}
      onPage={(page) => fromTop(list.goToPage(page))}
      onLimit={(limit) => fromTop(list.changeLimit(limit))}
    />
  );
  return (
    <div className="tas-customer-list">
      <H1 className="tas-page-title">{mode === 'entry' ? '申込受付' : '顧客管理'}</H1>
      <SearchCardPanel
        definition={definition}
        schema={schema}
        ui={ui}
        form={form}
        onGroupChange={onGroupChange}
        onClear={() => setForm({})}
        detailOpen={detailOpen}
        onDetailOpenChange={setDetailOpen}
        onSearch={() => fromTop(search(criteriaOf(form, definition.ranges)))}
        busy={loading}
      />
      <div className="tas-list-toolbar">
        {pager('ページ送り（上）')}
        <span className="tas-spacer" />
        <BulkActions rows={answer.rows} disabled={loading} />
        <ExportMenu query={exportQuery} disabled={loading} empty={answer.total === 0} />
      </div>
      <ResultTable
        columns={definition.columns}
        order={order}
        onOrderChange={setOrder}
        rows={answer.rows}
        firstNumber={(paging.page - 1) * paging.limit + 1}
        loading={loading}
        failed={list.failed}
        sort={paging}
        onSort={(key, desc) => fromTop(list.changeSort(key, desc))}
        onReference={openDetail}
        onFirstRowChange={(row) => (firstRow.current = row)}
        scrollTo={scrollTo}
        onScrolled={onScrolled}
      />
      <div className="tas-list-toolbar">{pager('ページ送り（下）')}</div>
    </div>
  );
}

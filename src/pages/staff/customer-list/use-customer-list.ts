import { useCallback, useRef, useState } from 'react';
import {
  fetchCustomerList,
  listQuery,
  readListAnswer,
  type CustomerListAnswer,
  type ListCriteria,
  type ListPaging,
} from '../../../api/customer-list';
import { toastError } from '../../../engine/renderer/toaster';

/** A normal search's paging (000 §4, §9): page 1, 20 rows, ascending by the list's default column. */
const firstPageBy = (sortKey: string): ListPaging => ({ page: 1, limit: 20, sortKey, desc: false });

/** The text of a failed list call (000 §8). */
export const listFailed = '顧客情報の取得に失敗しました';

const emptyAnswer: CustomerListAnswer = { rows: [], total: 0, options: {} };

/**
 * The list's server state: the criteria of the last search, the page and order shown, and the answer.
 * Plain state rather than swr: a search must run again on every click, a failed normal search must empty
 * the table while a failed page change keeps it, and an older answer must never replace a newer one.
 */
export function useCustomerList(
  isEntry: boolean,
  defaultSortKey: string,
  restored?: { applied: ListCriteria; paging: ListPaging },
) {
  const firstPage = firstPageBy(defaultSortKey);
  const [applied, setApplied] = useState<ListCriteria>(restored?.applied ?? {});
  const [paging, setPaging] = useState<ListPaging>(restored?.paging ?? firstPage);
  const [answer, setAnswer] = useState<CustomerListAnswer>(emptyAnswer);
  const [loading, setLoading] = useState(false);
  // The last normal search failed: the table says so rather than "no customers found".
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  // `normal`: a search from the card (or the first load): conditions and paging change even on failure,
  // and a failure empties the table. Otherwise (page, size, order) a failure leaves everything as it was.
  const load = useCallback(
    async (criteria: ListCriteria, next: ListPaging, normal: boolean): Promise<boolean> => {
      const request = ++latest.current;
      if (normal) {
        setApplied(criteria);
        setPaging(next);
      }
      setLoading(true);
      const result = await fetchCustomerList(listQuery(criteria, isEntry, next));
      if (request !== latest.current) return false;
      setLoading(false);
      if (result.kind === 'ok' && result.body.result_code === 2000) {
        setApplied(criteria);
        setPaging(next);
        setAnswer(readListAnswer(result.body));
        setFailed(false);
        return true;
      }
      void toastError(listFailed);
      if (normal) {
        setAnswer((before) => ({ ...before, rows: [], total: 0 }));
        setFailed(true);
      }
      return false;
    },
    [isEntry],
  );

  /** A normal search: page 1, 20 rows, the default order. */
  const search = useCallback(
    (criteria: ListCriteria) => load(criteria, firstPageBy(defaultSortKey), true),
    [load, defaultSortKey],
  );
  /** Another page with the same conditions and order. */
  const goToPage = (page: number) => load(applied, { ...paging, page }, false);
  /** Another page size: back to page 1. */
  const changeLimit = (limit: number) => load(applied, { ...paging, page: 1, limit }, false);
  /** Another order: back to page 1. */
  const changeSort = (sortKey: string, desc: boolean) =>
    load(applied, { ...paging, page: 1, sortKey, desc }, false);

  return { applied, paging, answer, loading, failed, load, search, goToPage, changeLimit, changeSort };
}

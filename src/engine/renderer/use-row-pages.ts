import { useCallback, useState } from 'react';

/** Which of a paged table's shown rows a page holds, and how to move between pages. */
export interface RowPages {
  page: number;
  pages: number;
  /** The first and one past the last shown row of the page (every row without `pageSize`). */
  first: number;
  last: number;
  setPage: (page: number) => void;
  /** Goes to the last page of a table about to hold `count` rows (after 追加). */
  toLast: (count: number) => void;
}

/** Pages of `pageSize` rows over `count` shown rows; a page past the end (rows deleted) falls back to the last. */
export function useRowPages(count: number, pageSize: number | undefined): RowPages {
  const [wanted, setPage] = useState(0);
  const size = pageSize && pageSize > 0 ? pageSize : Math.max(count, 1);
  const pages = Math.max(1, Math.ceil(count / size));
  const page = Math.min(wanted, pages - 1);
  const toLast = useCallback((next: number) => setPage(Math.max(0, Math.ceil(next / size) - 1)), [size]);
  return { page, pages, first: page * size, last: Math.min(count, (page + 1) * size), setPage, toLast };
}

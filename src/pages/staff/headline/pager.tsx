import { Button, ButtonGroup, HTMLSelect, Intent } from '@blueprintjs/core';

// At most ten page buttons at a time (002 §9 "pagination limit 10").
const pageButtons = 10;

/** The pages to offer around the current one: a window of at most ten. */
export function pageWindow(page: number, pageCount: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(pageButtons / 2), pageCount - pageButtons + 1));
  const last = Math.min(pageCount, first + pageButtons - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Paging of a list: total, page-size choice and page buttons. */
export function Pager(props: {
  total: number;
  page: number;
  limit: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { total, page, limit, sizes, onPage, onLimit } = props;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return (
    <nav
      aria-label="ページ送り"
      style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'flex-end' }}
    >
      <span>全{total}件</span>
      <HTMLSelect
        aria-label="表示件数"
        value={limit}
        onChange={(event) => onLimit(Number(event.currentTarget.value))}
        options={sizes.map((size) => ({ value: size, label: `${size}件` }))}
      />
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label="前のページ"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        {pageWindow(page, pageCount).map((n) => (
          <Button
            key={n}
            text={n}
            aria-label={`${n}ページ目`}
            aria-current={n === page ? 'page' : undefined}
            intent={n === page ? Intent.PRIMARY : Intent.NONE}
            onClick={() => onPage(n)}
          />
        ))}
        <Button
          icon="chevron-right"
          aria-label="次のページ"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
    </nav>
  );
}

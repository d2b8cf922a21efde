import { Button, ButtonGroup, ButtonVariant, HTMLSelect } from '@blueprintjs/core';

/** Page sizes of the shared lists (002 §9): 20 to 500, then 1000 to 3500 in steps of 500. */
export const pageSizes = [20, 50, 100, 200, 300, 500, 1000, 1500, 2000, 2500, 3000, 3500];

/** Page sizes of the restricted lists (002 §9), e.g. the headline list. */
export const restrictedPageSizes = [10, 20, 50, 100];

// At most this many page buttons at once (002 §9 "pagination limit 10").
const pageButtons = 10;

/** The page numbers to offer around the current one. */
export function pageWindow(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(pageButtons / 2), pages - pageButtons + 1));
  const end = Math.min(pages, start + pageButtons - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Names the pager for assistive technology (e.g. ページ送り（上）). */
  label: string;
  page: number;
  limit: number;
  total: number;
  /** The total is a lower bound (the server stops counting at it): said as 「…件以上」. */
  capped?: boolean;
  /** The page-size choices; the shared lists' by default. */
  sizes?: readonly number[];
  disabled?: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Paging of every list: the count, first/previous, up to ten page buttons, next/last, and the page size. */
export function Pager({
  label,
  page,
  limit,
  total,
  capped = false,
  sizes = pageSizes,
  disabled = false,
  onPage,
  onLimit,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const shownTotal = total.toLocaleString('ja-JP');
  const counted = capped ? `${shownTotal}件以上中` : `全${shownTotal}件中`;
  return (
    <nav aria-label={label} style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      <span>
        {counted} {first.toLocaleString('ja-JP')}〜{last.toLocaleString('ja-JP')}件
      </span>
      <ButtonGroup>
        <Button
          icon="double-chevron-left"
          aria-label="最初のページ"
          disabled={disabled || page <= 1}
          onClick={() => onPage(1)}
        />
        <Button
          icon="chevron-left"
          aria-label="前のページ"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        />
        {pageWindow(page, pages).map((number) => (
          <Button
            key={number}
            text={String(number)}
            aria-label={`${number}ページ目`}
            aria-current={number === page ? 'page' : undefined}
            active={number === page}
            variant={number === page ? ButtonVariant.SOLID : ButtonVariant.OUTLINED}
            disabled={disabled}
            onClick={() => number !== page && onPage(number)}
          />
        ))}
        <Button
          icon="chevron-right"
          aria-label="次のページ"
          disabled={disabled || page >= pages}
          onClick={() => onPage(page + 1)}
        />
        <Button
          icon="double-chevron-right"
          aria-label="最後のページ"
          disabled={disabled || page >= pages}
          onClick={() => onPage(pages)}
        />
      </ButtonGroup>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        表示件数
        <HTMLSelect
          value={limit}
          disabled={disabled}
          onChange={(event) => onLimit(Number(event.currentTarget.value))}
          options={sizes.map((size) => ({ value: size, label: `${size}件` }))}
        />
      </label>
    </nav>
  );
}

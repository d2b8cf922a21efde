import { Button, ButtonGroup } from '@blueprintjs/core';
import { keepFocus } from './keep-focus';
import texts from '../../../schemas/messages.json';

/** Props of {@link RowsPager}: the 0-based page, how many pages and rows there are. */
export interface RowsPagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** The pager under a paged row table (`ui:options.pageSize`): previous, next and where the user is. */
export function RowsPager({ page, pages, total, onPage }: RowsPagerProps) {
  const where = texts.rowsPageOf
    .replace('{page}', String(page + 1))
    .replace('{pages}', String(pages))
    .replace('{total}', String(total));
  return (
    <nav
      aria-label={texts.rowsPager}
      style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '6px 0' }}
    >
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={texts.rowsPagePrevious}
          disabled={page === 0}
          onMouseDown={keepFocus}
          onClick={() => onPage(page - 1)}
        />
        <Button
          icon="chevron-right"
          aria-label={texts.rowsPageNext}
          disabled={page >= pages - 1}
          onMouseDown={keepFocus}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
      <span aria-live="polite">{where}</span>
    </nav>
  );
}

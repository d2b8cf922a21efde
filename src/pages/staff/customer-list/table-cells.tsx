import { Button, ButtonVariant, Icon, Menu, MenuItem, Size } from '@blueprintjs/core';
import { Cell, ColumnHeaderCell } from '@blueprintjs/table';
import type { CustomerListRow } from '../../../api/customer-list';
import type { SearchColumn } from '../../../engine/browser-search-cards';
import { cellText, splitTelephones } from './format';

/** The list's current order. */
export interface SortState {
  sortKey: string;
  desc: boolean;
}

/** A body cell: the 参照 button, a list of telephone numbers, or the formatted text. */
export function renderCell(
  column: SearchColumn,
  row: CustomerListRow,
  onReference: (row: CustomerListRow) => void,
) {
  if (column.kind === 'reference') {
    return (
      <Cell interactive>
        <Button
          size={Size.SMALL}
          variant={ButtonVariant.OUTLINED}
          text="参照"
          aria-label={`参照 ${row.tas_id ?? ''} ${row.for_answer_corporate_name}`.replace(/\s+/g, ' ')}
          onClick={() => onReference(row)}
        />
      </Cell>
    );
  }
  if (column.kind === 'telephones') {
    // One line per row keeps the table even; the numbers stay a list (and one per line in the tooltip).
    const numbers = splitTelephones(row.display_for_answer_telephone_number);
    return (
      <Cell tooltip={numbers.join('\n')}>
        <ul className="tas-telephones">
          {numbers.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      </Cell>
    );
  }
  return (
    <Cell tooltip={cellText(row, column.key, column.kind)}>{cellText(row, column.key, column.kind)}</Cell>
  );
}

/**
 * A column header: the title as a button that sorts (ascending first, then toggling), the current order's
 * arrow, and a menu with both orders. The reference column does not sort.
 */
export function renderHeader(
  column: SearchColumn,
  sort: SortState,
  onSort: (key: string, desc: boolean) => void,
) {
  if (column.kind === 'reference') return <ColumnHeaderCell name={column.title} />;
  const active = sort.sortKey === column.key;
  const nameRenderer = () => (
    <Button
      className="tas-sort-button"
      variant={ButtonVariant.MINIMAL}
      size={Size.SMALL}
      fill
      alignText="left"
      text={column.title}
      endIcon={active ? <Icon icon={sort.desc ? 'sort-desc' : 'sort-asc'} /> : undefined}
      aria-label={`${column.title}で並べ替え`}
      aria-pressed={active}
      onClick={() => onSort(column.key, active ? !sort.desc : false)}
    />
  );
  const menuRenderer = () => (
    <Menu>
      <MenuItem icon="sort-asc" text="昇順で並べ替え" onClick={() => onSort(column.key, false)} />
      <MenuItem icon="sort-desc" text="降順で並べ替え" onClick={() => onSort(column.key, true)} />
    </Menu>
  );
  return <ColumnHeaderCell name={column.title} nameRenderer={nameRenderer} menuRenderer={menuRenderer} />;
}

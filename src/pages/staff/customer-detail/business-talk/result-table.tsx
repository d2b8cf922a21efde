import { Button, Checkbox, HTMLTable, Size } from '@blueprintjs/core';
import { businessTalkUrl, type BusinessTalkRow } from '../../../../api/business-talks';
import type { SearchColumn } from '../../../../engine/browser-search-cards';
import { businessTalkCard, labels } from './card';

/** Props of {@link ResultTable}. */
export interface ResultTableProps {
  rows: BusinessTalkRow[];
  selectedId: number | null;
  /** A tick chosen (the row) or taken away (null): one row at most is chosen. */
  onSelect: (row: BusinessTalkRow | null) => void;
}

/** Opens the inquiry in the 反響 screen in a new tab (000 §2.8 詳細, 紐付いている反響へ移動). */
export function openBusinessTalk(businessTalkHistoryId: number): void {
  window.open(
    businessTalkUrl(businessTalkCard.definition.detailPath, businessTalkHistoryId),
    '_blank',
    'noopener',
  );
}

function Cell({
  column,
  row,
  selectedId,
  onSelect,
}: { column: SearchColumn; row: BusinessTalkRow } & Omit<ResultTableProps, 'rows'>) {
  const number = row.display_business_talk_customer_number;
  if (column.kind === 'reference') {
    return (
      <Button
        size={Size.SMALL}
        text={labels.detail}
        aria-label={`${number}の${labels.detail}`}
        onClick={() => openBusinessTalk(row.business_talk_history_id)}
      />
    );
  }
  if (column.key === 'link') {
    // The inquiry already linked to this customer is not chosen again: it says so instead.
    if (row.is_relation) return <span>{labels.linking}</span>;
    const checked = selectedId === row.business_talk_history_id;
    return (
      <Checkbox
        style={{ margin: 0 }}
        checked={checked}
        aria-label={`${number}を${labels.link}`}
        onChange={() => onSelect(checked ? null : row)}
      />
    );
  }
  const value: unknown = row[column.key as keyof BusinessTalkRow];
  return <>{typeof value === 'string' || typeof value === 'number' ? value : ''}</>;
}

/** The modal's result table: the columns of `search.json`, the 詳細 button and the 紐付ける tick. */
export function ResultTable({ rows, selectedId, onSelect }: ResultTableProps) {
  const { columns } = businessTalkCard.definition;
  return (
    <HTMLTable compact striped bordered style={{ width: '100%' }}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} style={{ width: column.width }}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{labels.empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.business_talk_history_id}>
              {columns.map((column) => (
                <td key={column.key}>
                  <Cell column={column} row={row} selectedId={selectedId} onSelect={onSelect} />
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </HTMLTable>
  );
}

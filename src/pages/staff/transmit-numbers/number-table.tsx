import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Classes, HTMLTable, Tag } from '@blueprintjs/core';
import texts from '../../../../schemas/pages/transmit-number-master.json';
import type { TransmitNumberRow } from '../../../api/transmit-numbers';
import { displayTimestamp } from '../../../theme/date-display';
import { listPaths } from '../customer-list/list-storage';

function Customer({ row }: { row: TransmitNumberRow }) {
  const { customer_id: id } = row;
  if (id === null) return <span className={Classes.TEXT_MUTED}>{texts.unused}</span>;
  const entry = row.is_entry === 1;
  return (
    <>
      {row.tas_id ? <span className="tas-number-tas-id">{row.tas_id}</span> : null}
      {!row.tas_id && entry ? (
        <Tag minimal className="tas-number-tas-id">
          {texts.entry}
        </Tag>
      ) : null}
      <Link to={listPaths[entry ? 'entry' : 'contracted'].detail(id)}>
        {row.corporate_name ?? String(id)}
      </Link>
    </>
  );
}

// The cells that are more than the row's text, by column key (the page file's columns).
const cells: Record<string, (row: TransmitNumberRow) => ReactNode> = {
  customer: (row) => <Customer row={row} />,
  registered_timestamp: (row) => displayTimestamp(row.registered_timestamp),
};

const plain = (row: TransmitNumberRow, key: string): string =>
  String((row as unknown as Record<string, unknown>)[key] ?? '');

/** One page of the D番 pool in number order: number, remark, the customer using it (or 未使用), registered. */
export function NumberTable({ rows }: { rows: TransmitNumberRow[] }) {
  return (
    <HTMLTable striped compact className="tas-number-table" aria-label={texts.tableLabel}>
      <thead>
        <tr>
          {texts.columns.map((column) => (
            <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {texts.columns.map((column) => (
              <td key={column.key} className={`tas-number-${column.key}`}>
                {cells[column.key]?.(row) ?? plain(row, column.key)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Classes, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import texts from '../../../../schemas/search/operation-logs/search.json';
import type { OperationLogRow } from '../../../api/operation-logs';
import type { SearchColumn } from '../../../engine/browser-search-cards';
import { customerPath, displayLogTimestamp, operatorOf } from './format';

const { labels } = texts;

function Operator({ row }: { row: OperationLogRow }) {
  const { name, unknownAccount } = operatorOf(row);
  if (!unknownAccount) return <>{name}</>;
  return (
    <>
      {name}
      <span className={`${Classes.TEXT_MUTED} tas-log-unknown`}>（{labels.unknownAccount}）</span>
    </>
  );
}

function Customer({ row }: { row: OperationLogRow }) {
  const { customer_id: id } = row;
  if (id === null) return null;
  return (
    <>
      {row.tas_id ? <span className="tas-log-tas-id">{row.tas_id}</span> : null}
      {!row.tas_id && row.is_entry ? (
        <Tag minimal className="tas-log-tas-id">
          {labels.entry}
        </Tag>
      ) : null}
      <Link to={customerPath({ ...row, customer_id: id })}>{row.corporate_name ?? String(id)}</Link>
    </>
  );
}

function Result({ row }: { row: OperationLogRow }) {
  const succeeded = row.result === labels.succeeded;
  return (
    <Tag intent={succeeded ? Intent.SUCCESS : Intent.DANGER} minimal={succeeded}>
      {succeeded
        ? row.result
        : `${row.result}${labels.statusCode.replace('{code}', String(row.status_code))}`}
    </Tag>
  );
}

// The cells that are more than the row's text, by column key (search.json's columns).
const cells: Record<string, (row: OperationLogRow) => ReactNode> = {
  registered_timestamp: (row) => (
    <time dateTime={row.registered_timestamp.replace(' ', 'T')}>
      {displayLogTimestamp(row.registered_timestamp)}
    </time>
  ),
  user_name: (row) => <Operator row={row} />,
  corporate_name: (row) => <Customer row={row} />,
  result: (row) => <Result row={row} />,
};

const plain = (row: OperationLogRow, key: string): string =>
  String((row as unknown as Record<string, unknown>)[key] ?? '');

/** Props of {@link LogTable}. */
export interface LogTableProps {
  columns: SearchColumn[];
  rows: OperationLogRow[];
}

/** One page of the operation log, newest first: a plain table, one line a row where the width allows. */
export function LogTable({ columns, rows }: LogTableProps) {
  return (
    <HTMLTable striped compact className="tas-log-table" aria-label={labels.tableLabel}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.operation_log_id}>
            {columns.map((column) => (
              <td key={column.key} className={`tas-log-${column.key}`}>
                {cells[column.key]?.(row) ?? plain(row, column.key)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

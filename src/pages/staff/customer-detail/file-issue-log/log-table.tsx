import { Button, HTMLTable, Icon, Intent } from '@blueprintjs/core';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import page from '../../../../../schemas/pages/file-issue-log.json';
import { displayTimestamp } from '../../../../theme/date-display';
import type { LogFile, LogSort } from './file-issue-log-api';

const columns = page.columns;
type SortColumn = keyof Omit<typeof columns, 'actions'>;
const sortable = page.sortKeys as SortColumn[];

const flag = (value: number) => (value === 1 ? page.flags.yes : page.flags.no);
// A file that asks for no agreement has none to show.
const agreement = (file: LogFile) =>
  file.need_customer_agree_flag === 1 ? flag(file.complete_agreement_flag) : page.flags.notNeeded;

/** Props of {@link LogTable}. */
export interface LogTableProps {
  files: LogFile[];
  sort: LogSort;
  authorised: boolean;
  onSort: (sort: LogSort) => void;
  onDownload: (file: LogFile) => void;
  onDelete: (file: LogFile) => void;
}

/**
 * The log's table (002 §2.7, §3.7): タイトル, ダウンロード済, 同意済, 登録日時, each sortable by its header (a
 * second click reverses), and per row download and delete; both need the log's feature.
 */
export function LogTable({ files, sort, authorised, onSort, onDownload, onDelete }: LogTableProps) {
  const header = (column: SortColumn) => {
    const active = sort.key === column;
    return (
      <th key={column} aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
        <Button
          variant="minimal"
          size="small"
          // The label lines up with the cells' text below it.
          style={{ marginLeft: -7 }}
          aria-label={fillTemplate(page.sortBy, { column: columns[column] })}
          endIcon={
            active ? (
              <Icon icon={sort.desc ? 'sort-desc' : 'sort-asc'} />
            ) : (
              <Icon icon="double-caret-vertical" />
            )
          }
          text={columns[column]}
          onClick={() =>
            onSort({ key: column, desc: active ? !sort.desc : column === 'registered_timestamp' })
          }
        />
      </th>
    );
  };
  return (
    <HTMLTable compact striped style={{ width: '100%' }} aria-label={page.title}>
      <thead>
        <tr>
          {sortable.map(header)}
          <th>{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {files.length === 0 ? (
          <tr>
            <td colSpan={sortable.length + 1}>{page.empty}</td>
          </tr>
        ) : null}
        {files.map((file) => (
          <tr key={file.customer_file_id}>
            <td style={{ wordBreak: 'break-all' }}>{file.title}</td>
            <td>{flag(file.is_download)}</td>
            <td>{agreement(file)}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{displayTimestamp(file.registered_timestamp)}</td>
            <td style={{ whiteSpace: 'nowrap' }}>
              <Button
                size="small"
                icon="download"
                text={page.download}
                aria-label={`${file.title} ${page.download}`}
                disabled={!authorised}
                onClick={() => onDownload(file)}
              />{' '}
              <Button
                size="small"
                icon="trash"
                intent={Intent.DANGER}
                text={page.deleteLabel}
                aria-label={`${file.title} ${page.deleteLabel}`}
                disabled={!authorised}
                onClick={() => onDelete(file)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

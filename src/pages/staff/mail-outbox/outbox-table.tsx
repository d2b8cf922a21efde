import { Link } from 'react-router-dom';
import { HTMLTable, Intent, Tag } from '@blueprintjs/core';
import texts from '../../../../schemas/mail/outbox-page.json';
import { displayLogTimestamp } from '../operation-logs/format';
import { listPaths } from '../customer-list/list-storage';
import type { OutboxEntry } from './use-mail-outbox';

const columns = Object.entries(texts.columns);
const statusIntent: Record<string, Intent> = {
  allSuccess: Intent.SUCCESS,
  partialFailed: Intent.WARNING,
  allFailed: Intent.DANGER,
  emptyAddress: Intent.NONE,
};
const label = (names: Record<string, string>, key: string) => names[key] ?? key;

function Customer({ entry }: { entry: OutboxEntry }) {
  if (entry.customer_id === null) return null;
  const path = listPaths[entry.is_entry ? 'entry' : 'contracted'].detail(entry.customer_id);
  return (
    <>
      {entry.tas_id ? <span className="tas-outbox-tas-id">{entry.tas_id}</span> : null}
      <Link to={path}>{entry.corporate_name ?? String(entry.customer_id)}</Link>
    </>
  );
}

function Recipients({ entry }: { entry: OutboxEntry }) {
  return (
    <ul className="tas-outbox-recipients">
      {entry.recipients.map((r) => (
        <li key={r.address} title={r.reason || undefined}>
          {r.address}{' '}
          <Tag minimal intent={r.delivered ? Intent.SUCCESS : Intent.DANGER}>
            {r.delivered ? texts.delivered : texts.refused}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** One page of sent mail, newest first: the subject opens the body; each recipient with its result. */
export function OutboxTable({ entries }: { entries: OutboxEntry[] }) {
  return (
    <HTMLTable striped compact className="tas-outbox-table" aria-label={texts.tableLabel}>
      <thead>
        <tr>
          {columns.map(([key, title]) => (
            <th key={key} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.mail_outbox_id}>
            <td className="tas-outbox-nowrap">{displayLogTimestamp(entry.sent_timestamp)}</td>
            <td className="tas-outbox-customer">
              <Customer entry={entry} />
            </td>
            <td className="tas-outbox-nowrap">{label(texts.kinds, entry.kind)}</td>
            <td className="tas-outbox-subject">
              <details>
                <summary>{entry.subject}</summary>
                <pre className="tas-outbox-body" aria-label={texts.showBody}>
                  {entry.body}
                </pre>
              </details>
            </td>
            <td className="tas-outbox-recipients-cell">
              <Recipients entry={entry} />
            </td>
            <td className="tas-outbox-nowrap">
              <Tag intent={statusIntent[entry.status] ?? Intent.NONE}>
                {label(texts.statuses, entry.status)}
              </Tag>
            </td>
            <td className="tas-outbox-nowrap">{entry.user_name ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

import { Link } from 'react-router-dom';
import { Button, HTMLTable, Size, Tag } from '@blueprintjs/core';
import type { QueueRow } from '../../../api/credit-cycle';
import { formatTimestamp } from '../../staff/customer-list/format';
import { listPaths } from '../../staff/customer-list/list-storage';
import type { QueueAction, QueueTexts } from './queue-texts';

/** Props of {@link QueueTable}. */
export interface QueueTableProps {
  rows: QueueRow[];
  texts: QueueTexts;
  actions: QueueAction[];
  disabled: boolean;
  onAction: (action: QueueAction, row: QueueRow) => void;
}

/** The customer's detail page: the entry detail for an application (申込), else the customer detail. */
export const detailPath = (row: QueueRow): string =>
  listPaths[row.is_entry ? 'entry' : 'contracted'].detail(row.customer_id);

/** The rows of a credit or approval queue, each with its changed items and action buttons. */
export function QueueTable({ rows, texts, actions, disabled, onAction }: QueueTableProps) {
  const { columns } = texts;
  return (
    <HTMLTable striped compact aria-label={texts.tableLabel} style={{ width: '100%' }}>
      <thead>
        <tr>
          <th>{columns.tasId}</th>
          <th>{columns.corporateName}</th>
          <th>{columns.requestedAt}</th>
          <th>{columns.requestedBy}</th>
          <th>{columns.changedItems}</th>
          {columns.schedule ? <th>{columns.schedule}</th> : null}
          <th>{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.customer_id}-${row.customer_update_application_header_id}`}>
            <td>{row.is_entry ? <Tag minimal>{columns.entry}</Tag> : row.tas_id}</td>
            <td>
              <Link to={detailPath(row)}>{row.corporate_name}</Link>
            </td>
            <td>{formatTimestamp(row.requested_timestamp)}</td>
            <td>{row.requested_user_name}</td>
            <td>
              {row.changed_items.length === 0 ? null : (
                <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                  {row.changed_items.map((change, index) => (
                    <li key={`${change.item}-${index}`}>
                      {change.item}: {change.before || texts.blank} → {change.after || texts.blank}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            {columns.schedule ? (
              <td>{formatTimestamp(row.application_schedule_timestamp) || texts.scheduleImmediately}</td>
            ) : null}
            <td style={{ whiteSpace: 'nowrap' }}>
              {actions.map((action) => (
                <Button
                  key={action.key}
                  size={Size.SMALL}
                  intent={action.intent}
                  text={action.texts.label}
                  disabled={disabled}
                  style={{ marginRight: 4 }}
                  onClick={() => onAction(action, row)}
                />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

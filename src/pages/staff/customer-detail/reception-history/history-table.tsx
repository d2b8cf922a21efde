import { useState } from 'react';
import { HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import texts from '../../../../../schemas/pages/reception-history.json';
import { RowsPager } from '../../../../engine/renderer/rows-pager';
import { displayTimestamp } from '../../../../theme/date-display';
import { updateReceptionStatus, type ReceptionAnswer } from './reception-api';
import type { useStampedCall } from '../../../../engine/renderer/use-stamped-call';

const labels = texts.histories;

/** Props of {@link HistoryTable}. */
export interface HistoryTableProps {
  reception: ReceptionAnswer['reception'];
  authorised: boolean;
  save: ReturnType<typeof useStampedCall>;
  /** Shows another page (from 1). */
  onPage: (page: number) => void;
}

/**
 * The history table (002 §2.6, §9: 10 a page): registered time, body with its detail text, and a status select
 * per row that saves at once; when the save fails the row shows its earlier status again (002 §4).
 */
export function HistoryTable({ reception, authorised, save, onPage }: HistoryTableProps) {
  const { histories, status_options } = reception;
  // Statuses changed on this screen since the page loaded, by history id.
  const [changed, setChanged] = useState<Record<number, number>>({});
  const pages = Math.max(1, Math.ceil(histories.total / histories.limit));
  const change = async (id: number, previous: number, status: number) => {
    setChanged((current) => ({ ...current, [id]: status }));
    const saved = await save.run({
      send: (base) =>
        updateReceptionStatus({
          ...base,
          customer_reception_history_id: id,
          customer_reception_status: status,
        }),
      success: texts.toasts.statusUpdated,
      failure: texts.failures.status,
    });
    if (!saved) setChanged((current) => ({ ...current, [id]: previous }));
  };
  return (
    <>
      <HTMLTable compact striped style={{ width: '100%' }} aria-label={labels.heading}>
        <thead>
          <tr>
            <th style={{ width: 150 }}>{labels.registered}</th>
            <th>{labels.body}</th>
            <th>{labels.detail}</th>
            <th style={{ width: 130 }}>{labels.status}</th>
          </tr>
        </thead>
        <tbody>
          {histories.data.length === 0 ? (
            <tr>
              <td colSpan={4}>{labels.empty}</td>
            </tr>
          ) : null}
          {histories.data.map((row) => {
            const id = row.customer_reception_history_id;
            const registered = displayTimestamp(row.registered_timestamp);
            const status = changed[id] ?? row.customer_reception_status;
            return (
              <tr key={id}>
                <td style={{ whiteSpace: 'nowrap' }}>{registered}</td>
                <td>{row.body}</td>
                <td style={{ whiteSpace: 'pre-wrap' }}>{row.detail}</td>
                <td>
                  <HTMLSelect
                    aria-label={fillTemplate(labels.statusOf, { registered })}
                    value={status}
                    disabled={!authorised}
                    options={status_options.map((option) => ({ value: option.value, label: option.text }))}
                    onChange={(event) => void change(id, status, Number(event.currentTarget.value))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <RowsPager
        page={histories.page - 1}
        pages={pages}
        total={histories.total}
        onPage={(page) => onPage(page + 1)}
      />
    </>
  );
}

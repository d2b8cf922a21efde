import { useState } from 'react';
import { Button, ControlGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import type { CustomerListRow } from '../../../api/customer-list';
import { toastError, toastSuccess } from '../../../engine/renderer/toaster';

// 000 §2.6 names a bulk-action dropdown with an execute button but not its actions. These act on the rows
// of the page shown, which is what a list of this kind offers without row selection: copy their numbers
// for a mail merge or a hand-over.
const actions = [
  { value: 'copyTasIds', label: 'TAS IDをコピー', pick: (row: CustomerListRow) => row.tas_id ?? '' },
  {
    value: 'copyCustomerIds',
    label: '申込番号をコピー',
    pick: (row: CustomerListRow) => String(row.customer_id),
  },
  {
    value: 'copyNames',
    label: '会社名をコピー',
    pick: (row: CustomerListRow) => row.for_answer_corporate_name,
  },
] as const;

/** The bulk-action dropdown and its execute button (実行), acting on the rows of the page shown. */
export function BulkActions({ rows, disabled }: { rows: CustomerListRow[]; disabled: boolean }) {
  const [chosen, setChosen] = useState('');
  const action = actions.find((candidate) => candidate.value === chosen);
  const run = async () => {
    if (!action) return;
    const values = rows.map(action.pick).filter(Boolean);
    try {
      await navigator.clipboard.writeText(values.join('\n'));
      void toastSuccess(
        `表示中の${values.length}件の${action.label.replace('をコピー', '')}をコピーしました`,
      );
    } catch {
      void toastError('クリップボードにコピーできませんでした');
    }
  };
  return (
    <ControlGroup>
      <HTMLSelect
        aria-label="一括操作"
        value={chosen}
        disabled={disabled}
        onChange={(event) => setChosen(event.currentTarget.value)}
        options={[
          { value: '', label: '一括操作を選択' },
          ...actions.map(({ value, label }) => ({ value, label: `表示中の${label}` })),
        ]}
      />
      <Button
        text="実行"
        intent={Intent.PRIMARY}
        disabled={disabled || !action || rows.length === 0}
        onClick={() => void run()}
      />
    </ControlGroup>
  );
}

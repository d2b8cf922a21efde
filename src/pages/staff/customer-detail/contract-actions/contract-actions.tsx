import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import useSWRImmutable from 'swr/immutable';
import { Button, Intent, Tag } from '@blueprintjs/core';
import texts from '../../../../../schemas/pages/contract-actions.json';
import {
  fetchContractCancellation,
  type ContractCancellationState,
} from '../../../../api/contract-cancellation';
import { describeFailure } from '../../../../engine/failure';
import { isFeatureAllowed, type FeatureMaster } from '../../../../engine/permissions';
import { customerTimestampAtom } from '../../../../engine/renderer/state';
import { contractActionOf, endedStatuses, reservedStatus, type ContractAction } from './statuses';

// The dialogs (and the dialog forms' schemas and validators) load when one opens, not with the page (bench B7).
const CancelDialog = lazy(async () => ({ default: (await import('./cancel-dialog')).CancelDialog }));
const ReserveDialog = lazy(async () => ({ default: (await import('./reserve-dialog')).ReserveDialog }));
const StopDialog = lazy(async () => ({ default: (await import('./stop-dialog')).StopDialog }));

const icons: Record<ContractAction, 'stop' | 'cross-circle' | 'calendar'> = {
  stop: 'stop',
  cancel: 'cross-circle',
  reserve: 'calendar',
};

/**
 * The header's contract actions (000 §2.7, 002 §2.8): the contract status (with the cancellation date when
 * reserved) and one button — 契約停止 for an entry, 解約 for a reserved cancellation, else 解約予約. The
 * button is disabled without its feature, while a request runs, and once the contract has ended.
 */
export function ContractActions(props: {
  customerId: number;
  userId: number;
  isEntry: boolean;
  requesting: boolean;
  features: FeatureMaster[];
  /** After a change: the page reloads its header and open sections. */
  onChanged: () => void;
}) {
  const { customerId, userId, isEntry } = props;
  const [open, setOpen] = useState<ContractAction | null>(null);
  // Keyed by the customer's stamp: any save on the page (基本情報 sets the contract status too) reloads it.
  const timestamp = useAtomValue(customerTimestampAtom);
  const state = useSWRImmutable(
    // Not before the page has its customer's stamp.
    timestamp ? ['contractCancellation', customerId, timestamp] : null,
    async () => {
      const result = await fetchContractCancellation(customerId, userId);
      if (result.kind !== 'ok') throw new Error(describeFailure(result, texts.failures.load));
      return result.body.contract_cancellation as ContractCancellationState;
    },
    { keepPreviousData: true },
  );
  const data = state.data;
  const status = data?.contract_status_selected ?? null;
  const action = contractActionOf(isEntry, status);
  const feature = isEntry ? texts.features.stop : texts.features.cancellation;
  const allowed = isFeatureAllowed(props.features, feature, isEntry);
  const ended = endedStatuses.includes(status);
  const close = () => setOpen(null);
  // The new stamp (set by the call) reloads the state; the page reloads its header and open sections.
  const done = () => {
    close();
    props.onChanged();
  };
  const dialogProps = { customerId, userId, onClose: close };

  return (
    <>
      {state.error && !data ? (
        <Tag large minimal intent={Intent.DANGER}>
          {texts.failures.load}
        </Tag>
      ) : null}
      {data ? (
        <Tag large minimal intent={status === reservedStatus ? Intent.WARNING : Intent.NONE}>
          {`${texts.statusLabel}：${data.contract_status_name || texts.unselected}`}
          {data.contract_cancellation_date
            ? `（${texts.cancellationDateLabel} ${data.contract_cancellation_date}）`
            : ''}
        </Tag>
      ) : null}
      <Button
        icon={icons[action]}
        intent={action === 'reserve' ? Intent.WARNING : Intent.DANGER}
        text={texts.buttons[action]}
        disabled={!data || !allowed || props.requesting || ended}
        onClick={() => setOpen(action)}
      />
      <Suspense fallback={null}>
        {data && open === 'reserve' ? <ReserveDialog {...dialogProps} state={data} onDone={done} /> : null}
        {data && open === 'cancel' ? (
          <CancelDialog
            {...dialogProps}
            state={data}
            onChangeReservation={() => setOpen('reserve')}
            onDone={done}
          />
        ) : null}
        {open === 'stop' ? <StopDialog {...dialogProps} /> : null}
      </Suspense>
    </>
  );
}

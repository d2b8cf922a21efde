import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import layout from '../../../../schemas/pages/customer-detail.json';

/** The four states of the entry status button (000 §2.7). */
export type EntryStatus = 'proceed' | 'mail' | 'impossible' | 'missing';

// Credit screening statuses (000 §4): 3 与信NG, 4 与信OK.
const creditNg = 3;
const creditOk = 4;

/** Which state an entry is in: credit NG cannot contract; credit OK proceeds, or first needs the mail shipped. */
export function entryStatusOf(creditStatus: number, shippingOfMail: boolean): EntryStatus {
  if (creditStatus === creditNg) return 'impossible';
  if (creditStatus !== creditOk) return 'missing';
  return shippingOfMail ? 'mail' : 'proceed';
}

const intents: Record<EntryStatus, Intent> = {
  proceed: Intent.SUCCESS,
  mail: Intent.WARNING,
  impossible: Intent.DANGER,
  missing: Intent.NONE,
};

/** The entry status button: opens the contract procedure page, disabled while information is missing. */
export function EntryStatusButton(props: {
  customerId: number;
  creditStatus: number;
  shippingOfMail: boolean;
}) {
  const navigate = useNavigate();
  const status = entryStatusOf(props.creditStatus, props.shippingOfMail);
  return (
    <Button
      intent={intents[status]}
      icon={status === 'impossible' ? 'warning-sign' : 'document-open'}
      text={layout.entryStatus[status]}
      disabled={status === 'missing'}
      // The contract procedure page of an entry (route customer_management_contract, 002 §2.1).
      onClick={() => navigate(`/customer_management/${props.customerId}/contract`)}
    />
  );
}

import { displayTimestamp } from '../../../theme/date-display';
import { Button, Callout, Intent } from '@blueprintjs/core';

/** `chackAccessUser`'s items: whether someone else has the customer open, since when, and who. */
export interface AccessItems {
  existOtherAccessUser: boolean;
  registered_timestamp: string;
  access_user_name: string;
}

/** The closable edit-in-progress warning of 000 §2.7: TAS ID, access time and the accessing user. */
export function AccessWarning(props: { tasId: string; items: AccessItems; onClose: () => void }) {
  const { tasId, items, onClose } = props;
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" style={{ marginBottom: 12, position: 'relative' }}>
      TAS ID {tasId} は {displayTimestamp(items.registered_timestamp)} に {items.access_user_name}{' '}
      さんがアクセスし、まだ保存されていません。 他のユーザーが編集中の可能性があります。
      <Button
        variant="minimal"
        icon="cross"
        aria-label="警告を閉じる"
        onClick={onClose}
        style={{ position: 'absolute', top: 4, right: 4 }}
      />
    </Callout>
  );
}

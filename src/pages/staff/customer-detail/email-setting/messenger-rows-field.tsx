import { sectionContextOf } from '../../../../engine/section-context';
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useEngine } from '../../../../engine/renderer/engine-context';
import { RowsField } from '../../../../engine/renderer/rows-field';
import type { AppFieldProps } from '../../../../engine/types';
import { MessengerUseDialog } from './messenger-use-dialog';
import { sendMessengerUse } from './side-calls';
import { sideTexts } from './texts';

/**
 * `"ui:field": "messengerRows"` (001 §2.2 送信先メッセンジャーID): the messenger rows table with its
 * '利用設定' button, which sends the opening-confirmation request at once (not with the section's save).
 */
export function MessengerRowsField(props: AppFieldProps) {
  const { transport } = useEngine();
  const context = sectionContextOf(props.registry.formContext);
  const [open, setOpen] = useState(false);
  const locked = Boolean(props.disabled || props.readonly);
  return (
    <>
      <RowsField {...props} />
      <Button
        icon="cog"
        text={sideTexts.messengerUse.label}
        disabled={locked}
        style={{ marginTop: 4 }}
        onClick={() => setOpen(true)}
      />
      <MessengerUseDialog
        isOpen={open}
        onClose={() => setOpen(false)}
        onSend={(selected) => void sendMessengerUse(transport, context, selected)}
      />
    </>
  );
}

import { useId } from 'react';
import { DialogBody, Spinner, SpinnerSize } from '@blueprintjs/core';
import { AppDialog } from './app-dialog';

/** A modal that cannot be closed while a call runs (spec 001 §2: every call blocks the screen). */
export function BlockingDialog({ isOpen, text }: { isOpen: boolean; text: string }) {
  // Blueprint's Dialog puts aria-labelledby (not aria-label) on its role="dialog" element.
  const textId = useId();
  return (
    <AppDialog
      isOpen={isOpen}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      aria-labelledby={textId}
      style={{ width: 240 }}
    >
      <DialogBody>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Spinner size={SpinnerSize.SMALL} />
          <span id={textId}>{text}</span>
        </div>
      </DialogBody>
    </AppDialog>
  );
}

import { Dialog, DialogBody, Spinner, SpinnerSize } from '@blueprintjs/core';

/** A modal that cannot be closed while a call runs (spec 001 §2: every call blocks the screen). */
export function BlockingDialog({ isOpen, text }: { isOpen: boolean; text: string }) {
  return (
    <Dialog
      isOpen={isOpen}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      aria-label={text}
      style={{ width: 240 }}
    >
      <DialogBody>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Spinner size={SpinnerSize.SMALL} />
          <span>{text}</span>
        </div>
      </DialogBody>
    </Dialog>
  );
}

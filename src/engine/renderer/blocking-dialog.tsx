import { useEffect, useId } from 'react';
import { DialogBody, Spinner, SpinnerSize } from '@blueprintjs/core';
import { AppDialog } from './app-dialog';

// What a key may do on the page: nothing while a call runs. Key-up too: Blueprint's buttons click on it.
const keyEvents = ['keydown', 'keypress', 'keyup'] as const;
const holdBack = (event: Event) => {
  event.preventDefault();
  event.stopImmediatePropagation();
};

/**
 * A modal that cannot be closed while a call runs (spec 001 §2: every call blocks the screen).
 *
 * Its overlay covers the page against the pointer, and every key is held back from the page while it shows
 * (before the page's own handlers see it, and without its default action: Enter or Space on the focused
 * button does nothing); the focus stays where it was, and the dialog's text is announced by the overlay's
 * live region. Not Overlay2's focus handling: its two focus traps enter as transitions that force a layout
 * of the whole page (≈ 45 ms at 4× CPU throttling on a customer page, on every call: bench B8), and it moves
 * the focus into the dialog a frame later only to give it back as the call ends.
 */
export function BlockingDialog({ isOpen, text }: { isOpen: boolean; text: string }) {
  // Blueprint's Dialog puts aria-labelledby (not aria-label) on its role="dialog" element.
  const textId = useId();
  useEffect(() => {
    if (!isOpen) return;
    for (const type of keyEvents) window.addEventListener(type, holdBack, true);
    return () => {
      for (const type of keyEvents) window.removeEventListener(type, holdBack, true);
    };
  }, [isOpen]);
  return (
    <AppDialog
      isOpen={isOpen}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      autoFocus={false}
      enforceFocus={false}
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

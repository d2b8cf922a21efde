import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Classes, DialogBody, Spinner, SpinnerSize } from '@blueprintjs/core';

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
 * live region, which stays in the page once the dialog has shown, as Overlay2's does.
 *
 * Drawn with Blueprint's overlay and dialog classes, not through Overlay2 (AppDialog): Overlay2 moves the focus
 * into the dialog a frame after it opened only for it to be given back as the call ends, and it enters and
 * leaves as transitions, each forcing a layout of the whole page to start (≈ 40 ms at 4× CPU throttling on a
 * customer page, on every section's load and save: bench B8). The dialog shows and goes at once — the call's
 * answer is on the page as soon as it has come — and the backdrop fades in as every dialog's does.
 */
export function BlockingDialog({ isOpen, text }: { isOpen: boolean; text: string }) {
  // Blueprint's Dialog puts aria-labelledby (not aria-label) on its role="dialog" element.
  const textId = useId();
  const [shown, setShown] = useState(isOpen);
  if (isOpen && !shown) setShown(true);
  useEffect(() => {
    if (!isOpen) return;
    for (const type of keyEvents) window.addEventListener(type, holdBack, true);
    return () => {
      for (const type of keyEvents) window.removeEventListener(type, holdBack, true);
    };
  }, [isOpen]);
  if (!shown) return null;
  const overlay = `${Classes.OVERLAY} ${Classes.OVERLAY_SCROLL_CONTAINER} tas-dialog-overlay tas-blocking-overlay`;
  return createPortal(
    <div aria-live="polite" className={isOpen ? `${overlay} ${Classes.OVERLAY_OPEN}` : overlay}>
      {isOpen ? (
        <div className={Classes.DIALOG_CONTAINER}>
          <div
            role="dialog"
            aria-modal
            aria-labelledby={textId}
            className={Classes.DIALOG}
            style={{ width: 240 }}
          >
            <DialogBody>
              <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <Spinner size={SpinnerSize.SMALL} />
                <span id={textId}>{text}</span>
              </div>
            </DialogBody>
          </div>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}

import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { createRoot, type Root } from 'react-dom/client';

let toaster: Promise<Toaster> | undefined;
let toasterRoot: Root | undefined;

function getToaster(): Promise<Toaster> {
  // create() renders its container inline (position: absolute at the top of the document); the class
  // fixes it to the viewport (app.css), so a toast after a save lower down the page is in sight.
  toaster ??= OverlayToaster.create(
    { position: Position.TOP, maxToasts: 5, className: 'tas-toaster' },
    {
      domRenderer: (element, container) => {
        toasterRoot = createRoot(container);
        toasterRoot.render(element);
      },
    },
  );
  return toaster;
}

/**
 * Takes the toasts and their timers away with the toaster's own React root, which nothing else unmounts: a
 * toast's hiding timer must not outlive the document it was shown in (a test file's jsdom window).
 */
export function removeToaster(): void {
  toasterRoot?.unmount();
  toasterRoot = undefined;
  toaster = undefined;
}

/** A toast's text, with an optional title line above it (000 §8: `通信エラー` under the title `エラー`). */
export interface ToastText {
  title?: string;
  message: string;
}

/** A success toast at top centre that hides by itself. */
export async function toastSuccess(message: string): Promise<void> {
  (await getToaster()).show({ message, intent: Intent.SUCCESS, icon: 'tick-circle', timeout: 4000 });
}

/** An error toast at top centre that stays until the user closes it; multi-line text keeps its lines. */
export async function toastError(text: string | ToastText): Promise<void> {
  const { title, message } = typeof text === 'string' ? { title: undefined, message: text } : text;
  (await getToaster()).show({
    message: title ? (
      <>
        <strong>{title}</strong>
        <div>{message}</div>
      </>
    ) : (
      message
    ),
    intent: Intent.DANGER,
    icon: 'error',
    timeout: 0,
    className: 'tas-toast-multiline',
  });
}

import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

/** A success toast at top centre that hides by itself. */
export async function toastSuccess(message: string): Promise<void> {
  (await getToaster()).show({ message, intent: Intent.SUCCESS, icon: 'tick-circle', timeout: 4000 });
}

/** An error toast at top centre that stays until the user closes it; multi-line text keeps its lines. */
export async function toastError(message: string): Promise<void> {
  const lines = message.split('\n');
  const body = lines.length > 1 ? lines.join('\n') : message;
  (await getToaster()).show({
    message: body,
    intent: Intent.DANGER,
    icon: 'error',
    timeout: 0,
    className: 'tas-toast-multiline',
  });
}

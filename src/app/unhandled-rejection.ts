import { toastError } from '../engine/renderer/toaster';

/** The toast text for a promise nobody handled (000 §8). */
export const unexpectedErrorText = (message: string): string => `予期せぬエラーが発生しました（${message}）`;

/** The message of a rejection reason: an Error's message, a string as it is, anything else as text. */
export function reasonMessage(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/** Shows every unhandled promise rejection as a persistent error toast; returns the uninstaller. */
export function installUnhandledRejectionToast(target: Window = window): () => void {
  const listener = (event: PromiseRejectionEvent) => {
    void toastError(unexpectedErrorText(reasonMessage(event.reason)));
  };
  target.addEventListener('unhandledrejection', listener);
  return () => target.removeEventListener('unhandledrejection', listener);
}

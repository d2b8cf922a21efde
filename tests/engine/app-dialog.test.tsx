// @vitest-environment jsdom
import { useState } from 'react';
import { DialogBody, OverlaysProvider } from '@blueprintjs/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AppDialog } from '../../src/engine/renderer/app-dialog';

function Host({ closable }: { closable: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <OverlaysProvider>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <AppDialog
        isOpen={open}
        title="確認"
        canOutsideClickClose={closable}
        onClose={closable ? () => setOpen(false) : undefined}
      >
        <DialogBody>
          <input aria-label="メモ" />
        </DialogBody>
      </AppDialog>
    </OverlaysProvider>
  );
}

/** A field that opens a blocking dialog (as a call does) and closes it. */
function Caller() {
  const [busy, setBusy] = useState(false);
  return (
    <OverlaysProvider>
      <input aria-label="会社名" />
      <input aria-label="備考" />
      <button type="button" onClick={() => setBusy((value) => !value)}>
        呼ぶ
      </button>
      <AppDialog
        isOpen={busy}
        aria-label="読み込み中…"
        canEscapeKeyClose={false}
        canOutsideClickClose={false}
      >
        <DialogBody>
          <button type="button" onClick={() => setBusy(false)}>
            終わる
          </button>
        </DialogBody>
      </AppDialog>
    </OverlaysProvider>
  );
}

const overlay = () => document.querySelector('.tas-dialog-overlay') as HTMLElement;

describe('AppDialog', () => {
  test('a named modal over a darkened overlay; <body> keeps its classes (no restyle of the page)', () => {
    render(<Host closable />);
    const dialog = screen.getByRole('dialog', { name: '確認' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(overlay().classList.contains('bp6-overlay-open')).toBe(true);
    expect(document.body.className).toBe('');
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  test('a click on the overlay outside the dialog closes it when it may be closed', async () => {
    render(<Host closable />);
    fireEvent.mouseDown(screen.getByLabelText('メモ'));
    expect(overlay().classList.contains('bp6-overlay-open')).toBe(true);
    fireEvent.mouseDown(overlay());
    expect(overlay().classList.contains('bp6-overlay-open')).toBe(false);
    // Gone after its closing transition.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '確認' })).toBeNull());
  });

  test('a dialog that cannot be closed stays on a click outside and on Escape; its close button is disabled', () => {
    render(<Host closable={false} />);
    fireEvent.mouseDown(overlay());
    fireEvent.keyDown(screen.getByRole('dialog', { name: '確認' }), { key: 'Escape' });
    expect(overlay().classList.contains('bp6-overlay-open')).toBe(true);
    expect((screen.getByRole('button', { name: '閉じる' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('the focus goes back as the dialog closes, and a field clicked right after keeps it', async () => {
    render(<Caller />);
    const name = screen.getByLabelText('会社名');
    name.focus();
    fireEvent.click(screen.getByRole('button', { name: '呼ぶ' }));
    // The call runs for a while (Overlay2 takes the focus in an animation frame).
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('button', { name: '終わる' }));
    expect(document.activeElement).toBe(name);
    // The user goes on at once, during the dialog's closing animation: the focus stays where they put it.
    screen.getByLabelText('備考').focus();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(document.activeElement).toBe(screen.getByLabelText('備考'));
  });
});

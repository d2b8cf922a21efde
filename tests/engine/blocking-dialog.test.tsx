// @vitest-environment jsdom
import { useState } from 'react';
import { Button, OverlaysProvider } from '@blueprintjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { BlockingDialog } from '../../src/engine/renderer/blocking-dialog';

/**
 * A page with a field, a Blueprint button (it clicks on key-up) and a button that starts a call; `keys` lists
 * what the page's handlers saw.
 */
function Page({ keys }: { keys: string[] }) {
  const [busy, setBusy] = useState(false);
  return (
    <OverlaysProvider>
      <input aria-label="会社名" onKeyDown={(event) => keys.push(event.key)} />
      <Button text="開く" onClick={() => keys.push('開く clicked')} />
      <button type="button" onClick={() => setBusy((value) => !value)}>
        呼ぶ
      </button>
      <BlockingDialog isOpen={busy} text="読み込み中…" />
    </OverlaysProvider>
  );
}

describe('BlockingDialog', () => {
  test('while a call runs: named, the focus left where it was, every key held back from the page', async () => {
    const keys: string[] = [];
    render(<Page keys={keys} />);
    const field = screen.getByLabelText('会社名');
    const call = screen.getByRole('button', { name: '呼ぶ' });
    field.focus();
    fireEvent.click(call);
    expect(screen.getByRole('dialog', { name: '読み込み中…' })).toBeTruthy();
    // A frame later (when Overlay2 would have moved it into the dialog) the focus is still on the field.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(field);
    // Held back: the page's handler never sees the key, and its default action is cancelled.
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(call, { key: 'Enter' })).toBe(false);
    const open = screen.getByRole('button', { name: '開く' });
    fireEvent.keyDown(open, { key: 'Enter' });
    expect(fireEvent.keyUp(open, { key: 'Enter' })).toBe(false);
    expect(keys).toEqual([]);

    // The call's answer is on the page at once: no dialog fading out over it, and no overlay in the way of the
    // pointer; the live region stays for the next call, as Overlay2's does.
    fireEvent.click(call);
    expect(screen.queryByRole('dialog', { name: '読み込み中…' })).toBeNull();
    const liveRegion = document.querySelector('.tas-blocking-overlay[aria-live="polite"]');
    expect(liveRegion?.classList.contains('bp6-overlay-open')).toBe(false);
    expect(liveRegion?.childElementCount).toBe(0);
    expect(document.activeElement).toBe(field);
    expect(fireEvent.keyDown(field, { key: 'b' })).toBe(true);
    fireEvent.keyDown(open, { key: 'Enter' });
    fireEvent.keyUp(open, { key: 'Enter' });
    expect(keys).toEqual(['b', '開く clicked']);
  });
});

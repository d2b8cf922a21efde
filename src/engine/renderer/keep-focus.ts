import type { MouseEvent } from 'react';

/**
 * `onMouseDown` for buttons that act on a form (save, sign in, add row). Pressing them must not blur the
 * field being edited first: the blur would show that field's error, shift the layout, and the release
 * would land beside the button — the click that the user made would be lost.
 */
export function keepFocus(event: MouseEvent): void {
  event.preventDefault();
}

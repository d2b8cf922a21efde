import { useEffect } from 'react';

const openEvent = 'tas:open-section';

/** The element id of a section's card: the target of the page's tag bar and of `#section-{id}` links. */
export function sectionAnchorId(sectionId: string): string {
  return `section-${sectionId}`;
}

/** The element id of a section's open/close button, which also names the section's region. */
export function sectionHeadingId(sectionId: string): string {
  return `${sectionId}-heading`;
}

/**
 * Opens the section's panel (when closed), moves the focus to its heading and scrolls its card to the
 * top of the window. The focus matters: the loading dialog gives the focus back when it closes, and
 * giving it back to the tag bar would scroll the page back up to it. Instant, not smooth: the dialog
 * opening at once would cut a smooth scroll short.
 */
export function revealSection(sectionId: string): void {
  // The focus first: a section whose header alone was drawn (section-panel.tsx) hands it to its whole panel.
  document.getElementById(sectionHeadingId(sectionId))?.focus({ preventScroll: true });
  window.dispatchEvent(new CustomEvent<string>(openEvent, { detail: sectionId }));
  document.getElementById(sectionAnchorId(sectionId))?.scrollIntoView({ block: 'start' });
}

/** Calls `open` when `revealSection` names this section, or when the page was opened at its `#section-{id}`. */
export function useRevealRequest(sectionId: string, open: () => void): void {
  useEffect(() => {
    if (window.location.hash === `#${sectionAnchorId(sectionId)}`) open();
    const listener = (event: Event) => {
      if ((event as CustomEvent<string>).detail === sectionId) open();
    };
    window.addEventListener(openEvent, listener);
    return () => window.removeEventListener(openEvent, listener);
  }, [sectionId, open]);
}

import { useState, type ReactNode } from 'react';

/**
 * Renders a dialog from the first time it opens, and keeps it from then on (its close transition and focus
 * return work as before). A page of 15 sections mounted 90 closed dialogs in its first render and
 * re-rendered a section's six on every keystroke (bench B8); Blueprint's overlay opens the same way
 * whether it mounts open or opens later.
 */
export function OpenedOnce({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen ? children : null;
}

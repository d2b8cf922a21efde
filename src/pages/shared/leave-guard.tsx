import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { ConfirmDialog } from '../../engine/renderer/confirm-dialog';
import { unsavedSectionsAtom } from '../../engine/renderer/unsaved';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import texts from '../../../schemas/messages.json';

// Set by a leave the user already confirmed (the detail page's back action asks before it closes the
// window or steps back), so that the router does not ask a second time.
let confirmedLeave = false;

/** Lets the next navigation pass the guard: the user has just said yes to leaving. */
export function allowNextLeave(): void {
  confirmedLeave = true;
}

/** The question the guard asks, naming the sections with unsaved edits. */
export function leaveQuestion(titles: Iterable<string>): string {
  return fillTemplate(texts.unsaved.leaveMessage, { sections: [...titles].map((t) => `「${t}」`).join('') });
}

/**
 * The unsaved-changes guard of the staff pages (issue 12): while a section holds unsaved edits, leaving
 * through the app (side menu, links, the browser's back and forward) asks first; reloading or closing the
 * tab gets the browser's own question (browsers show no page text there).
 */
export function LeaveGuard() {
  const unsaved = useAtomValue(unsavedSectionsAtom);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (confirmedLeave) {
      confirmedLeave = false;
      return false;
    }
    return unsaved.size > 0 && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (unsaved.size === 0) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (confirmedLeave) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return (
    <ConfirmDialog
      message={blocker.state === 'blocked' ? leaveQuestion(unsaved.values()) : null}
      confirmText={texts.unsaved.leaveConfirm}
      cancelText={texts.unsaved.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';

// The unsaved-changes guard's state (issue 12): the titles of the sections holding edits nobody saved,
// by section id. Sections report themselves; the page's guard, the tag bar and the headers read it.

/** Section id → its title, for every section with unsaved edits. */
export const unsavedSectionsAtom = atom<ReadonlyMap<string, string>>(new Map());

/** Reports whether a section holds unsaved edits, and forgets it when the section goes away. */
export function useUnsavedReport(sectionId: string, title: string, unsaved: boolean): void {
  const setUnsaved = useSetAtom(unsavedSectionsAtom);
  useEffect(() => {
    setUnsaved((before) => {
      if (before.has(sectionId) === unsaved) return before;
      const next = new Map(before);
      if (unsaved) next.set(sectionId, title);
      else next.delete(sectionId);
      return next;
    });
  }, [setUnsaved, sectionId, title, unsaved]);
  useEffect(
    () => () =>
      setUnsaved((before) => {
        if (!before.has(sectionId)) return before;
        const next = new Map(before);
        next.delete(sectionId);
        return next;
      }),
    [setUnsaved, sectionId],
  );
}

/** Whether a section holds unsaved edits (its tag's mark). */
export function useIsUnsaved(sectionId: string): boolean {
  return useAtomValue(unsavedSectionsAtom).has(sectionId);
}

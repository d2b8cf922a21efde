import { useEffect, useLayoutEffect, useRef } from 'react';
import type { SectionDefinition } from '../catalogue';
import type { LoadedSection } from '../section-calls';
import type { FormData } from '../types';

/**
 * One section of a save group: sections whose `save.path` is the same are saved, validated and
 * approval-requested together (002 §2.2: 受注内容 with 支払条件), whichever of them the user saves.
 */
export interface SaveGroupMember {
  section: SectionDefinition;
  /**
   * The member's data for the joint save, converted and validated: undefined when it is invalid (its own
   * validation alert shows, the section opens).
   */
  prepare(): Promise<{ data: FormData; loaded: LoadedSection } | undefined>;
  /** Redraws the member from the joint save's answer. */
  redraw(body: Record<string, unknown>, timestamp: string): void;
}

// The members on screen, by save path. One detail page is on screen at a time; a member leaves with its panel.
const members = new Map<string, Map<string, SaveGroupMember>>();

/** The other members of a section's save group, in the order their panels registered. */
export function otherMembers(section: SectionDefinition): SaveGroupMember[] {
  return [...(members.get(section.save.path)?.values() ?? [])].filter(
    (member) => member.section.id !== section.id,
  );
}

/**
 * Keeps the section registered in its save group while its panel is on screen; the member given on each
 * render is the one the group calls (it reads the section's latest state).
 */
export function useSaveGroupMember(member: SaveGroupMember): void {
  const latest = useRef(member);
  // After each render: a save runs from an event, by then the latest member is in place.
  useLayoutEffect(() => {
    latest.current = member;
  });
  const { id } = member.section;
  const { path } = member.section.save;
  useEffect(() => {
    const group = members.get(path) ?? new Map<string, SaveGroupMember>();
    members.set(path, group);
    group.set(id, {
      section: latest.current.section,
      prepare: () => latest.current.prepare(),
      redraw: (body, timestamp) => latest.current.redraw(body, timestamp),
    });
    return () => void group.delete(id);
  }, [id, path]);
}

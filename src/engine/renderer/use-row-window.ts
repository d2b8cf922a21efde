import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';

/** Tables up to this many rows render every row; longer ones only the rows in view (issue 6). */
export const windowFrom = 100;
/** Height of the scroll area of a long table, in pixels. */
const viewport = 600;
/** Rows rendered above and below the visible ones, so that scrolling and Tab stay smooth. */
const overscan = 10;
/** Row height until the first rendered row is measured (a compact Blueprint input row). */
const estimate = 41;

/** What a table body renders, top to bottom: rows (by index among the shown rows) and gaps standing in for rows. */
export type WindowPart = { kind: 'row'; index: number } | { kind: 'gap'; from: number; height: number };

/** The parts for rows `first`…`last - 1`, plus `pinned` (the row holding focus) where it stands. */
export function windowParts(
  count: number,
  first: number,
  last: number,
  rowHeight: number,
  pinned?: number,
): WindowPart[] {
  const indexes = Array.from({ length: last - first }, (_, offset) => first + offset);
  if (pinned !== undefined && pinned < count && (pinned < first || pinned >= last)) {
    if (pinned < first) indexes.unshift(pinned);
    else indexes.push(pinned);
  }
  const parts: WindowPart[] = [];
  let next = 0;
  for (const index of [...indexes, count]) {
    if (index > next) parts.push({ kind: 'gap', from: next, height: (index - next) * rowHeight });
    if (index < count) parts.push({ kind: 'row', index });
    next = index + 1;
  }
  return parts;
}

/**
 * Which rows of a table to render: all of them (the first `revealed` yet, a gap standing in for the rest), or
 * for a long table a window around the scroll position and the row holding focus (so that scrolling away
 * does not take the focus with it).
 */
export function useRowWindow(count: number, pinned?: number, revealed = count) {
  const virtual = count > windowFrom;
  const scroller = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [rowHeight, setRowHeight] = useState(estimate);

  // Rows have one height (one line of inputs); measure it once a row is on screen.
  useLayoutEffect(() => {
    const row = scroller.current?.querySelector<HTMLElement>('tbody tr[aria-rowindex]');
    if (virtual && row && row.offsetHeight > 0 && row.offsetHeight !== rowHeight)
      setRowHeight(row.offsetHeight);
  }, [virtual, rowHeight]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => setTop(Math.floor(event.currentTarget.scrollTop / rowHeight)),
    [rowHeight],
  );
  const toEnd = useCallback(() => {
    requestAnimationFrame(() => scroller.current?.scrollTo({ top: scroller.current.scrollHeight }));
  }, []);

  const first = virtual ? Math.min(Math.max(0, top - overscan), count) : 0;
  const last = virtual ? Math.min(count, top + Math.ceil(viewport / rowHeight) + overscan) : revealed;
  return {
    virtual,
    parts: windowParts(count, first, last, rowHeight, pinned),
    scrollProps: virtual
      ? {
          ref: scroller,
          onScroll,
          style: { maxHeight: viewport, overflowY: 'auto' as const, overflowX: 'auto' as const },
        }
      : // A table wider than its section (declared column widths) scrolls sideways instead of squeezing.
        // Its inputs take the keyboard there; an empty one has none, so it takes the focus itself.
        { ref: scroller, style: { overflowX: 'auto' as const }, ...(count === 0 ? { tabIndex: 0 } : {}) },
    toEnd,
  };
}

import { createContext, useContext, useEffect, useState } from 'react';
import type { JsonValue, Schema } from '../types';

/**
 * About how many inputs a form or a row table renders in the task that shows it; the rest follow as many
 * at a time, a frame apart (issue 17, B8: 受注内容 and 業務内容 drew 100–200 inputs in one task before a person
 * saw any). A form or table within the budget renders whole at once, as before. A form fills in by its
 * root's properties (a block at a time), a table by rows.
 */
export const progressiveBudget = 40;

/** Rows whose inputs a table's weight counts at most (a page of rows). */
const rowsCounted = 10;

/** How many inputs a value of `schema` renders: the leaves of an object, an array's rows (a page at most). */
export function inputWeight(schema: Schema | undefined, data: JsonValue | undefined): number {
  if (!schema || typeof schema !== 'object') return 1;
  if (schema.type === 'object' && schema.properties) {
    const values: Record<string, JsonValue> =
      data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    return Object.entries(schema.properties).reduce(
      (sum, [key, property]) => sum + inputWeight(property as Schema, values[key]),
      0,
    );
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const rows = Array.isArray(data) ? Math.min(data.length, rowsCounted) : 0;
    return Math.max(1, rows * inputWeight(schema.items as Schema, undefined));
  }
  return 1;
}

/** How many of the items (by their weights, in order) fit in `budget`: at least one. */
export function countWithin(weights: readonly number[], budget: number): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    sum += weights[index];
    if (sum > budget && index > 0) return index;
  }
  return weights.length;
}

/**
 * Whether a form was shown whole once: a form built again (after a save, or its data loaded again) then
 * renders whole at once instead of filling in before the user's eyes a second time. A section provides one
 * per panel, outside the form it rebuilds; without one every form fills in as it mounts.
 */
export const ShownWholeMemory = createContext<ShownWhole | null>(null);

export interface ShownWhole {
  readonly once: () => boolean;
  readonly remember: () => void;
}

/** A memory for `ShownWholeMemory`, made once per section panel. */
export function shownWholeMemory(): ShownWhole {
  let shown = false;
  return { once: () => shown, remember: () => void (shown = true) };
}

/** Runs `then` once the browser has painted the frame it is about to paint; returns a cancel. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timeout set in an animation frame fires after that frame's paint.
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of a list's items to render now: all of them once shown whole, else those within the budget, and
 * after each painted frame another budget's worth. Each step is a short task of its own, painted before the
 * next: a keystroke or a click waits one step at most, and the steps are not put off by other renders (as
 * React's transitions were, which let a form fill in seconds later and move what the user was clicking).
 * Items added later show at once. `weightsOf` is asked only until the list was shown whole.
 */
export function useProgressiveCount(length: number, weightsOf: () => readonly number[]): number {
  const memory = useContext(ShownWholeMemory);
  const [budget, setBudget] = useState(() => (memory?.once() ? Infinity : progressiveBudget));
  const count = budget === Infinity ? length : countWithin(weightsOf(), budget);
  const whole = count >= length;
  useEffect(() => {
    if (budget === Infinity) {
      memory?.remember();
      return;
    }
    return afterNextPaint(() => setBudget(whole ? Infinity : (before) => before + progressiveBudget));
  }, [budget, whole, memory]);
  return count;
}

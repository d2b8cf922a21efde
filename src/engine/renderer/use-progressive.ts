import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { AppUiSchema, JsonValue, Schema } from '../types';

/**
 * About how many inputs a form or a row table renders in the task that shows it; the rest follow in
 * steps after it (issue 17, B8: 受注内容 and 業務内容 drew 100–200 inputs in one task before a person saw
 * any). A form or table within the budget renders whole at once, as before. A form fills in by its
 * root's properties (a block at a time), a table by rows. 24 is about a window of inputs: the first 40 took
 * 50–100 ms longer to show at 4× (B8, session 10), for inputs below the window's edge.
 */
export const progressiveBudget = 24;

/** Rows whose inputs a table's weight counts at most (a page of rows). */
const rowsCounted = 10;

/**
 * How many inputs a value of `schema` renders: the leaves of an object, an array's rows (a page at most); with
 * its UI schema, without the hidden ones (a row table's ids and flags: B8, session 23, where counting them split
 * sections of 18 inputs into steps).
 */
export function inputWeight(
  schema: Schema | undefined,
  data: JsonValue | undefined,
  ui?: AppUiSchema,
): number {
  if (ui?.['ui:widget'] === 'hidden') return 0;
  if (!schema || typeof schema !== 'object') return 1;
  if (schema.type === 'object' && schema.properties) {
    const values: Record<string, JsonValue> =
      data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    return Object.entries(schema.properties).reduce(
      (sum, [key, property]) => sum + inputWeight(property as Schema, values[key], uiOf(ui, key)),
      0,
    );
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const rows = Array.isArray(data) ? Math.min(data.length, rowsCounted) : 0;
    return Math.max(1, rows * inputWeight(schema.items as Schema, undefined, uiOf(ui, 'items')));
  }
  return 1;
}

const uiOf = (ui: AppUiSchema | undefined, key: string) => ui?.[key] as AppUiSchema | undefined;

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

/**
 * How long a step may wait behind other renders before it is rendered at once (unless someone is typing).
 * A step no other render puts off is done well within it. 1 s, not 300 ms (B8, session 21): a forced step is
 * an update React renders with the next click's or key's, and a person clicks a field soon after it shows;
 * at 300 ms the first key typed into 基本情報 carried the rest of the form, 270–720 ms at 4×.
 */
const stepDeadlineMs = 1000;

/**
 * Whether the focus is in a field a person types into. A step forced at its deadline is a render that input
 * cannot interrupt, rendered with the next key's if still pending. What fills in while a person types comes
 * below or beside the field they are in: it stays a transition, which React renders once they pause (or at
 * its own expiry, 5 s).
 */
export function isTypingInField(active: Element | null = document.activeElement): boolean {
  return (
    active instanceof HTMLElement &&
    (active.isContentEditable || active.matches('input:not([type=checkbox]):not([type=radio]), textarea'))
  );
}

/**
 * How many inputs the block of a form's root being filled in may show now (Infinity: all of them): what the
 * budget leaves after the whole blocks before it. The root gives it to each of its blocks; a block shows its
 * first properties within it, so that the first step ends where the budget does, not at a block's end
 * (B8: 基本情報's 会社名 opens its block 基本顧客情報, 16 inputs into the form, and waited for the second step).
 */
export const BlockBudget = createContext(Infinity);

/** The items shown now: `whole` items in full, and the next one its first `rest` inputs (0: none of it). */
export interface Progress {
  whole: number;
  rest: number;
}

/** How many of the items (by their weights, in order) fit in `budget` whole, and what is left for the next. */
export function progressWithin(weights: readonly number[], budget: number): Progress {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    if (sum + weights[index] > budget) return { whole: index, rest: budget - sum };
    sum += weights[index];
  }
  return { whole: weights.length, rest: 0 };
}

/**
 * How many of a list's items to render now: all of them once shown whole, else those within the budget,
 * twice as many in each following step. A step is a React transition: rendered in slices between which the
 * browser paints and a keystroke or a click is handled. Other renders put a transition off, and with several
 * sections opened in a row a form filled in seconds later and moved what the user was about to click; a
 * step still waiting after `stepDeadlineMs` is rendered at once, unless the focus is in a field
 * (`isTypingInField`). Items added later show at once.
 * `weightsOf` is asked only until the list was shown whole.
 */
export function useProgressiveCount(length: number, weightsOf: () => readonly number[]): number {
  return useSteps(
    length,
    (budget) => countWithin(weightsOf(), budget),
    (count) => count >= length,
  );
}

/** `useProgressiveCount` for a form's root: the blocks shown whole, and how much of the next one may show. */
export function useProgress(length: number, weightsOf: () => readonly number[]): Progress {
  return useSteps(
    { whole: length, rest: 0 },
    (budget) => progressWithin(weightsOf(), budget),
    (progress) => progress.whole >= length,
  );
}

/** What is shown at each step's budget (`all` once shown whole); the next step follows until `isWhole`. */
function useSteps<Shown>(
  all: Shown,
  within: (budget: number) => Shown,
  isWhole: (shown: Shown) => boolean,
): Shown {
  const memory = useContext(ShownWholeMemory);
  // Whole at once (a list within the budget, an empty one): no step to follow.
  const [budget, setBudget] = useState(() =>
    memory?.once() || isWhole(within(progressiveBudget)) ? Infinity : progressiveBudget,
  );
  const shown = budget === Infinity ? all : within(budget);
  const whole = isWhole(shown);
  useEffect(() => {
    if (budget === Infinity) {
      memory?.remember();
      return;
    }
    const next = whole ? Infinity : budget * 2;
    startTransition(() => setBudget(next));
    let deadline: ReturnType<typeof setTimeout>;
    const forceUnlessTyping = () => {
      if (isTypingInField()) deadline = setTimeout(forceUnlessTyping, stepDeadlineMs);
      else setBudget(next);
    };
    deadline = setTimeout(forceUnlessTyping, stepDeadlineMs);
    return () => clearTimeout(deadline);
  }, [budget, whole, memory]);
  return shown;
}

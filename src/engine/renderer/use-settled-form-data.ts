import { useState } from 'react';
import { deepEquals } from '@rjsf/utils';
import type { FormData, RjsfData } from '../types';

/** The props of rjsf's Form besides `formData`, as they decide whether it must derive its state again. */
export interface FormInputs {
  same: unknown[];
  /** Compared by value (rebuilt on renders that change nothing in them). */
  equal: unknown[];
}

interface Passed {
  formData: RjsfData;
  inputs: FormInputs;
  /** False once the Form holds data of its own that its `formData` prop does not show. */
  inSync: boolean;
  /**
   * The prop came with a change besides the Form's own report (other props, data from outside). rjsf
   * derives its state again from such props even while a change of its own waits to be reported, which
   * it then reports anyway: the next report is handed back, not taken as held.
   */
  fresh: boolean;
  generation: number;
}

const sameInputs = (a: FormInputs, b: FormInputs) =>
  a.same.every((value, index) => value === b.same[index]) &&
  a.equal.every((value, index) => deepEquals(value, b.equal[index]));

function settle(last: Passed, formOnly: FormData, echo: boolean, inputs: FormInputs): Passed {
  const unchangedInputs = sameInputs(last.inputs, inputs);
  const ownReport = echo && unchangedInputs;
  // The Form's own change: it holds `formOnly`, which differs from its prop unless that is `formOnly` itself.
  if (ownReport && !last.fresh)
    return last.inSync && formOnly !== last.formData ? { ...last, inSync: false } : last;
  // The same prop again is nothing new only while the Form still shows it.
  if (last.inSync && formOnly === last.formData && unchangedInputs) return last;
  const unseen = !last.inSync && deepEquals(formOnly, last.formData);
  return {
    formData: formOnly as RjsfData,
    inputs,
    inSync: true,
    fresh: !ownReport,
    generation: last.generation + (unseen ? 1 : 0),
  };
}

/**
 * The `formData` prop and `key` for rjsf's Form. A change the Form reported itself (`echo`) comes back
 * unchanged: the Form already holds that data, and a new prop would make it derive its whole state a
 * second time per keystroke (a controlled rjsf Form does; bench B1). Any other change passes through.
 * Should a change from outside equal the prop the Form last got while it holds other data (a restore to
 * the loaded values), the Form could not see it as a change: a new `key` builds it afresh.
 */
export function useSettledFormData(formOnly: FormData, echo: boolean, inputs: FormInputs) {
  const [passed, setPassed] = useState<Passed>(() => ({
    formData: formOnly as RjsfData,
    inputs,
    inSync: true,
    fresh: true,
    generation: 0,
  }));
  const next = settle(passed, formOnly, echo, inputs);
  // State from the previous render, adjusted during render (React's documented pattern for it).
  if (next !== passed) setPassed(next);
  return { formData: next.formData, key: next.generation };
}

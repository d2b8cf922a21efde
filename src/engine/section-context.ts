import type { FormContext, SectionContext } from './types';

/**
 * The section context of a field that only customer-page sections use (the e-mail tables send calls about
 * the customer). A form elsewhere has no customer: such a field there is an analyst's mistake, said plainly.
 */
export function sectionContextOf(context: FormContext): SectionContext {
  if (typeof context.customerId !== 'number') throw new Error('this field belongs to a customer section');
  return context as SectionContext;
}

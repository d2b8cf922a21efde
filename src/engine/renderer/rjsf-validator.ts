import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RjsfData, Schema, SectionContext } from '../types';
import { extendAjv } from '../validator';

/**
 * rjsf's validator with the same Ajv set-up as ours (formats, errorMessage, the rule library), so that
 * rjsf's schema utilities accept our keywords. Validation itself is ours (`validateForm`).
 */
export const rjsfValidator = customizeValidator<RjsfData, Schema, SectionContext>({
  ajvFormatOptions: false,
  extenderFn: extendAjv,
});

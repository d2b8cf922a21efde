import { createElement, type Ref } from 'react';
import type { default as Form } from '@rjsf/core';
import type { AppFormProps, AppThemeProps, RjsfData, Schema, FormContext } from '../engine/types';
import { withEngineTheme } from './engine-form';
import { generateTemplates } from './templates';
import { generateWidgets } from './widgets';
import { translateJa } from './translate-ja';

export { generateTemplates } from './templates';
export { generateWidgets } from './widgets';
export { translateJa } from './translate-ja';
export { pointerOf, labelIdOf } from './pointer';
export { previousText } from './change-mark';

/** TAS Desk's rjsf theme on Blueprint 6: our widgets and templates over rjsf core's. */
export const theme: AppThemeProps = { widgets: generateWidgets(), templates: generateTemplates() };

const BlueprintForm = withEngineTheme(theme);

/** Props of {@link ThemedForm}: rjsf's Form props, plus a `ref` to the Form (for `validateForm()`, `submit()`, `reset()`). */
export type ThemedFormProps = AppFormProps & { ref?: Ref<Form<RjsfData, Schema, FormContext>> };

/** rjsf's Form in our theme, speaking Japanese unless the caller passes its own `translateString`; forwards `ref` to the Form. */
export function ThemedForm(props: ThemedFormProps) {
  return createElement(BlueprintForm, { translateString: translateJa, ...props });
}

import { Intent } from '@blueprintjs/core';
import { ADDITIONAL_PROPERTY_FLAG, getTemplate, getUiOptions } from '@rjsf/utils';
import type { AppFieldTemplateProps } from '../../engine/types';
import { intentOfMark } from '../change-mark';
import { ChangeMarkFrame } from '../change-mark-frame';
import { fieldFrame } from '../field-frame';
import { labelIdOf, pointerOf } from '../pointer';

/** Every field's frame: Blueprint's form group (label, description, widget, first error, help). */
export default function FieldTemplate(props: AppFieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    rawDescription,
    hidden,
    required,
    displayLabel,
    disabled,
    registry,
    uiSchema,
    rawErrors,
    hideError,
    fieldPathId,
    classNames,
    style,
    schema,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  if (hidden) {
    return <div hidden>{children}</div>;
  }
  const mark = registry.formContext?.changes?.[pointerOf(fieldPathId.path)];
  const hasErrors = !hideError && !!rawErrors && rawErrors.length > 0;
  const intent = hasErrors ? Intent.DANGER : mark ? intentOfMark(mark) : Intent.NONE;
  // A checkbox widget carries its own label next to the box, as in rjsf's core theme.
  const showLabel = !!displayLabel && uiOptions.widget !== 'checkbox' && !!label;
  const group = fieldFrame({
    id,
    label: showLabel ? label : undefined,
    labelId: labelIdOf(id),
    required: showLabel && required,
    intent,
    disabled,
    className: classNames,
    style,
    subLabel: displayLabel && rawDescription ? description : undefined,
    children: (
      <>
        {mark ? <ChangeMarkFrame mark={mark}>{children}</ChangeMarkFrame> : children}
        {hasErrors && errors}
        {!!(uiOptions.help ?? registry.globalUiOptions?.help) && help}
      </>
    ),
  });
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return group;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  return <WrapIfAdditionalTemplate {...props}>{group}</WrapIfAdditionalTemplate>;
}

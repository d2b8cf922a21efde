import { FormGroup, Intent } from '@blueprintjs/core';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import type { AppFieldTemplateProps } from '../../engine/types';
import { intentOfMark } from '../change-mark';
import { ChangeMarkFrame } from '../change-mark-frame';
import { labelIdOf, pointerOf } from '../pointer';

/** Every field's frame: a Blueprint FormGroup with label, description, widget, first error and help. */
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
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) {
    return <div hidden>{children}</div>;
  }
  const mark = registry.formContext?.changes?.[pointerOf(fieldPathId.path)];
  const hasErrors = !hideError && !!rawErrors && rawErrors.length > 0;
  const intent = hasErrors ? Intent.DANGER : mark ? intentOfMark(mark) : Intent.NONE;
  // A checkbox widget carries its own label next to the box, as in rjsf's core theme.
  const showLabel = !!displayLabel && uiOptions.widget !== 'checkbox' && !!label;
  return (
    <WrapIfAdditionalTemplate {...props}>
      <FormGroup
        className={classNames}
        style={style}
        intent={intent}
        disabled={disabled}
        label={showLabel ? <span id={labelIdOf(id)}>{label}</span> : undefined}
        labelFor={id}
        labelInfo={showLabel && required ? '*' : undefined}
        subLabel={displayLabel && rawDescription ? description : undefined}
      >
        <ChangeMarkFrame mark={mark}>{children}</ChangeMarkFrame>
        {errors}
        {help}
      </FormGroup>
    </WrapIfAdditionalTemplate>
  );
}

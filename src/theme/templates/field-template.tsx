import { Classes, Intent } from '@blueprintjs/core';
import { ADDITIONAL_PROPERTY_FLAG, getTemplate, getUiOptions } from '@rjsf/utils';
import type { AppFieldTemplateProps } from '../../engine/types';
import { intentOfMark } from '../change-mark';
import { ChangeMarkFrame } from '../change-mark-frame';
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
  // A section opens 150 fields at once and every element or component per field is felt there (issue 6):
  // Blueprint's FormGroup markup written out, without its empty `labelInfo` span when nothing is required,
  // and the wrappers, error and help templates only where they render something.
  const labelInfo = showLabel && required ? '*' : undefined;
  const subLabel = displayLabel && rawDescription ? description : undefined;
  const group = (
    <div
      className={[Classes.FORM_GROUP, Classes.intentClass(intent), disabled && Classes.DISABLED, classNames]
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {showLabel && (
        <label className={Classes.LABEL} htmlFor={id}>
          <span id={labelIdOf(id)}>{label}</span>
          {labelInfo && (
            <>
              {' '}
              <span className={Classes.TEXT_MUTED}>{labelInfo}</span>
            </>
          )}
        </label>
      )}
      {subLabel && <div className={Classes.FORM_GROUP_SUB_LABEL}>{subLabel}</div>}
      <div className={Classes.FORM_CONTENT}>
        {mark ? <ChangeMarkFrame mark={mark}>{children}</ChangeMarkFrame> : children}
        {hasErrors && errors}
        {!!(uiOptions.help ?? registry.globalUiOptions?.help) && help}
      </div>
    </div>
  );
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return group;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  return <WrapIfAdditionalTemplate {...props}>{group}</WrapIfAdditionalTemplate>;
}

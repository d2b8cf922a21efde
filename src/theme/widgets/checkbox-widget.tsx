import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Checkbox, Classes } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  descriptionId,
  getTemplate,
  getUiOptions,
  schemaRequiresTrueValue,
} from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A boolean as a Blueprint Checkbox labelled by the field's title (the FormGroup shows no label of its own). */
export default function CheckboxWidget(props: AppWidgetProps) {
  const { schema, uiSchema, options, id, htmlName, value, disabled, readonly, label, hideLabel, autofocus } =
    props;
  const { onBlur, onFocus, onChange, registry, required } = props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  // An unchecked box fails HTML5 `required`, so only a schema that demands `true` makes it required.
  const trueRequired = schemaRequiresTrueValue(schema) && !!required;
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
    [onChange],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked),
    [onFocus, id],
  );
  // With an explicit `ui:widget: checkbox` the FieldTemplate shows the description; otherwise it is shown here.
  const description =
    getUiOptions(uiSchema).widget === 'checkbox' ? undefined : (options.description ?? schema.description);
  return (
    <>
      {!hideLabel && description && (
        <DescriptionFieldTemplate
          id={descriptionId(id)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <Checkbox
        id={id}
        name={htmlName || id}
        checked={value === true}
        required={trueRequired}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
        aria-describedby={ariaDescribedByIds(id)}
        aria-label={hideLabel ? label : undefined}
      >
        {!hideLabel && label}
        {!hideLabel && trueRequired && <span className={Classes.TEXT_MUTED}> *</span>}
      </Checkbox>
    </>
  );
}

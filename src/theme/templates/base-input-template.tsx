import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent } from 'react';
import { InputGroup, Intent } from '@blueprintjs/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps } from '@rjsf/utils';
import type { AppBaseInputTemplateProps, RjsfData, Schema, SectionContext } from '../../engine/types';

// Browsers accept five-digit years in date inputs; the product's dates end with year 9999.
const DATE_MAX: Partial<Record<string, string>> = {
  date: '9999-12-31',
  'datetime-local': '9999-12-31T23:59',
};

/** Every `<input>`-based widget: a Blueprint InputGroup wired to rjsf's change, blur and focus callbacks. */
export default function BaseInputTemplate(props: AppBaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    placeholder,
    required,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    registry,
    rawErrors,
    hideError,
    type,
    label,
    hideLabel,
  } = props;
  const inputProps = getInputProps<RjsfData, Schema, SectionContext>(schema, type, options);
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer';
  const inputValue = isNumber
    ? value || value === 0
      ? String(value)
      : ''
    : value == null
      ? ''
      : String(value);
  const { emptyValue } = options;
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? emptyValue : target.value),
    [onChange, emptyValue],
  );
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value),
    [onFocus, id],
  );
  const handleClear = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      event.stopPropagation();
      onChange(emptyValue);
    },
    [onChange, emptyValue],
  );
  const { ClearButton } = registry.templates.ButtonTemplates;
  const clearable = !!options.allowClearTextInputs && !readonly && !disabled && inputValue !== '';
  const hasErrors = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <>
      <InputGroup
        {...inputProps}
        id={id}
        name={htmlName || id}
        type={inputProps.type}
        max={inputProps.max ?? DATE_MAX[inputProps.type]}
        value={inputValue}
        placeholder={placeholder}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        intent={hasErrors ? Intent.DANGER : Intent.NONE}
        // Japanese IME: keep the composing text while rjsf's change round-trips.
        asyncControl
        fill
        list={schema.examples ? examplesId(id) : undefined}
        onChange={onChangeOverride || handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
        // Without a visible label (table cells) the title still names the input for assistive tech.
        aria-label={hideLabel ? label : undefined}
        rightElement={clearable ? <ClearButton registry={registry} onClick={handleClear} /> : undefined}
      />
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}

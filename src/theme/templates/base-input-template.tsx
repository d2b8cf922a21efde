import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent } from 'react';
import { Classes, InputGroup, Intent } from '@blueprintjs/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps } from '@rjsf/utils';
import type { AppBaseInputTemplateProps, RjsfData, Schema, FormContext } from '../../engine/types';
import { ImeSafeInput } from '../ime-safe-input';

// Browsers accept five-digit years in date inputs; the product's dates end with year 9999.
const DATE_MAX: Partial<Record<string, string>> = {
  date: '9999-12-31',
  'datetime-local': '9999-12-31T23:59',
};

/**
 * Every `<input>`-based widget, wired to rjsf's change, blur and focus callbacks: a Blueprint-styled
 * `<input>`, or a Blueprint InputGroup when the input can hold a clear button.
 */
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
  const inputProps = getInputProps<RjsfData, Schema, FormContext>(schema, type, options);
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
  // Decided by the options, not the value: switching between the two would remount the input mid-typing.
  const canClear = !!options.allowClearTextInputs && !readonly && !disabled;
  const hasErrors = !hideError && !!rawErrors && rawErrors.length > 0;
  const intent = hasErrors ? Intent.DANGER : Intent.NONE;
  const shared = {
    ...inputProps,
    id,
    name: htmlName || id,
    type: inputProps.type,
    max: inputProps.max ?? DATE_MAX[inputProps.type],
    value: inputValue,
    placeholder,
    required,
    readOnly: readonly,
    disabled,
    autoFocus: autofocus,
    list: schema.examples ? examplesId(id) : undefined,
    onChange: onChangeOverride || handleChange,
    onBlur: handleBlur,
    onFocus: handleFocus,
    'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
    // Without a visible label (table cells) the title still names the input for assistive tech.
    'aria-label': hideLabel ? label : undefined,
  };
  return (
    <>
      {canClear ? (
        <InputGroup
          {...shared}
          intent={intent}
          // Japanese IME: keep the composing text while rjsf's change round-trips.
          asyncControl
          fill
          rightElement={
            inputValue !== '' ? <ClearButton registry={registry} onClick={handleClear} /> : undefined
          }
        />
      ) : (
        // InputGroup measures its side elements after mount and re-renders once: 150 fields opened a
        // section in two passes. Same classes and attributes as InputGroup's input, without its wrapper.
        <ImeSafeInput
          {...shared}
          className={`${Classes.INPUT} ${Classes.FILL}${intent === Intent.DANGER ? ` ${Classes.INTENT_DANGER}` : ''}`}
          aria-disabled={disabled}
        />
      )}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}

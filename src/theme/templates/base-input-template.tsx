import {
  useCallback,
  type ChangeEvent,
  type CompositionEvent,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import { Classes, InputGroup, Intent } from '@blueprintjs/core';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps } from '@rjsf/utils';
import { normalizedField } from '../../engine/renderer/normalized';
import { displayTimestamp, isServerTimestamp } from '../date-display';
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
  const text = isNumber ? (value || value === 0 ? String(value) : '') : value == null ? '' : String(value);
  // A read-only stamp of the server (登録日時, 更新日時) shows in the product's one date-time format.
  const inputValue = readonly && isServerTimestamp(text) ? displayTimestamp(text) : text;
  const { emptyValue } = options;
  const take = useCallback(
    (next: string) => onChange(next === '' ? emptyValue : next),
    [onChange, emptyValue],
  );
  // An IME's composing text is not a value yet: the form (and its validation) gets the committed text
  // at compositionend, never a half-converted reading.
  const handleChange = useCallback(
    ({ target, nativeEvent }: ChangeEvent<HTMLInputElement>) => {
      if (!(nativeEvent as InputEvent).isComposing) take(target.value);
    },
    [take],
  );
  const handleCompositionEnd = useCallback(
    ({ currentTarget }: CompositionEvent<HTMLInputElement>) => take(currentTarget.value),
    [take],
  );
  // On leaving the field its text is converted as the schema declares (`normalize`: full-width digits,
  // hiragana in カナ, hyphens for phones and postcodes), as the server converts it on save.
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => {
      const typed = target.value;
      const finish = (text: string) => {
        if (text !== typed) take(text);
        onBlur(id, text);
      };
      const converted = normalizedField(schema, typed);
      if (typeof converted === 'string') finish(converted);
      else void converted.then(finish);
    },
    [schema, take, onBlur, id],
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
    onCompositionEnd: onChangeOverride ? undefined : handleCompositionEnd,
    onBlur: handleBlur,
    onFocus: handleFocus,
    'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
    // Without a visible label (table cells) the title still names the input for assistive tech.
    'aria-label': hideLabel ? label : undefined,
    // A table cell's input is narrower than many values: hovering shows the whole value.
    title: hideLabel && inputValue !== '' ? inputValue : undefined,
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

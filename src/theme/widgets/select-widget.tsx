import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Classes, HTMLSelect } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  SelectedOptionDescription,
} from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

// A multiple select's chosen values, or a single select's value.
function selectedOf(select: HTMLSelectElement, multiple: boolean): string | string[] {
  return multiple
    ? Array.from(select.options)
        .filter((option) => option.selected)
        .map((option) => option.value)
    : select.value;
}

/** An enum as a Blueprint HTMLSelect; an array of enums (`multiple`) as a native multiple select in Blueprint's input style. */
export default function SelectWidget(props: AppWidgetProps) {
  const {
    schema,
    id,
    htmlName,
    options,
    value,
    required,
    disabled,
    readonly,
    multiple = false,
    autofocus,
  } = props;
  const { onChange, onBlur, onFocus, placeholder, registry, uiSchema } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = useCallback(
    ({ target }: { target: HTMLSelectElement }) =>
      enumOptionValueDecoder(selectedOf(target, multiple), enumOptions, format, emptyValue),
    [multiple, enumOptions, format, emptyValue],
  );
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLSelectElement>) => onChange(decode(event)),
    [onChange, decode],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(event)),
    [onBlur, id, decode],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(event)),
    [onFocus, id, decode],
  );
  const selected = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  const choices = enumOptions.map(({ value: optionValue, label }, index) => (
    <option
      key={String(optionValue)}
      value={enumOptionValueEncoder(optionValue, index, format)}
      disabled={Array.isArray(enumDisabled) && enumDisabled.includes(optionValue)}
    >
      {label}
    </option>
  ));
  // A select cannot be read-only in HTML, so read-only selects are disabled (as in rjsf's core theme).
  const common = {
    id,
    name: htmlName || id,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    onChange: handleChange,
    onBlur: handleBlur,
    onFocus: handleFocus,
    'aria-describedby': ariaDescribedByIds(id),
    'aria-label': props.hideLabel ? props.label : undefined,
  };
  return (
    <>
      <SelectedOptionDescription
        id={id}
        multiple={multiple}
        options={options}
        registry={registry}
        uiSchema={uiSchema}
        value={value}
      />
      {multiple ? (
        // Blueprint's HTMLSelect is single-choice only; a native multiple select takes its input styling.
        <select
          {...common}
          multiple
          className={Classes.INPUT}
          style={{ height: 'auto' }}
          value={selected as string[]}
        >
          {choices}
        </select>
      ) : (
        <HTMLSelect {...common} fill value={String(selected ?? '')}>
          {schema.default === undefined && <option value="">{placeholder ?? ''}</option>}
          {choices}
        </HTMLSelect>
      )}
    </>
  );
}

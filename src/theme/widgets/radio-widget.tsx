import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Radio, RadioGroup } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  enumOptionsIsSelected,
  getOptionValueFormat,
  optionId,
} from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';
import { groupLabelling } from './group-labelling';

/** An enum (or boolean) as a Blueprint RadioGroup; `ui:options.inline` puts the choices on one line. */
export default function RadioWidget(props: AppWidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, autofocus, label, hideLabel } = props;
  const { onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, inline, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = useCallback(
    (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue),
    [enumOptions, format, emptyValue],
  );
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, decode(target.value)),
    [onBlur, id, decode],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, decode(target.value)),
    [onFocus, id, decode],
  );
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => onChange(decode(target.value)),
    [onChange, decode],
  );
  const selectedIndex = enumOptions.findIndex((option) => enumOptionsIsSelected(option.value, value));
  const selectedValue =
    selectedIndex < 0
      ? undefined
      : enumOptionValueEncoder(enumOptions[selectedIndex].value, selectedIndex, format);
  return (
    <RadioGroup
      id={id}
      name={htmlName || id}
      inline={!!inline}
      selectedValue={selectedValue}
      onChange={handleChange}
      {...groupLabelling(id, label, hideLabel)}
    >
      {enumOptions.map((option, index) => {
        const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
        return (
          <Radio
            key={String(option.value)}
            id={optionId(id, index)}
            name={htmlName || id}
            label={option.label}
            value={enumOptionValueEncoder(option.value, index, format)}
            required={required}
            disabled={disabled || itemDisabled || readonly}
            autoFocus={autofocus && index === 0}
            onBlur={handleBlur}
            onFocus={handleFocus}
            aria-describedby={ariaDescribedByIds(id)}
          />
        );
      })}
    </RadioGroup>
  );
}

import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Checkbox } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  getOptionValueFormat,
  optionId,
} from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';
import { groupLabelling } from './group-labelling';

/** An array of enum values as a list of Blueprint Checkboxes (`ui:options.inline` puts them on one line). */
export default function CheckboxesWidget(props: AppWidgetProps) {
  const { id, htmlName, disabled, readonly, options, value, autofocus, label, hideLabel } = props;
  const { onChange, onBlur, onFocus } = props;
  const { inline = false, enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const selected: unknown[] = Array.isArray(value) ? value : [value];
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
  return (
    <div id={id} role="group" {...groupLabelling(id, label, hideLabel)}>
      {enumOptions.map((option, index) => {
        const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
        const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
          onChange(
            event.target.checked
              ? enumOptionsSelectValue(index, selected, enumOptions)
              : enumOptionsDeselectValue(index, selected, enumOptions),
          );
        return (
          <Checkbox
            key={String(option.value)}
            id={optionId(id, index)}
            name={htmlName || id}
            label={option.label}
            inline={!!inline}
            checked={enumOptionsIsSelected(option.value, selected)}
            value={enumOptionValueEncoder(option.value, index, format)}
            disabled={disabled || itemDisabled || readonly}
            autoFocus={autofocus && index === 0}
            onChange={handleChange}
            onBlur={handleBlur}
            onFocus={handleFocus}
            aria-describedby={ariaDescribedByIds(id)}
          />
        );
      })}
    </div>
  );
}

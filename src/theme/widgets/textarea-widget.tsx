import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Intent, TextArea } from '@blueprintjs/core';
import { ariaDescribedByIds } from '@rjsf/utils';
import { normalizedField } from '../../engine/renderer/normalized';
import type { AppWidgetProps } from '../../engine/types';

/**
 * A multi-line text input (Blueprint TextArea); `ui:options.rows` sets its height, or `height` in pixels;
 * `autoResize` grows it with its text (a row table's long value wraps rather than being cut off).
 */
export default function TextareaWidget(props: AppWidgetProps) {
  const { id, htmlName, options, placeholder, value, required, disabled, readonly, autofocus, schema } =
    props;
  const { onChange, onBlur, onFocus, rawErrors, hideError, label, hideLabel } = props;
  const { emptyValue } = options;
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLTextAreaElement>) =>
      onChange(target.value === '' ? emptyValue : target.value),
    [onChange, emptyValue],
  );
  // Converted on leaving as the schema declares (`normalize`), as the one-line input does.
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLTextAreaElement>) => {
      const typed = target.value;
      const finish = (text: string) => {
        if (text !== typed) onChange(text === '' ? emptyValue : text);
        onBlur(id, text);
      };
      const converted = normalizedField(schema, typed);
      if (typeof converted === 'string') finish(converted);
      else void converted.then(finish);
    },
    [schema, onChange, emptyValue, onBlur, id],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value),
    [onFocus, id],
  );
  const hasErrors = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <TextArea
      id={id}
      aria-label={hideLabel ? label : undefined}
      name={htmlName || id}
      value={value == null ? '' : String(value)}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={options.rows}
      autoResize={options.autoResize === true}
      // A fixed box (the rich texts' 178 px, spec 001 §9) rather than a number of lines.
      style={typeof options.height === 'number' ? { height: options.height } : undefined}
      intent={hasErrors ? Intent.DANGER : Intent.NONE}
      // Japanese IME: keep the composing text while rjsf's change round-trips.
      asyncControl
      fill
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type RefObject,
} from 'react';
import { Classes, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds } from '@rjsf/utils';
import { normalizedField } from '../../engine/renderer/normalized';
import type { AppWidgetProps } from '../../engine/types';
import { ImeSafeTextArea } from '../ime-safe-input';

// Browsers that size a box to its text themselves (`field-sizing: content`, app.css) need no measuring.
const sizesItself = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

// Elsewhere an auto-resizing box takes its text's height after each change of the text: one measurement.
function useHeightOfText(ref: RefObject<HTMLTextAreaElement | null>, text: string, enabled: boolean) {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!enabled || sizesItself || !box) return;
    box.style.height = '0px';
    box.style.height = `${box.scrollHeight}px`;
  }, [ref, text, enabled]);
}

/**
 * A multi-line text input with Blueprint's look; `ui:options.rows` sets its height, or `height` in pixels;
 * `autoResize` grows it with its text (a row table's long value wraps rather than being cut off). Not
 * Blueprint's TextArea: that measured the box after every mount and render (bench B8).
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
  const autoResize = options.autoResize === true;
  const text = value == null ? '' : String(value);
  const box = useRef<HTMLTextAreaElement>(null);
  useHeightOfText(box, text, autoResize);
  // A fixed box (the rich texts' 178 px, spec 001 §9) rather than a number of lines.
  const height = typeof options.height === 'number' ? options.height : undefined;
  const style = useMemo(() => (height === undefined ? undefined : { height }), [height]);
  const className = [
    Classes.INPUT,
    Classes.TEXT_AREA,
    Classes.FILL,
    autoResize ? `${Classes.TEXT_AREA_AUTO_RESIZE} tas-text-sized` : '',
    hasErrors ? Classes.intentClass(Intent.DANGER) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // Japanese IME: keeps the composing text while rjsf's change round-trips.
    <ImeSafeTextArea
      ref={box}
      id={id}
      aria-label={hideLabel ? label : undefined}
      name={htmlName || id}
      value={text}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={typeof options.rows === 'number' ? options.rows : undefined}
      style={style}
      className={className}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

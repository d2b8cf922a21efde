import { useCallback, useMemo, type ChangeEvent, type FocusEvent } from 'react';
import { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { ja } from 'date-fns/locale';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';
import { formatEraDisplay, isIsoDate, isoOfLocalDate, localDateOf, parseDateText } from '../era';

// The product's dates end with 9999-12-31 (002 §9); a birthday may lie far back.
const defaultMinDate = '1900-01-01';
const defaultMaxDate = '9999-12-31';

// Blueprint names the calendar popover "date picker" in English; the product speaks Japanese.
const pickerLabel = '日付の選択';
const popoverProps = {
  onOpening: (node: HTMLElement) =>
    node.querySelector('[role="dialog"][aria-label="date picker"]')?.setAttribute('aria-label', pickerLabel),
};

// Shown for a value the picker cannot read: Blueprint turns it into an invalid date and says so.
const unreadable = 'invalid';

const isoOption = (option: unknown, fallback: string) =>
  typeof option === 'string' && isIsoDate(option) ? option : fallback;
const formatDate = (date: Date) => formatEraDisplay(isoOfLocalDate(date));
const parseDate = (text: string) => {
  const iso = parseDateText(text);
  return iso ? localDateOf(iso) : false;
};

/**
 * `"ui:widget": "eraDate"`: a Blueprint date picker over a `YYYY-MM-DD` value that shows the date with
 * its Japanese era, `平成元年1月8日（1989-01-08）`. Typing `1989-01-08`, `1989/1/8`, `19890108` or an era
 * date works too. `ui:options` `minDate` / `maxDate` (`YYYY-MM-DD`) narrow the range.
 */
export default function EraDateWidget(props: AppWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options } = props;
  const { onChange, onBlur, onFocus, rawErrors, hideError, label, hideLabel } = props;
  const minDate = useMemo(() => localDateOf(isoOption(options.minDate, defaultMinDate)), [options.minDate]);
  const maxDate = useMemo(() => localDateOf(isoOption(options.maxDate, defaultMaxDate)), [options.maxDate]);
  const current = typeof value === 'string' && isIsoDate(value) ? value : null;
  const shown = current ?? (typeof value === 'string' && value !== '' ? unreadable : null);
  const handleChange = useCallback(
    (next: string | null) => onChange(next && isIsoDate(next.slice(0, 10)) ? next.slice(0, 10) : undefined),
    [onChange],
  );
  // Blueprint leaves the value as it was when the text cannot be read (H32.1.1): the text becomes the value
  // instead, so the form's date rule refuses it rather than a search or save using the date shown before.
  const handleTyping = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      if (text.trim() !== '' && !parseDateText(text)) onChange(text);
    },
    [onChange],
  );
  const handleBlur = useCallback(() => onBlur(id, current ?? ''), [onBlur, id, current]);
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value),
    [onFocus, id],
  );
  const hasErrors = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <DateInput
      value={shown}
      onChange={handleChange}
      formatDate={formatDate}
      parseDate={parseDate}
      locale={ja}
      minDate={minDate}
      maxDate={maxDate}
      // A read-only date cannot open its calendar either.
      disabled={disabled || readonly}
      fill
      highlightCurrentDay
      placeholder={placeholder || '例：1989-01-08'}
      popoverProps={popoverProps}
      invalidDateMessage="日付が正しくありません"
      outOfRangeMessage="日付が範囲外です"
      inputProps={{
        id,
        name: htmlName || id,
        required,
        autoFocus: autofocus,
        onChange: handleTyping,
        onBlur: handleBlur,
        onFocus: handleFocus,
        'aria-describedby': ariaDescribedByIds(id),
        // Without a visible label (table cells) the title still names the input for assistive tech.
        'aria-label': hideLabel ? label : undefined,
        ...(hasErrors ? { intent: Intent.DANGER } : {}),
        // DateInput hands its InputGroup an empty fragment as the right element (no time zone shown), which
        // the group measured after mounting and after every render — a forced layout of the page for each
        // date on screen (bench B8). Without one there is nothing to measure; nothing is drawn there anyway.
        rightElement: undefined,
      }}
    />
  );
}

import { Button, HTMLSelect } from '@blueprintjs/core';
import type { AppWidgetProps } from '../../engine/types';
import LazyEraDateWidget from './lazy-era-date-widget';
import texts from '../../../schemas/messages.json';

// 002 §9: hour options 0–23, minute options 0–59.
const pad = (value: number) => String(value).padStart(2, '0');
const hours = Array.from({ length: 24 }, (_, hour) => pad(hour));
const minutes = Array.from({ length: 60 }, (_, minute) => pad(minute));

/**
 * `"ui:widget": "tokyoDateTime"`: a date and time as the API stores it, `YYYY-MM-DD HH:mm` in Tokyo time
 * (no conversion to UTC: staff and server both mean Japanese time). The day is the era date picker (typed
 * as `2026/12/01`, `R8.12.1` or chosen on the calendar), the time two selects (00:00 until chosen), and a
 * clear button — an empty value is meaningful (000 §4: reflected right after approval).
 */
export default function TokyoDateTimeWidget(props: AppWidgetProps) {
  const { value, disabled, readonly, onChange, label } = props;
  const [day = '', time = ''] = typeof value === 'string' && value ? value.split(' ') : [];
  const [hour = '00', minute = '00'] = time ? time.split(':') : [];
  const locked = disabled || readonly;
  const emit = (nextDay: string, nextHour: string, nextMinute: string) =>
    onChange(nextDay ? `${nextDay} ${nextHour}:${nextMinute}` : '');
  return (
    <div className="tas-date-time">
      <LazyEraDateWidget
        {...props}
        value={day}
        onChange={(next: unknown) => emit(typeof next === 'string' ? next : '', hour, minute)}
      />
      <HTMLSelect
        aria-label={`${label}（時）`}
        value={hour}
        disabled={locked || !day}
        options={hours}
        onChange={(event) => emit(day, event.target.value, minute)}
      />
      <span aria-hidden>:</span>
      <HTMLSelect
        aria-label={`${label}（分）`}
        value={minute}
        disabled={locked || !day}
        options={minutes}
        onChange={(event) => emit(day, hour, event.target.value)}
      />
      <Button
        variant="minimal"
        icon="cross"
        aria-label={texts.clearField.replace('{label}', String(label))}
        disabled={locked || !day}
        onClick={() => onChange('')}
      />
    </div>
  );
}

import { Button, InputGroup } from '@blueprintjs/core';
import type { AppWidgetProps } from '../../engine/types';
import texts from '../../../schemas/messages.json';

/**
 * `"ui:widget": "tokyoDateTime"`: a date and time as the API stores it, `YYYY-MM-DD HH:mm` in Tokyo time
 * (no conversion to UTC: staff and server both mean Japanese time), with a clear button — an empty value
 * is meaningful (000 §4: reflected right after approval).
 */
export default function TokyoDateTimeWidget(props: AppWidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, label, rawErrors } = props;
  const text = typeof value === 'string' ? value.replace(' ', 'T').slice(0, 16) : '';
  const locked = disabled || readonly;
  return (
    <InputGroup
      id={id}
      type="datetime-local"
      value={text}
      disabled={disabled}
      readOnly={readonly}
      intent={rawErrors?.length ? 'danger' : 'none'}
      aria-invalid={Boolean(rawErrors?.length)}
      onChange={(event) => onChange(event.target.value ? event.target.value.replace('T', ' ') : '')}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      rightElement={
        <Button
          variant="minimal"
          icon="cross"
          aria-label={texts.clearField.replace('{label}', String(label))}
          disabled={locked || !text}
          onClick={() => onChange('')}
        />
      }
    />
  );
}

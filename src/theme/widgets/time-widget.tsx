import { useCallback } from 'react';
import { getTemplate } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A time input. Values are `HH:MM`, except for `format: time`, whose Ajv check wants `HH:MM:SS`. */
export default function TimeWidget(props: AppWidgetProps) {
  const { onChange, options, registry, schema, value } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const withSeconds = schema.format === 'time';
  const handleChange = useCallback(
    (typed: unknown) => {
      if (typeof typed !== 'string' || !typed) onChange(undefined);
      else onChange(withSeconds && typed.length === 5 ? `${typed}:00` : typed);
    },
    [onChange, withSeconds],
  );
  // Show whole minutes without the ':00' seconds, so the browser's picker needs no seconds column.
  const shown = typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value) ? value.slice(0, 5) : value;
  return <BaseInputTemplate type="time" {...props} value={shown} onChange={handleChange} />;
}

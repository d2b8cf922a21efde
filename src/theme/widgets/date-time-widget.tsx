import { useCallback } from 'react';
import { getTemplate, localToUTC, utcToLocal } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A local date-and-time input; the value is an ISO date-time in UTC, as `format: date-time` wants. */
export default function DateTimeWidget(props: AppWidgetProps) {
  const { onChange, options, registry, value } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const handleChange = useCallback(
    (local: unknown) => onChange(typeof local === 'string' && local ? localToUTC(local) : undefined),
    [onChange],
  );
  return (
    <BaseInputTemplate
      type="datetime-local"
      {...props}
      value={typeof value === 'string' && value ? utcToLocal(value) : ''}
      onChange={handleChange}
    />
  );
}

import { useCallback } from 'react';
import { getTemplate } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A date input (`YYYY-MM-DD`, up to 9999-12-31); an emptied input clears the value. */
export default function DateWidget(props: AppWidgetProps) {
  const { onChange, options, registry } = props;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const handleChange = useCallback((value: unknown) => onChange(value || undefined), [onChange]);
  return <BaseInputTemplate type="date" {...props} onChange={handleChange} />;
}

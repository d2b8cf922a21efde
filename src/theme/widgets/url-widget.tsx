import { getTemplate } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A URL input. */
export default function URLWidget(props: AppWidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate type="url" {...props} />;
}

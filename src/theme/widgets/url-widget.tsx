import { getTemplate } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A URL input. */
export default function URLWidget(props: AppWidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components -- getTemplate returns the registry's stable component
  return <BaseInputTemplate type="url" {...props} />;
}

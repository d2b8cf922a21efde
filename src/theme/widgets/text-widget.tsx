import { getTemplate } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A one-line text input (and a number input for number and integer schemas). */
export default function TextWidget(props: AppWidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components -- getTemplate returns the registry's stable component
  return <BaseInputTemplate {...props} />;
}

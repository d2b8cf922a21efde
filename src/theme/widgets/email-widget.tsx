import { getTemplate } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** An e-mail address input. */
export default function EmailWidget(props: AppWidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components -- getTemplate returns the registry's stable component
  return <BaseInputTemplate type="email" {...props} />;
}

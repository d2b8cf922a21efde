import { getTemplate } from '@rjsf/utils';
import type { AppWidgetProps } from '../../engine/types';

/** A password input. */
export default function PasswordWidget(props: AppWidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  // eslint-disable-next-line react-hooks/static-components -- getTemplate returns the registry's stable component
  return <BaseInputTemplate type="password" {...props} />;
}

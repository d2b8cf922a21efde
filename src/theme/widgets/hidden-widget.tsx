import type { AppWidgetProps } from '../../engine/types';

/** A hidden input carrying the value (`ui:widget: hidden`). */
export default function HiddenWidget({ id, value, htmlName }: AppWidgetProps) {
  return <input type="hidden" id={id} name={htmlName || id} value={value == null ? '' : String(value)} />;
}

import { Intent, Tag, type Intent as IntentType } from '@blueprintjs/core';
import { getUiOptions } from '@rjsf/utils';
import type { AppWidgetProps, Schema } from '../../engine/types';

const intents: Record<string, IntentType> = {
  none: Intent.NONE,
  primary: Intent.PRIMARY,
  success: Intent.SUCCESS,
  warning: Intent.WARNING,
  danger: Intent.DANGER,
};

/**
 * `"ui:widget": "statusTag"`: a read-only status shown as a coloured tag — the option's title from the
 * schema's `oneOf`, the colour from `ui:options.intents` (value → none/primary/success/warning/danger).
 */
export default function StatusTagWidget({ id, label, value, schema, uiSchema }: AppWidgetProps) {
  const options = getUiOptions(uiSchema);
  const colours = (options.intents ?? {}) as Record<string, string>;
  const choice = ((schema.oneOf ?? []) as Schema[]).find((option) => option.const === value);
  const text = choice?.title ?? (value == null ? '—' : String(value));
  return (
    // Blueprint's Tag does not pass a role on: the wrapper carries it, named by the field's label.
    <span role="status" aria-label={label} id={id}>
      <Tag intent={intents[colours[String(value)] ?? 'none']} size="large">
        {text}
      </Tag>
    </span>
  );
}

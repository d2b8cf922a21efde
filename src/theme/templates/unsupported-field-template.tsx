import { Callout, Intent } from '@blueprintjs/core';
import { TranslatableString } from '@rjsf/utils';
import type { AppUnsupportedFieldProps } from '../../engine/types';

// rjsf's message keys: with or without the field id, with or without a reason.
function messageKey(hasId: boolean, hasReason: boolean): TranslatableString {
  if (hasId) {
    return hasReason
      ? TranslatableString.UnsupportedFieldWithIdAndReason
      : TranslatableString.UnsupportedFieldWithId;
  }
  return hasReason ? TranslatableString.UnsupportedFieldWithReason : TranslatableString.UnsupportedField;
}

/** A field whose schema rjsf cannot render: a warning Callout naming the field, the reason and the schema. */
export default function UnsupportedFieldTemplate({
  schema,
  fieldPathId,
  reason,
  registry,
}: AppUnsupportedFieldProps) {
  const id = fieldPathId?.$id;
  const params = [id, reason].filter((param): param is string => !!param);
  return (
    <Callout intent={Intent.WARNING}>
      <p>{registry.translateString(messageKey(!!id, !!reason), params)}</p>
      {schema && <pre>{JSON.stringify(schema, null, 2)}</pre>}
    </Callout>
  );
}

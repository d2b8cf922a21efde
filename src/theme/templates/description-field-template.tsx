import { Classes } from '@blueprintjs/core';
import { RichDescription } from '@rjsf/core';
import type { AppDescriptionFieldProps } from '../../engine/types';

/** A field's description, muted, with rjsf's optional markdown. */
export default function DescriptionFieldTemplate({
  id,
  description,
  registry,
  uiSchema,
}: AppDescriptionFieldProps) {
  if (!description) {
    return null;
  }
  return (
    <div id={id} className={Classes.TEXT_MUTED}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}

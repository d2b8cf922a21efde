import { Classes } from '@blueprintjs/core';
import { RichHelp } from '@rjsf/core';
import { helpId } from '@rjsf/utils';
import type { AppFieldHelpProps } from '../../engine/types';

/** A field's `ui:help`, muted helper text under the widget. */
export default function FieldHelpTemplate({ fieldPathId, help, uiSchema, registry }: AppFieldHelpProps) {
  if (!help) {
    return null;
  }
  // The muted span keeps help grey when the FormGroup's intent colours its helper text.
  return (
    <div id={helpId(fieldPathId)} className={Classes.FORM_HELPER_TEXT}>
      <span className={Classes.TEXT_MUTED}>
        <RichHelp help={help} uiSchema={uiSchema} registry={registry} />
      </span>
    </div>
  );
}

import type { CSSProperties } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { ADDITIONAL_PROPERTY_FLAG, buttonId, TranslatableString } from '@rjsf/utils';
import type { AppWrapIfAdditionalTemplateProps } from '../../engine/types';

const ROW: CSSProperties = { display: 'flex', gap: 8, alignItems: 'flex-start' };
const CELL: CSSProperties = { flex: 1, minWidth: 0 };

/** For an `additionalProperties` entry: the editable key, the value's field and a remove button in one row. */
export default function WrapIfAdditionalTemplate(props: AppWrapIfAdditionalTemplateProps) {
  const {
    id,
    children,
    disabled,
    displayLabel,
    label,
    onKeyRenameBlur,
    onRemoveProperty,
    rawDescription,
    readonly,
    registry,
    required,
    schema,
    uiSchema,
  } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return <>{children}</>;
  }
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  const keyLabel = registry.translateString(TranslatableString.KeyLabel, [label]);
  // Line the button up with the inputs, below the labels (and description) when they show.
  const buttonTop = displayLabel ? (rawDescription ? 44 : 22) : 0;
  return (
    <div style={ROW}>
      <FormGroup
        style={CELL}
        label={displayLabel ? keyLabel : undefined}
        labelFor={keyId}
        labelInfo={displayLabel && required ? '*' : undefined}
      >
        <InputGroup
          key={label}
          id={keyId}
          name={keyId}
          defaultValue={label}
          onBlur={onKeyRenameBlur}
          disabled={disabled || readonly}
        />
      </FormGroup>
      <div style={CELL}>{children}</div>
      <div style={{ marginTop: buttonTop }}>
        <RemoveButton
          id={buttonId(id, 'remove')}
          onClick={onRemoveProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      </div>
    </div>
  );
}

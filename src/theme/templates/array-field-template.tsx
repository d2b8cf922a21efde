import { buttonId, getTemplate, getUiOptions } from '@rjsf/utils';
import type { AppArrayFieldTemplateProps } from '../../engine/types';
import { FIELDSET } from './fieldset-style';

/** An array: a fieldset with title, description, its items one under another and an add button. */
export default function ArrayFieldTemplate(props: AppArrayFieldTemplateProps) {
  const {
    canAdd,
    className,
    disabled,
    fieldPathId,
    items,
    onAddClick,
    optionalDataControl,
    readonly,
    registry,
    required,
    schema,
    title,
    uiSchema,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const controlInTitle = !readonly && !disabled;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className={className} id={fieldPathId.$id} style={FIELDSET}>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={uiOptions.title || title}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        optionalDataControl={controlInTitle ? optionalDataControl : undefined}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={uiOptions.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {!controlInTitle && optionalDataControl}
      <div>{items}</div>
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}

import { useMemo, useState } from 'react';
import { Button, ButtonVariant, Card, Collapse, Elevation, H5 } from '@blueprintjs/core';
import type { SearchCardDefinition } from '../../../engine/browser-search-cards';
import { plainContext } from '../../../engine/renderer/plain-context';
import { SchemaForm } from '../../../engine/renderer/schema-form';
import { ValidationAlert } from '../../../engine/renderer/validation-alert';
import type { AppUiSchema, FormData, Schema } from '../../../engine/types';
import { isValid, validateForm } from '../../../engine/validator';
import { SearchButtons } from '../../shared/search-buttons';
import { pickSchema } from './card-schema';
import { DateRangeField } from './date-range-field';
import { useValidationAlert } from '../../../engine/renderer/use-validation-alert';

/** Props of {@link SearchCardPanel}. */
export interface SearchCardPanelProps {
  definition: SearchCardDefinition;
  /** The card's schema and UI schema with the selects' current option lists. */
  schema: Schema;
  ui: AppUiSchema;
  form: FormData;
  /** A group of fields changed: `fields` are replaced by `values` (absent ones are cleared). */
  onGroupChange: (fields: readonly string[], values: FormData) => void;
  onClear: () => void;
  detailOpen: boolean;
  onDetailOpenChange: (open: boolean) => void;
  /** Runs a normal search; called only when every criterion is valid. */
  onSearch: () => void;
  busy: boolean;
}

const slice = (form: FormData, fields: readonly string[]): FormData =>
  Object.fromEntries(fields.flatMap((field) => (form[field] === undefined ? [] : [[field, form[field]]])));

/**
 * The search card (000 §2.6, §5): basic fields, the expandable detail search with its date ranges, and the
 * clear and search buttons. Every field is rendered by the engine from `schemas/search/<id>/`; a search
 * with invalid criteria opens the alert titled by the card (検索) listing each field's first message.
 */
export function SearchCardPanel(props: SearchCardPanelProps) {
  const { definition, schema, ui, form, onGroupChange, detailOpen, onDetailOpenChange, busy } = props;
  const [attempted, setAttempted] = useState(false);
  const validationAlert = useValidationAlert();
  const basic = useMemo(() => pickSchema(schema, definition.basic), [schema, definition]);
  const detail = useMemo(() => pickSchema(schema, definition.detail), [schema, definition]);
  const ranges = useMemo(
    () => definition.ranges.map((name) => ({ name, schema: pickSchema(schema, [name]) })),
    [schema, definition],
  );

  const search = () => {
    setAttempted(true);
    const errors = validateForm(schema, form);
    if (isValid(errors)) return props.onSearch();
    const inDetail = Object.keys(errors).some((pointer) => !definition.basic.includes(pointer.split('/')[1]));
    if (inDetail) onDetailOpenChange(true);
    validationAlert.show(errors, form);
  };
  const clear = () => {
    setAttempted(false);
    props.onClear();
  };
  const group = (fields: readonly string[], groupSchema: Schema) => (
    <SchemaForm
      schema={groupSchema}
      uiSchema={ui}
      formData={slice(form, fields)}
      onChange={(values) => onGroupChange(fields, values)}
      formContext={plainContext}
      idPrefix="search"
      showAllErrors={attempted}
    />
  );

  return (
    <Card elevation={Elevation.ONE} className="tas-search-card">
      <H5>{definition.title}</H5>
      <form
        noValidate
        aria-label={definition.title}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <div className="tas-search-grid">{group(definition.basic, basic)}</div>
        <Collapse isOpen={detailOpen}>
          <div className="tas-search-grid">{group(definition.detail, detail)}</div>
          <div className="tas-search-ranges">
            {ranges.map((range) => (
              <DateRangeField
                key={range.name}
                name={range.name}
                schema={range.schema}
                ui={ui}
                value={slice(form, [range.name])}
                onChange={(values) => onGroupChange([range.name], values)}
                showAllErrors={attempted}
                clearLabel={definition.labels.rangeClear}
              />
            ))}
          </div>
        </Collapse>
        <div className="tas-search-buttons">
          <Button
            variant={ButtonVariant.MINIMAL}
            icon={detailOpen ? 'chevron-up' : 'chevron-down'}
            text={detailOpen ? definition.labels.detailClose : definition.labels.detailOpen}
            aria-expanded={detailOpen}
            onClick={() => onDetailOpenChange(!detailOpen)}
          />
          <span className="tas-spacer" />
          <SearchButtons labels={definition.labels} busy={busy} onClear={clear} />
        </div>
      </form>
      <ValidationAlert
        title={definition.alertTitle}
        itemName={definition.title}
        lines={validationAlert.lines}
        onClose={validationAlert.close}
      />
    </Card>
  );
}

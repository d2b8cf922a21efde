import { useMemo, useState } from 'react';
import { Button, ButtonVariant, Card, Collapse, Elevation, H5, H6 } from '@blueprintjs/core';
import type { SearchCardDefinition } from '../../engine/browser-search-cards';
import { normalizedNow } from '../../engine/renderer/normalized';
import { plainContext } from '../../engine/renderer/plain-context';
import { SchemaForm } from '../../engine/renderer/schema-form';
import { ValidationAlert } from '../../engine/renderer/validation-alert';
import type { AppUiSchema, FormData, Schema } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';
import { SearchButtons } from './search-buttons';
import { validatesAs } from '../../engine/schema-origin';
import { DateRangeField } from './date-range-field';
import './search-card.css';
import { useValidationAlert } from '../../engine/renderer/use-validation-alert';

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
  /** Prefix of the inputs' ids, unique on the page (a card inside a modal of a section). */
  idPrefix?: string;
  /** The heading level: a page's card (H5) or a modal's (H6). */
  small?: boolean;
}

/** The part of an object schema holding only these fields (a group of the card). */
export function pickSchema(schema: Schema, fields: readonly string[]): Schema {
  const properties = Object.fromEntries(
    fields.flatMap((field) => (schema.properties?.[field] ? [[field, schema.properties[field]]] : [])),
  );
  return validatesAs({ type: 'object', properties }, schema, fields);
}

const slice = (form: FormData, fields: readonly string[]): FormData =>
  Object.fromEntries(fields.flatMap((field) => (form[field] === undefined ? [] : [[field, form[field]]])));

/**
 * Every search card (000 §2.6, §5; the 反響 modal's, 000 §2.8): basic fields, the expandable detail search with its date ranges, and the
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

  // A card without detail fields (the 反響 modal's) has no 詳細検索 toggle.
  const hasDetail = definition.detail.length > 0 || definition.ranges.length > 0;
  const search = () => {
    setAttempted(true);
    // The server converts what the fields declare (normalize) before it validates: so does the check here.
    const errors = validateForm(schema, normalizedNow(schema, form));
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
      idPrefix={props.idPrefix ?? 'search'}
      showAllErrors={attempted}
    />
  );

  return (
    <Card elevation={Elevation.ONE} className="tas-search-card">
      {props.small ? <H6>{definition.title}</H6> : <H5>{definition.title}</H5>}
      <form
        noValidate
        aria-label={definition.title}
        onSubmit={(event) => {
          event.preventDefault();
          // In a modal, a portal inside a section's form in React's tree: the submit is this card's only.
          event.stopPropagation();
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
          {hasDetail ? (
            <Button
              variant={ButtonVariant.MINIMAL}
              icon={detailOpen ? 'chevron-up' : 'chevron-down'}
              text={detailOpen ? definition.labels.detailClose : definition.labels.detailOpen}
              aria-expanded={detailOpen}
              onClick={() => onDetailOpenChange(!detailOpen)}
            />
          ) : null}
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

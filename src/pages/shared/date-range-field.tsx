import { useMemo } from 'react';
import { Button, ButtonVariant, Size } from '@blueprintjs/core';
import { plainContext } from '../../engine/renderer/plain-context';
import { SchemaForm } from '../../engine/renderer/schema-form';
import type { AppUiSchema, FormData, Schema } from '../../engine/types';

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps {
  /** The range's field (an object `{ start, end }` in the card's schema). */
  name: string;
  /** The card schema's part holding only this range. */
  schema: Schema;
  ui: AppUiSchema;
  value: FormData;
  onChange: (value: FormData) => void;
  showAllErrors: boolean;
  clearLabel: string;
}

/** One date range of the detail search: start 〜 end, rendered by the engine, with its own clear button. */
export function DateRangeField(props: DateRangeFieldProps) {
  const { name, schema, ui, value, onChange, showAllErrors, clearLabel } = props;
  const title = String((schema.properties?.[name] as Schema | undefined)?.title ?? name);
  const uiSchema = useMemo(() => ({ [name]: ui[name] }) as AppUiSchema, [name, ui]);
  const empty = !value[name] || Object.keys(value[name] as object).length === 0;
  return (
    <div className="tas-date-range">
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={value}
        onChange={onChange}
        formContext={plainContext}
        idPrefix="search"
        showAllErrors={showAllErrors}
      />
      <Button
        className="tas-date-range-clear"
        variant={ButtonVariant.OUTLINED}
        size={Size.SMALL}
        icon="eraser"
        text={clearLabel}
        aria-label={`${title}を${clearLabel}`}
        disabled={empty}
        onClick={() => onChange({})}
      />
    </div>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { Spinner } from '@blueprintjs/core';
import texts from '../../../schemas/messages.json';
import { toErrorSchema } from '../error-schema';
import { rowsPointers, withoutRows } from '../form-rows';
import type { AppUiSchema, FormData, Schema, SectionContext } from '../types';
import { validateForm, type FieldErrors } from '../validator';
import { useEngine } from './engine-context';
import { normalizedNow } from './normalized';
import { rjsfValidator } from './rjsf-validator';
import { validatorsReady } from '../schema-compiler';
import { RowsProvider, useRowsOwner } from './rows-channel';
import { useSettledFormData } from './use-settled-form-data';

/** Props of the engine's form: data in, data out; the engine decides which errors are visible. */
export interface SchemaFormProps {
  schema: Schema;
  uiSchema: AppUiSchema;
  formData: FormData;
  onChange: (data: FormData) => void;
  formContext: SectionContext;
  /** Prefix of the field ids; give each form on a page its own so that ids stay unique. */
  idPrefix: string;
  disabled?: boolean;
  /** True once a save or search was tried: every field shows its errors, touched or not. */
  showAllErrors: boolean;
}

const noErrors: FieldErrors = {};

/**
 * Every form of the product (sections, cards, dialogs) renders through this: our validator decides,
 * and a field shows its first error only once it was touched (blurred) or a save was tried.
 * Row tables hold their rows outside rjsf's Form (see `form-rows.ts`): the Form gets placeholders.
 * A form whose validators' code is still loading (the browser build loads a section's as it opens, and
 * `loadSection` waits for it) shows a spinner until it is in.
 */
export function SchemaForm(props: SchemaFormProps) {
  const pending = validatorsReady(props.schema);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // A failed load leaves the spinner (the section's opening reports it); asking again would retry it.
    if (pending) void pending.then(() => setLoaded((count) => count + 1)).catch(() => undefined);
  }, [pending]);
  return pending ? <Spinner size={16} aria-label={texts.busy} /> : <ValidatedForm {...props} />;
}

function ValidatedForm(props: SchemaFormProps) {
  const { Form, fields } = useEngine();
  const { schema, uiSchema, formData, idPrefix, showAllErrors } = props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // Until a field is touched or a save is tried no error can show: opening a form does not wait for
  // its schema to compile, and keystrokes before the first blur skip validation.
  const quiet = touched.size === 0 && !showAllErrors;
  const errors = useMemo(
    // The data as a save will send it: text the blur converts (hiragana in カナ) is not an error.
    () => (quiet ? noErrors : validateForm(schema, normalizedNow(schema, formData))),
    [quiet, schema, formData],
  );
  const errorSchema = useMemo(
    () => toErrorSchema(errors, touched, showAllErrors, idPrefix),
    [errors, touched, showAllErrors, idPrefix],
  );
  const markTouched = useCallback(
    (id: string) => setTouched((before) => (before.has(id) ? before : new Set(before).add(id))),
    [],
  );
  const pointers = useMemo(() => rowsPointers(schema, uiSchema), [schema, uiSchema]);
  const formOnly = useMemo(() => withoutRows(formData, pointers), [formData, pointers]);
  const channel = useRowsOwner(formData, errorSchema, pointers, props.onChange);
  const settled = useSettledFormData(formOnly, channel.isFromForm(formData), {
    same: [fields, idPrefix, props.disabled],
    // A section derives its schema and UI schema from the data on every change (ui:rule, options).
    equal: [schema, uiSchema, props.formContext, errorSchema],
  });

  return (
    <RowsProvider value={channel}>
      <Form
        key={settled.key}
        schema={schema}
        uiSchema={uiSchema}
        formData={settled.formData}
        formContext={props.formContext}
        validator={rjsfValidator}
        fields={fields}
        idPrefix={idPrefix}
        disabled={props.disabled}
        tagName="div"
        noValidate
        showErrorList={false}
        extraErrors={errorSchema}
        onChange={(event) => channel.fromForm(event.formData as unknown as FormData)}
        onBlur={markTouched}
      >
        <></>
      </Form>
    </RowsProvider>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { toErrorSchema } from '../error-schema';
import type { AppUiSchema, FormData, RjsfData, Schema, SectionContext } from '../types';
import { validateForm } from '../validator';
import { useEngine } from './engine-context';
import { PostcodeField } from './postcode-field';
import { rjsfValidator } from './rjsf-validator';
import { RowsField } from './rows-field';

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

const fields = { rows: RowsField, postcode: PostcodeField };

/**
 * Every form of the product (sections, cards, dialogs) renders through this: our validator decides,
 * and a field shows its first error only once it was touched (blurred) or a save was tried.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { Form } = useEngine();
  const { schema, formData, onChange, idPrefix, showAllErrors } = props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const errors = useMemo(() => validateForm(schema, formData), [schema, formData]);
  const errorSchema = useMemo(
    () => toErrorSchema(errors, touched, showAllErrors, idPrefix),
    [errors, touched, showAllErrors, idPrefix],
  );
  const markTouched = useCallback(
    (id: string) => setTouched((before) => (before.has(id) ? before : new Set(before).add(id))),
    [],
  );

  return (
    <Form
      schema={schema}
      uiSchema={props.uiSchema}
      formData={formData as RjsfData}
      formContext={props.formContext}
      validator={rjsfValidator}
      fields={fields}
      idPrefix={idPrefix}
      disabled={props.disabled}
      tagName="div"
      noValidate
      showErrorList={false}
      extraErrors={errorSchema}
      onChange={(event) => onChange(event.formData as unknown as FormData)}
      onBlur={markTouched}
    >
      <></>
    </Form>
  );
}

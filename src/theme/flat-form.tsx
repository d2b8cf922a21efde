import { Fragment, useState } from 'react';
import { Classes, Intent } from '@blueprintjs/core';
import type { IChangeEvent } from '@rjsf/core';
import type { AppFormProps, AppUiSchema, RjsfData, Schema, FormContext } from '../engine/types';
import { fieldFrame } from './field-frame';
import { ImeSafeInput } from './ime-safe-input';
import { labelIdOf } from './pointer';

// The UI options a flat form reads; anything else in its ui.json would be silently ignored, so it is refused.
const knownUiKeys = new Set(['ui:widget', 'ui:autofocus', 'ui:autocomplete', 'ui:title', 'ui:placeholder']);
const knownWidgets = new Set([undefined, 'text', 'password']);
const noData: RjsfData = {};

function fieldsOf(schema: Schema, uiSchema: AppUiSchema = {}): [string, Schema, Record<string, unknown>][] {
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(schema.properties ?? {});
  return order.map((name) => {
    const field = schema.properties?.[name] as Schema | undefined;
    const ui = (uiSchema[name] ?? {}) as Record<string, unknown>;
    const unknownUi = Object.keys(ui).find((key) => !knownUiKeys.has(key));
    if (!field || field.type !== 'string' || !knownWidgets.has(ui['ui:widget'] as string) || unknownUi) {
      throw new Error(
        `FlatForm renders string fields with a text or password widget only; "${name}" needs the themed Form`,
      );
    }
    return [name, field, ui];
  });
}

/**
 * A Form for flat forms of text and password fields (the staff sign-in): the same props as the themed
 * rjsf Form and the same Blueprint markup (the FieldTemplate's frame, the IME-safe input, the first error
 * as helper text), without rjsf's code — so that /login loads a fraction of the JavaScript (bench B7).
 * The engine's SchemaForm still decides errors and touched fields; a schema it cannot draw throws.
 */
export function FlatForm(props: AppFormProps) {
  const { schema, uiSchema, formData: given = noData, extraErrors, idPrefix = 'root', disabled } = props;
  const { onChange, onBlur } = props;
  // Like rjsf's Form, it holds the data it reported until its `formData` prop changes: the engine hands a
  // reported change back unchanged (`use-settled-form-data.ts`).
  const [held, setHeld] = useState({ given, data: given });
  if (held.given !== given) setHeld({ given, data: given });
  const formData = held.given === given ? held.data : given;
  const required = new Set(schema.required ?? []);
  const change = (name: string, value: string) => {
    const next: RjsfData = { ...formData, [name]: value === '' ? undefined : value };
    setHeld({ given, data: next });
    onChange?.({ formData: next } as IChangeEvent<RjsfData, Schema, FormContext>);
  };
  return (
    <>
      {fieldsOf(schema, uiSchema).map(([name, field, ui]) => {
        const id = `${idPrefix}_${name}`;
        const error = (extraErrors?.[name] as { __errors?: string[] } | undefined)?.__errors?.[0];
        const intent = error ? Intent.DANGER : Intent.NONE;
        const value = formData[name];
        return (
          <Fragment key={name}>
            {fieldFrame({
              id,
              label: (ui['ui:title'] as string | undefined) ?? field.title,
              labelId: labelIdOf(id),
              required: required.has(name),
              intent,
              disabled,
              children: (
                <>
                  <ImeSafeInput
                    id={id}
                    name={id}
                    type={ui['ui:widget'] === 'password' ? 'password' : 'text'}
                    value={typeof value === 'string' ? value : ''}
                    required={required.has(name)}
                    disabled={disabled}
                    autoFocus={ui['ui:autofocus'] === true}
                    autoComplete={ui['ui:autocomplete'] as string | undefined}
                    placeholder={ui['ui:placeholder'] as string | undefined}
                    className={`${Classes.INPUT} ${Classes.FILL}${error ? ` ${Classes.INTENT_DANGER}` : ''}`}
                    aria-describedby={error ? `${id}__error` : undefined}
                    onChange={(event) => change(name, event.target.value)}
                    onBlur={(event) => onBlur?.(id, event.target.value)}
                  />
                  {error && (
                    <div id={`${id}__error`} className={Classes.FORM_HELPER_TEXT}>
                      {error}
                    </div>
                  )}
                </>
              ),
            })}
          </Fragment>
        );
      })}
    </>
  );
}

import { lazy } from 'react';
import type { EngineField, EngineForm } from '../engine/renderer/engine-context';
import type { AppFieldProps } from '../engine/types';

type EngineFieldName = keyof (typeof import('../engine/renderer/engine-fields'))['engineFields'];

let fieldsModule: typeof import('../engine/renderer/engine-fields') | undefined;
const fieldsLoaded = import('../engine/renderer/engine-fields').then((module) => {
  fieldsModule = module;
});

/**
 * The themed Form (rjsf and its Blueprint theme), loaded with the first page that shows a form. It
 * resolves only once the engine's own fields are loaded too, so that no field below a Form waits.
 */
export const ThemedForm: EngineForm = lazy(async () => {
  const [theme] = await Promise.all([import('../theme'), fieldsLoaded]);
  return { default: theme.ThemedForm };
});

// A field renders only inside a Form, and the Form resolves after the fields' module: it is there.
function loadedField(name: EngineFieldName): EngineField {
  function LoadedEngineField(props: AppFieldProps) {
    const Field = (fieldsModule as NonNullable<typeof fieldsModule>).engineFields[name];
    return <Field {...props} />;
  }
  return LoadedEngineField;
}

/** The engine's rows, postcode and file-list fields, out of the initial chunk (bench B7). */
export const engineFields: Record<EngineFieldName, EngineField> = {
  rows: loadedField('rows'),
  postcode: loadedField('postcode'),
  fileList: loadedField('fileList'),
};

import { lazy, useState, type ComponentProps } from 'react';
import type { EngineField, EngineForm } from '../engine/renderer/engine-context';
import type { AppFieldProps } from '../engine/types';

type EngineFieldName = keyof (typeof import('../engine/renderer/engine-fields'))['engineFields'];

let fieldsModule: typeof import('../engine/renderer/engine-fields') | undefined;
const fieldsLoaded = import('../engine/renderer/engine-fields').then((module) => {
  fieldsModule = module;
});

let themeModule: typeof import('../theme') | undefined;
let themeLoading: Promise<typeof import('../theme')> | undefined;
const themeLoaded = () =>
  (themeLoading ??= Promise.all([import('../theme'), fieldsLoaded]).then(([theme]) => (themeModule = theme)));

const LazyThemedForm: EngineForm = lazy(async () => ({ default: (await themeLoaded()).ThemedForm }));

/**
 * The themed Form (rjsf and its Blueprint theme), loaded with the first page that shows a form. It
 * resolves only once the engine's own fields are loaded too, so that no field below a Form waits. Once
 * loaded (a route may start it early, `preloadThemedForm`) a form renders it directly: a lazy component
 * suspends at least once, and with no boundary of its own the whole page showed its spinner for a moment
 * (losing the scroll position the tag bar had just set). A form keeps the kind it mounted with.
 */
export function ThemedForm(props: ComponentProps<EngineForm>) {
  const [Loaded] = useState(() => themeModule?.ThemedForm);
  return Loaded ? <Loaded {...props} /> : <LazyThemedForm {...props} />;
}

/** Starts loading the themed Form before a form renders (a route that will show one, bench B8). */
export function preloadThemedForm(): void {
  void themeLoaded();
}

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

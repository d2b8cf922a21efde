import type { EngineField, EngineForm } from '../engine/renderer/engine-context';
import type { AppFieldProps } from '../engine/types';
import { lazyComponent } from '../engine/renderer/lazy-component';

type EngineFieldName = keyof (typeof import('../engine/renderer/engine-fields'))['engineFields'];

let fieldsModule: typeof import('../engine/renderer/engine-fields') | undefined;
const fieldsLoaded = import('../engine/renderer/engine-fields').then((module) => {
  fieldsModule = module;
});

/**
 * The themed Form (rjsf and its Blueprint theme), loaded with the first page that shows a form (a route may
 * start it early, `preloadThemedForm`). It resolves only once the engine's own fields are loaded too, so
 * that no field below a Form waits; until then a form waits in its own boundary, not the page's.
 */
const themedForm = lazyComponent(async () => {
  const [theme] = await Promise.all([import('../theme'), fieldsLoaded]);
  return theme.ThemedForm as EngineForm;
});
export const ThemedForm: EngineForm = themedForm;

/** Starts loading the themed Form before a form renders (a route that will show one, bench B8). */
export function preloadThemedForm(): void {
  void themedForm.preload();
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

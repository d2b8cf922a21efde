import { forwardRef } from 'react';
import { default as Form, type FormState } from '@rjsf/core';
import { createSchemaUtils, schemaHasNestedConditional } from '@rjsf/utils';
import type { AppFormProps, AppThemeProps, FormContext, RjsfData, Schema } from '../engine/types';
import { incrementalSchemaUtils, retrievesRootWithoutData } from './incremental-schema-utils';

type State = FormState<RjsfData, Schema, FormContext>;

/**
 * rjsf's Form whose whole-form derivation on a change skips what a plain field's new value cannot change
 * (`incrementalSchemaUtils`). Its schema utilities are ours from the first derivation, so that the first key
 * typed is answered from it too.
 */
class EngineForm extends Form<RjsfData, Schema, FormContext> {
  override getStateFromProps(
    props: AppFormProps,
    inputFormData?: RjsfData,
    retrievedSchema?: Schema,
    isSchemaChanged?: boolean,
    changedFields?: () => string[],
    skipLiveValidate?: boolean,
    sanitize?: boolean,
  ): State {
    if (!this.state) {
      // The constructor's derivation: rjsf would create its utilities inside it and keep them in the state it returns.
      const { validator, schema, experimental_defaultFormStateBehavior, experimental_customMergeAllOf } =
        props;
      const utils = incrementalSchemaUtils(
        createSchemaUtils(
          validator,
          schema,
          experimental_defaultFormStateBehavior,
          experimental_customMergeAllOf,
        ),
      );
      const root = utils.getRootSchema();
      this.state = {
        schemaUtils: utils,
        hasNestedConditionalSchema: schemaHasNestedConditional(root, root),
      } as State;
    }
    // rjsf hashes the whole data on a field's change to sanitize it for a schema the data has switched to; a
    // form whose schema cannot switch (no condition at its root or nested) has nothing to sanitize.
    const { schemaUtils, hasNestedConditionalSchema } = this.state;
    const cannotSwitch = hasNestedConditionalSchema === false && retrievesRootWithoutData(schemaUtils);
    const state = super.getStateFromProps(
      props,
      inputFormData,
      retrievedSchema,
      isSchemaChanged,
      changedFields,
      skipLiveValidate,
      sanitize && !cannotSwitch,
    );
    // A changed schema gets rjsf's own utilities: ours from the next derivation on.
    return { ...state, schemaUtils: incrementalSchemaUtils(state.schemaUtils) };
  }
}

/** `withTheme` of rjsf for {@link EngineForm}: the theme's widgets, templates and fields under the caller's. */
export function withEngineTheme(theme: AppThemeProps) {
  return forwardRef<EngineForm, AppFormProps>(function ThemedEngineForm(props, ref) {
    const { fields, widgets, templates, ...direct } = props;
    return (
      <EngineForm
        {...theme}
        {...direct}
        fields={{ ...theme.fields, ...fields }}
        widgets={{ ...theme.widgets, ...widgets }}
        templates={{
          ...theme.templates,
          ...templates,
          ButtonTemplates: { ...theme.templates?.ButtonTemplates, ...templates?.ButtonTemplates },
        }}
        ref={ref}
      />
    );
  });
}

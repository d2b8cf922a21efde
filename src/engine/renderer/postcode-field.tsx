import { useMemo, useState, type ComponentType } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import {
  candidatesOf,
  isSearchablePostcode,
  overwritesFor,
  postcodeTargets,
  schemaAtPath,
  zipcodeOf,
  type PostcodeCandidate,
} from '../postcode';
import type { AppFieldProps, AppUiSchema, RjsfData } from '../types';
import { BlockingDialog } from './blocking-dialog';
import { useEngine } from './engine-context';
import { keepFocus } from './keep-focus';
import { PostcodeDialog } from './postcode-dialog';
import { toastError } from './toaster';
import texts from '../../../schemas/messages.json';

/** The spec's texts for an empty answer and for a failed call (000 §8, 001 §8, 002 §8). */
export const postcodeMessages = {
  invalid: texts.postcodeInvalid,
  failed: texts.postcodeFailed,
} as const;

/**
 * `"ui:field": "postcode"`: the postcode's own text input (rjsf's string field, so label, errors and
 * disabled state stay the engine's) with a `住所検索` button. The button works only while the value is
 * valid; the chosen address overwrites the sibling fields named in `ui:options.targets`.
 */
export function PostcodeField(props: AppFieldProps) {
  const { registry, uiSchema = {}, fieldPathId, onChange, formData, disabled, readonly, required } = props;
  const { transport } = useEngine();
  const [searching, setSearching] = useState(false);
  const [candidates, setCandidates] = useState<PostcodeCandidate[] | null>(null);
  const { targets, ...stringOptions } = (uiSchema['ui:options'] ?? {}) as Record<string, unknown>;
  const parentPath = fieldPathId.path.slice(0, -1);
  // Walked from the root schema: its objects are stable, so the validator compiles the field schema once.
  const fieldSchema = useMemo(
    () => schemaAtPath(registry.rootSchema, fieldPathId.path) ?? props.schema,
    [registry.rootSchema, fieldPathId.path, props.schema],
  );
  const searchable = isSearchablePostcode(fieldSchema, formData);
  // rjsf's FieldProps over our recursive JsonValue is too deep for the compiler; the string field takes the same props.
  const StringField = registry.fields.StringField as ComponentType<AppFieldProps>;
  const stringUi = Object.fromEntries(
    Object.entries({ ...uiSchema, 'ui:options': stringOptions }).filter(([key]) => key !== 'ui:field'),
  ) as AppUiSchema;

  const search = async () => {
    if (!searchable) return;
    setSearching(true);
    const result = await transport.get('customers/getSearchByPostcode', { zipcode: zipcodeOf(formData) });
    setSearching(false);
    // A lost session is the sign-in handling's business: it takes the user to the login screen.
    if (result.kind === 'http-error' && result.status === 401) return;
    if (result.kind !== 'ok') return void toastError(postcodeMessages.failed);
    const found = candidatesOf(result.body);
    if (found.length === 0) return void toastError(postcodeMessages.invalid);
    setCandidates(found);
  };

  const apply = (candidate: PostcodeCandidate) => {
    setCandidates(null);
    const parentSchema = schemaAtPath(registry.rootSchema, parentPath);
    // rjsf queues path-based changes and applies them one after another to the latest form data.
    for (const { name, value } of overwritesFor(
      candidate,
      postcodeTargets({ targets }),
      parentSchema,
      registry.rootSchema,
    )) {
      onChange(value as unknown as RjsfData, [...parentPath, name]);
    }
  };

  // rjsf gives a custom field's frame no label (its errors and marks it keeps): the label is drawn here,
  // as the theme's frame draws it, and names the input.
  const title = String(uiSchema['ui:title'] ?? props.schema.title ?? props.name);
  return (
    <>
      <FormGroup
        style={{ margin: 0 }}
        disabled={disabled}
        label={<span id={`${fieldPathId.$id}__label`}>{title}</span>}
        labelFor={fieldPathId.$id}
        labelInfo={required ? '*' : undefined}
      >
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <div style={{ flex: '0 1 240px' }}>
            <StringField {...props} uiSchema={stringUi} />
          </div>
          <Button
            text="住所検索"
            icon="search"
            disabled={!searchable || disabled || readonly}
            onMouseDown={keepFocus}
            onClick={() => void search()}
          />
        </div>
      </FormGroup>
      <BlockingDialog isOpen={searching} text="住所を検索中…" />
      <PostcodeDialog candidates={candidates} onApply={apply} onCancel={() => setCandidates(null)} />
    </>
  );
}

import { useState } from 'react';
import { Card, Elevation, H6 } from '@blueprintjs/core';
import { plainContext } from '../../../../engine/renderer/plain-context';
import { SchemaForm } from '../../../../engine/renderer/schema-form';
import { ValidationAlert } from '../../../../engine/renderer/validation-alert';
import type { FormData } from '../../../../engine/types';
import { isValid, validateForm } from '../../../../engine/validator';
import { SearchButtons } from '../../../shared/search-buttons';
import { businessTalkCard } from './card';
import { useValidationAlert } from '../../../../engine/renderer/use-validation-alert';

const criteriaOf = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );

/**
 * The modal's search card (000 §2.8, §5): 顧客番号 and 会社名 rendered by the engine from
 * `schemas/search/business-talk/`. Invalid criteria open the alert titled 検索 and search nothing.
 */
export function SearchPanel({
  busy,
  onSearch,
}: {
  busy: boolean;
  onSearch: (criteria: Record<string, string>) => void;
}) {
  const { definition, schema, ui } = businessTalkCard;
  const [form, setForm] = useState<FormData>({});
  const [attempted, setAttempted] = useState(false);
  const validationAlert = useValidationAlert();

  const search = () => {
    setAttempted(true);
    const errors = validateForm(schema, form);
    if (isValid(errors)) return onSearch(criteriaOf(form));
    validationAlert.show(errors, form);
  };
  const clear = () => {
    setAttempted(false);
    setForm({});
  };

  return (
    <Card elevation={Elevation.ZERO} className="tas-business-talk-search">
      <H6>{definition.title}</H6>
      <form
        noValidate
        aria-label={definition.title}
        onSubmit={(event) => {
          event.preventDefault();
          // The modal is a portal inside the section's form in React's tree: the submit is this card's only.
          event.stopPropagation();
          search();
        }}
      >
        <div className="tas-business-talk-fields">
          <SchemaForm
            schema={schema}
            uiSchema={ui}
            formData={form}
            onChange={setForm}
            formContext={plainContext}
            idPrefix="business-talk-search"
            showAllErrors={attempted}
          />
        </div>
        <div className="tas-business-talk-buttons">
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

import { useState } from 'react';
import type { FormData } from '../../../../engine/types';
import { SearchCardPanel } from '../../../shared/search-card';
import { businessTalkCard } from './card';

const criteriaOf = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );

/**
 * The modal's search card (000 §2.8, §5): 顧客番号 and 会社名 from `schemas/search/business-talk/`, through
 * the search card every list uses. Invalid criteria open the alert titled 検索 and search nothing.
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
  return (
    <div className="tas-business-talk-search">
      <SearchCardPanel
        definition={definition}
        schema={schema}
        ui={ui}
        form={form}
        onGroupChange={(fields, values) =>
          setForm((before) => ({
            ...Object.fromEntries(Object.entries(before).filter(([key]) => !fields.includes(key))),
            ...values,
          }))
        }
        onClear={() => setForm({})}
        detailOpen={false}
        onDetailOpenChange={() => undefined}
        onSearch={() => onSearch(criteriaOf(form))}
        busy={busy}
        idPrefix="business-talk-search"
        small
      />
    </div>
  );
}

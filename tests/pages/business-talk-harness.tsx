// Shared by the business-talk tests: the 反響顧客番号 field inside a form as 基本情報 will hold it, the
// page's providers, and a fake API behind `fetch` that answers by path and records every call.
import { useState } from 'react';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { apiTransport } from '../../src/api/transport';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import { customerTimestampAtom } from '../../src/engine/renderer/state';
import type { AppUiSchema, FormData, Schema, SectionContext } from '../../src/engine/types';
import { BusinessTalkLinkField } from '../../src/pages/staff/customer-detail/business-talk/business-talk-link-field';
import { ThemedForm } from '../../src/theme';
import { testContext } from '../engine/engine-harness';

/** A signed-in admin on contracted customer 1, nothing locked. */
export const context: SectionContext = testContext;

const schema: Schema = {
  type: 'object',
  properties: {
    course_charge: {
      type: 'object',
      properties: { business_talk_customer_number: { type: 'string', title: '反響顧客番号' } },
    },
  },
};
const ui: AppUiSchema = {
  course_charge: { business_talk_customer_number: { 'ui:field': 'businessTalkLink' } },
};
const services = {
  Form: ThemedForm,
  transport: apiTransport,
  fields: { businessTalkLink: BusinessTalkLinkField },
};

/** The form's current value of the field and the page's stamp, shown for the test to read. */
function Form({ value, formContext }: { value: string; formContext: SectionContext }) {
  const [data, setData] = useState<FormData>({ course_charge: { business_talk_customer_number: value } });
  const stamp = useAtomValue(customerTimestampAtom);
  const course = data.course_charge as { business_talk_customer_number?: string };
  return (
    <>
      <SchemaForm
        schema={schema}
        uiSchema={ui}
        formData={data}
        onChange={setData}
        formContext={formContext}
        idPrefix="basic"
        showAllErrors={false}
      />
      <output aria-label="form value">{course.business_talk_customer_number ?? ''}</output>
      <output aria-label="page stamp">{stamp}</output>
    </>
  );
}

/** Renders the field holding `value` in a fresh jotai store. */
export function renderField(value: string, formContext: SectionContext = context) {
  return render(
    <JotaiProvider>
      <EngineProvider services={services}>
        <Form value={value} formContext={formContext} />
      </EngineProvider>
    </JotaiProvider>,
  );
}

/** One recorded call: method, path, query and JSON body. */
export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

/** Stubs `fetch`: `respond` answers each call by path (a Response, or a rejection for a network failure). */
export function stubApi(respond: (call: Recorded) => Response | Promise<Response>): Recorded[] {
  const calls: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: Recorded = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace('/api/v1/', ''),
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

/** A row of getBusinessTalkHistory. */
export function row(id: number, extra: Record<string, unknown> = {}) {
  return {
    business_talk_history_id: id,
    display_business_talk_customer_number: `BT-${String(id).padStart(6, '0')}`,
    corporate_name: `株式会社テスト${id}`,
    name: '山田 太郎',
    name_kana: 'ヤマダ タロウ',
    mail_address: `t${id}@example.jp`,
    display_relation_customer: '',
    is_relation: false,
    is_other_used: false,
    is_selected: false,
    ...extra,
  };
}

/** A list answer holding these rows of `total`. */
export function listAnswer(rows: ReturnType<typeof row>[], total = rows.length) {
  return Response.json({ result_code: 2000, table_items: { total, data: rows } });
}

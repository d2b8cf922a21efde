// `npm run schemas:mutations`: typical analyst mistakes, each applied alone to a copy of schemas/ and
// fixtures/seed/, must each be refused by the schema check (scripts/schemas-check/check.ts). Prints one line
// per mistake; exits 1 when the unchanged copy is refused or any mistake gets through.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRepository } from './schemas-check/check';

type Json = Record<string, unknown>;
/** One mistake: the file it is made in (relative to the repository) and how the text changes. */
interface Mutation {
  name: string;
  file: string;
  apply: (text: string) => string;
}

// A mistake made in the parsed JSON: `edit` changes the object in place.
const inJson =
  (edit: (json: Json) => void) =>
  (text: string): string => {
    const json = JSON.parse(text) as Json;
    edit(json);
    return JSON.stringify(json, null, 2);
  };
const at = (json: unknown, ...path: (string | number)[]): Json =>
  path.reduce<unknown>((node, key) => (node as Json)[key as string], json) as Json;
const section = (id: string) => `schemas/sections/${id}/section.json`;
const schema = (id: string) => `schemas/sections/${id}/schema.json`;
const ui = (id: string) => `schemas/sections/${id}/ui.json`;

const mutations: Mutation[] = [
  {
    name: 'misspelt widget name',
    file: ui('overtime-announce'),
    apply: inJson((j) => (at(j, 'option_overtime_announce_content')['ui:widget'] = 'textarae')),
  },
  {
    name: 'misspelt normalize conversion',
    file: schema('billing'),
    apply: inJson(
      (j) => (at(j, 'properties', 'billing', 'properties', 'bill_to_postcode').normalize = 'postCode'),
    ),
  },
  {
    name: 'unknown ui: key',
    file: ui('special-system'),
    apply: inJson((j) => (at(j, 'option_special_system_operation_content')['ui:widgett'] = 'textarea')),
  },
  {
    name: 'misspelt field in ui.json',
    file: ui('relation-client'),
    apply: inJson(
      (j) => (at(j, 'customer_clients', 'items')['sort_numbr'] = { 'ui:options': { width: 80 } }),
    ),
  },
  {
    name: 'ui:order naming a missing field',
    file: ui('customer-member'),
    apply: inJson((j) => (at(j, 'member_table_items', 'items')['ui:order'] = ['nmae', '*'])),
  },
  {
    name: 'ui:rule scope to a missing field',
    file: ui('e-secretary-benefit'),
    apply: inJson(
      (j) =>
        (at(
          j,
          'introduce_corporate_or_media',
          'research_introduce_corporate_or_media',
          'ui:rule',
          'condition',
        ).scope = '/introduce_corporate_or_media/introduce_stat'),
    ),
  },
  {
    name: 'ui:options.idKey naming nothing',
    file: ui('timing-sheet'),
    apply: inJson((j) => (at(j, 'timing_table_items', 'ui:options').idKey = 'timing_id')),
  },
  {
    name: 'ui:options.pageSize as a string',
    file: ui('call-count-fee'),
    apply: inJson((j) => (at(j, 'call_count_types', 'ui:options').pageSize = '10')),
  },
  {
    name: 'blockTitle without {n}',
    file: ui('product'),
    apply: inJson((j) => (at(j, 'product_data', 'ui:options').blockTitle = '取り扱い商材')),
  },
  {
    name: 'misspelt save.fields entry',
    file: section('overtime-announce'),
    apply: inJson((j) => (at(j, 'save').fields = ['option_overtime_announce_contnt'])),
  },
  {
    name: 'save.fields pointer to nothing',
    file: section('customer-member'),
    apply: inJson((j) => (at(j, 'save').fields = { customer_employees: '/member_table_itemz' })),
  },
  {
    name: 'trailing comma',
    file: section('special-system'),
    apply: (text) => text.replace(/\n}\s*$/, ',\n}\n'),
  },
  {
    name: 'missing messages.saved',
    file: section('qa'),
    apply: inJson((j) => delete at(j, 'messages').saved),
  },
  {
    name: 'permission that is no feature',
    file: section('hearing'),
    apply: inJson((j) => (j.permission = '聴取項目のデータ連係')),
  },
  {
    name: 'unknown top-level key',
    file: section('e-secretary-benefit'),
    apply: inJson((j) => (j.premission = 'e秘書・紹介・特典の情報')),
  },
  { name: 'section without storage', file: section('remark'), apply: inJson((j) => delete j.storage) },
  {
    name: 'storage at a missing array',
    file: section('product'),
    apply: inJson((j) => (at(j, 'storage', 'parts', 0).at = '/products')),
  },
  {
    name: 'unknown storage part kind',
    file: section('special-system'),
    apply: inJson((j) => (at(j, 'storage', 'parts', 0).kind = 'document')),
  },
  {
    name: 'row id naming no property',
    file: section('qa'),
    apply: inJson((j) => (at(j, 'storage', 'parts', 0).id = 'qa_id')),
  },
  {
    name: 'record part on a row array',
    file: section('call-count-fee'),
    apply: inJson((j) => (at(j, 'storage', 'parts', 0).kind = 'record')),
  },
  {
    name: 'store module that does not exist',
    file: section('duties-content'),
    apply: inJson((j) => (at(j, 'storage').module = 'duties')),
  },
  {
    name: 'modes hide pointer to nothing',
    file: section('customer-member'),
    apply: inJson((j) => (at(j, 'modes', 'contracted').hide = ['member_table_items/items/report_flag'])),
  },
  {
    name: 'tagWarning without its condition',
    file: section('product'),
    apply: inJson((j) => (j.tagWarning = { text: '取扱い商品が登録されていません' })),
  },
  {
    name: 'maxLength as a string',
    file: schema('product'),
    apply: inJson(
      (j) =>
        (at(j, 'properties', 'product_data', 'items', 'properties', 'select_line_name').maxLength = '128'),
    ),
  },
  {
    name: 'misspelt rule keyword',
    file: schema('customer-member'),
    apply: inJson((j) => {
      const kana = at(j, 'properties', 'member_table_items', 'items', 'properties', 'name_kana');
      delete kana.fullWidthKana;
      kana.fullwidthKana = true;
    }),
  },
  {
    name: 'required naming a missing property',
    file: schema('call-count-fee'),
    apply: inJson(
      (j) => (at(j, 'properties', 'call_count_types', 'items').required = ['sort_number', 'nme']),
    ),
  },
  {
    name: 'select option without const',
    file: schema('e-secretary-benefit'),
    apply: inJson((j) => delete at(j, 'properties', 'chance_to_know_master_id', 'oneOf', 0).const),
  },
  {
    name: 'unresolvable $ref',
    file: schema('special-system'),
    apply: inJson(
      (j) => (at(j, 'properties').option_special_system_operation_content = { $ref: '#/$defs/operation' }),
    ),
  },
  {
    name: 'shared definition that does not exist',
    file: schema('billing'),
    apply: (text) => text.replace('defs.json#/$defs/prefecture', 'defs.json#/$defs/prefectures'),
  },
  {
    name: 'shared option list with a number as a string',
    file: 'schemas/defs.json',
    apply: inJson((j) => (at(j, '$defs', 'prefecture', 'oneOf', 0).const = '1')),
  },
  {
    name: 'tab naming a missing section',
    file: 'schemas/pages/customer-detail.json',
    apply: (text) => text.replace('"section": "timing-sheet"', '"section": "timing-sheets"'),
  },
  {
    name: 'tab prefetching without a section',
    file: 'schemas/pages/customer-detail.json',
    apply: inJson((j) => {
      const tab = (j.tabs as Record<string, unknown>[])[1];
      delete tab.section;
      tab.prefetch = true;
    }),
  },
  {
    name: 'seed data over a limit',
    file: 'fixtures/seed/sections/qa.json',
    apply: inJson(
      (j) => (at(j, 'customers', 0, 'data', 'question_and_answers', 0).question = 'あ'.repeat(401)),
    ),
  },
];

const repo = join(import.meta.dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'tas-schemas-'));
let missed = 0;
try {
  cpSync(join(repo, 'schemas'), join(copy, 'schemas'), { recursive: true });
  cpSync(join(repo, 'fixtures', 'seed'), join(copy, 'fixtures', 'seed'), { recursive: true });
  const clean = checkRepository(copy).problems;
  if (clean.length > 0) {
    console.error(`the unchanged copy is refused:\n${clean.join('\n')}`);
    process.exit(1);
  }
  for (const mutation of mutations) {
    const path = join(copy, mutation.file);
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, mutation.apply(original));
    const problems = checkRepository(copy).problems;
    writeFileSync(path, original);
    const named = problems.find((problem) => problem.includes(mutation.file.split('/').slice(-2).join('/')));
    if (named) console.log(`refused  ${mutation.name} — ${named}`);
    else {
      missed += 1;
      console.log(
        `MISSED   ${mutation.name} (${mutation.file})${problems[0] ? ` — only: ${problems[0]}` : ''}`,
      );
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
console.log(`${mutations.length - missed} of ${mutations.length} analyst mistakes refused`);
process.exit(missed > 0 ? 1 : 0);

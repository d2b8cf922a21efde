import { describe, expect, it } from 'vitest';
import type {
  ApprovalDeclaration,
  ApprovalItem,
  Catalogue,
  CatalogueEntry,
} from '../../src/engine/catalogue';
import type { JsonValue } from '../../src/engine/types';
import { changedItems, changedPointers, sameValue } from '../../src/server/approval/compare';
import {
  declarationProblems,
  parseDeclaration,
  requestDeclaration,
  unknownPointers,
} from '../../src/server/approval/declaration';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withSharedDefs } from '../../src/engine/shared-defs';
import type { Schema } from '../../src/engine/types';
import { sectionsDirectory } from '../../src/server/catalogue';
import { basicInfoDeclaration, basicInfoFormSchema } from '../../src/server/store/basic-info/declaration';

// The approval capability's own rules: change detection (002 §4) as a table, and the declaration of
// section.json (parsing, its pointers, and a request type shared by two sections).

type Row = [string, JsonValue | undefined, JsonValue | undefined, boolean];

describe('change detection: the same value for 002 §4', () => {
  const table: Row[] = [
    ['equal texts', 'abc', 'abc', true],
    ['different texts', 'abc', 'abd', false],
    ['an empty string equals null', '', null, true],
    ['null equals an empty string', null, '', true],
    ['a missing value equals an empty string', undefined, '', true],
    ['a missing value equals null', undefined, null, true],
    ['an empty string is not zero', '', 0, false],
    ['null is not false', null, false, false],
    ['a number against its text (a number field typed in)', 1000, '1000', true],
    ['a text against its number', '12', 12, true],
    ['numbers by value', 1.5, '1.50', true],
    ['a different number', 1000, '1001', false],
    ['a number against a text that is no number', 1, 'a', false],
    ['a number against blank text', 0, ' ', false],
    ['equal numbers', 3, 3, true],
    ['a boolean against 1', true, 1, true],
    ['a boolean against "false"', false, 'false', true],
    ['a boolean against 0 text', false, '0', true],
    ['a boolean against the other value', true, 0, false],
    ['a boolean against a text that is no flag', true, 'yes', false],
    ['equal rows', [{ a: 1, b: 'x' }], [{ a: '1', b: 'x' }], true],
    ['a row changed', [{ a: 1 }], [{ a: 2 }], false],
    ['a row added', [{ a: 1 }], [{ a: 1 }, { a: 2 }], false],
    ['a row order changed', [{ a: 1 }, { a: 2 }], [{ a: 2 }, { a: 1 }], false],
    ['a key missing on one side is empty', { a: 1, b: '' }, { a: 1 }, true],
    ['a key missing on one side with a value', { a: 1, b: 'x' }, { a: 1 }, false],
    ['an object against a text', { a: 1 }, 'a', false],
    ['an array against an object', [], {}, false],
    ['nested empties', { a: { b: null } }, { a: { b: '' } }, true],
  ];
  it.each(table)('%s', (_name, a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
    expect(sameValue(b, a)).toBe(same);
  });

  it("leaves out the ignored names at any depth (a row's UI flags)", () => {
    const before = [{ business_code: 'A1', index: 0, is_change_end_date: false }];
    const after = [{ business_code: 'A1', index: 3, is_change_end_date: true }];
    expect(sameValue(before, after)).toBe(false);
    expect(sameValue(before, after, ['index', 'is_change_end_date'])).toBe(true);
  });
});

describe('change detection per approval item', () => {
  const items: ApprovalItem[] = [
    { name: 'contract', pointers: ['/contract/contract_agreement_date', '/contract/service_start_date'] },
    { name: 'invoice_not_made', pointers: ['/contract/invoice_not_made_flag'] },
    { name: 'basic', pointers: ['/order/basic_items'], ignore: ['index'] },
    { name: 'payment_method', pointers: ['/pay_condition/payment_method'] },
  ];
  const before = {
    contract: { contract_agreement_date: '2024-04-01', service_start_date: '', invoice_not_made_flag: false },
    order: { basic_items: [{ index: 0, unit_price: 10000 }] },
    pay_condition: { payment_method: 1 },
  };

  it('finds nothing when only types and empties differ', () => {
    const after = {
      contract: { contract_agreement_date: '2024-04-01', service_start_date: null, invoice_not_made_flag: 0 },
      order: { basic_items: [{ index: 5, unit_price: '10000' }] },
      pay_condition: { payment_method: '1' },
    };
    expect(changedItems(items, before, after)).toEqual([]);
  });

  it('names each changed item once, in the declared order, with its changed pointers', () => {
    const after = {
      contract: {
        contract_agreement_date: '2024-04-01',
        service_start_date: '2024-05-01',
        invoice_not_made_flag: true,
      },
      order: { basic_items: [{ index: 0, unit_price: 10000 }] },
      pay_condition: { payment_method: 3 },
    };
    const changed = changedItems(items, before, after);
    expect(changed.map((item) => item.name)).toEqual(['contract', 'invoice_not_made', 'payment_method']);
    expect(changedPointers(items[0], before, after)).toEqual(['/contract/service_start_date']);
  });
});

// 受注内容 and 支払条件 share request type 1 (002 §4); each declares its groups at its own place.
const orderDeclaration: ApprovalDeclaration = {
  requestType: 1,
  schedule: '/contract/application_schedule_timestamp',
  items: [
    { name: 'basic', pointers: ['/order_table_info/basic_items'], ignore: ['index'] },
    { name: 'each_billing', pointers: ['/order_table_info/each_items'] },
    { name: 'contract', pointers: ['/contract/contract_agreement_date', '/contract/service_start_date'] },
    { name: 'invoice_bottom_text', pointers: ['/contract/invoice_bottom_text'] },
    { name: 'invoice_not_made', pointers: ['/contract/invoice_not_made_flag'] },
    { name: 'invoice_send_type', pointers: ['/contract/invoice_send_type_selected'] },
    { name: 'business_report_send_type', pointers: ['/contract/business_report_send_type_selected'] },
    { name: 'application_schedule_timestamp', pointers: ['/contract/application_schedule_timestamp'] },
  ],
};
const paymentDeclaration: ApprovalDeclaration = {
  requestType: 1,
  at: '/pay_condition',
  items: [
    { name: 'payment_method', pointers: ['/payment_method'] },
    { name: 'account_info', pointers: ['/account_info'] },
    { name: 'payment_cycle', pointers: ['/payment_cycle'] },
    { name: 'payment_first_method', pointers: ['/payment_first_method'] },
  ],
};

// The sections whose section.json declares approval, read file by file (a section being written beside
// them need not be complete).
function declaredSections(): Record<string, CatalogueEntry> {
  const out: Record<string, CatalogueEntry> = {};
  for (const id of readdirSync(sectionsDirectory)) {
    const file = join(sectionsDirectory, id, 'section.json');
    if (!existsSync(file)) continue;
    const section = JSON.parse(readFileSync(file, 'utf8')) as CatalogueEntry['section'];
    if (!section.approval) continue;
    const schema = JSON.parse(readFileSync(join(sectionsDirectory, id, 'schema.json'), 'utf8')) as Schema;
    out[id] = { section, schema: withSharedDefs(schema), ui: {} };
  }
  return out;
}

function entry(id: string, approval: ApprovalDeclaration): CatalogueEntry {
  return {
    section: {
      id,
      title: id,
      permission: '受注内容',
      load: { path: 'customers/get', root: 'x' },
      save: { path: 'customers/save', encoding: 'json', fields: [] },
      storage: { routes: 'basic-info' },
      messages: { loadFailed: '', saveFailed: '', saved: '' },
      approval,
    },
    schema: {},
    ui: {},
  } as CatalogueEntry;
}

describe('the declaration', () => {
  it('accepts the order and payment groups of 002 §3.5 and §4', () => {
    expect(declarationProblems(orderDeclaration)).toEqual([]);
    expect(declarationProblems(paymentDeclaration)).toEqual([]);
    expect(parseDeclaration(orderDeclaration)).toBe(orderDeclaration);
  });

  it('names every problem of a broken declaration', () => {
    const broken = {
      requestType: 0,
      items: [
        { name: 'Basic', pointers: [] },
        { name: 'contract', pointers: ['contract'] },
        { name: 'contract', pointers: ['/a'], ignore: 'index' },
        { name: 'rows', pointers: ['/a', '/b'], rows: { key: 'id', text: ['code'] } },
        { name: 'more_rows', pointers: ['/c'], rows: { key: 'id', text: [] } },
      ],
      schedule: 'no pointer',
      creditScreening: 'yes',
      answer: { pending: 'is_update', sentBack: 'Sent back' },
    };
    expect(declarationProblems(broken)).toEqual([
      'approval.requestType is no positive integer',
      'approval.items[0].name is no name',
      'approval.items[0].pointers lists no pointer',
      'approval.items[1].pointers: "contract" is no JSON pointer',
      'approval.items[2].ignore lists no names',
      'approval.items[3].rows needs exactly one pointer (the row array)',
      'approval.items[4].rows names no row id and columns',
      'approval.items: contract named twice',
      'approval.schedule is no JSON pointer',
      'approval.answer.sentBack is no name',
      'approval.answer.editable is no name',
      'approval.creditScreening is no boolean',
    ]);
    expect(() => parseDeclaration(broken, 'x/section.json')).toThrow(
      /^x\/section\.json: approval\.requestType/,
    );
    expect(declarationProblems({ requestType: 2, items: [] })).toEqual(['approval.items lists no item']);
    expect(declarationProblems('approval')).toEqual(['approval is not an object']);
  });

  it('merges the sections declaring one request type, each pointer under its section', () => {
    const catalogue: Catalogue = {
      order: entry('order', orderDeclaration),
      payment: entry('payment', paymentDeclaration),
    };
    const merged = requestDeclaration(catalogue, 1);
    expect(merged?.items.map((item) => item.name)).toEqual([
      ...orderDeclaration.items.map((item) => item.name),
      'payment_method',
      'account_info',
      'payment_cycle',
      'payment_first_method',
    ]);
    expect(merged?.items.find((item) => item.name === 'account_info')?.pointers).toEqual([
      '/pay_condition/account_info',
    ]);
    expect(merged?.schedule).toBe('/contract/application_schedule_timestamp');
    expect(merged?.creditScreening).toBeUndefined();
    expect(requestDeclaration(catalogue, 2)).toBeUndefined();
  });

  it("reads 基本情報's declaration from its section.json: request type 2, screened, every item in its schema", () => {
    const catalogue: Catalogue = { 'basic-info': declaredSections()['basic-info'] };
    expect(catalogue['basic-info'].section.approval).toEqual(basicInfoDeclaration);
    expect(requestDeclaration(catalogue, 2)).toEqual({
      requestType: 2,
      items: basicInfoDeclaration.items,
      schedule: '/application_schedule_timestamp',
      creditScreening: true,
      contractApprovalStatus: true,
    });
    expect(basicInfoDeclaration.items.map((item) => item.name)).toContain('customer_personal_files');
    expect(unknownPointers(basicInfoDeclaration, basicInfoFormSchema)).toEqual([]);
  });

  it('finds a pointer that names nothing in the schema', () => {
    const declaration = { requestType: 2, items: [{ name: 'x', pointers: ['/management_numbers/nothing'] }] };
    expect(unknownPointers(declaration, basicInfoFormSchema)).toEqual(['/management_numbers/nothing']);
  });

  it('holds every section that declares approval to its schema', () => {
    for (const { section, schema } of Object.values(declaredSections()))
      if (section.approval) {
        expect(declarationProblems(section.approval), section.id).toEqual([]);
        // Pointers name the section's own data (`at` places it in the request's).
        expect(unknownPointers(section.approval, schema), section.id).toEqual([]);
      }
  });
});

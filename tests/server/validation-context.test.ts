import type { Schema } from '../../src/engine/types';
import { validateForm } from '../../src/engine/validator';
import { openDatabase, type Db } from '../../src/server/store/database';
import { seedIfEmpty } from '../../src/server/store/seed';
import { validationContext } from '../../src/server/validation-context';

// A field an analyst marks `uniqueDidNumber`: the server's check asks the database through the context.
// The rule keywords are not in JSON Schema's type: a schema as it comes from a schema.json file.
const schema = JSON.parse(
  '{"type":"object","properties":{"did_number":{"type":"string","title":"D番号","maxLength":100,"uniqueDidNumber":true}}}',
) as Schema;

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
});
afterAll(() => db.close());

describe('the server validation context', () => {
  it("refuses another customer's D番号 with the rule's message", () => {
    // Demo customer 2 holds 050-3000-0002 (fixtures/seed/customers.json).
    expect(validateForm(schema, { did_number: '050-3000-0002' }, validationContext(db, 1))).toEqual({
      '/did_number': ['D番号の「050-3000-0002」は既に他の顧客で使用されています'],
    });
  });

  it("accepts the customer's own D番号 and an unused one", () => {
    expect(validateForm(schema, { did_number: '050-3000-0001' }, validationContext(db, 1))).toEqual({});
    expect(validateForm(schema, { did_number: '050-9999-9999' }, validationContext(db, 1))).toEqual({});
  });
});

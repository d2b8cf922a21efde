import type { Schema } from '../../src/engine/types';
import { validateForm } from '../../src/engine/validator';
import type { Db } from '../../src/server/store/database';
import { openTestStore } from './test-database';
import { validationContext } from '../../src/server/validation-context';

// A field an analyst marks `uniqueDidNumber`: the server's check asks the database through the context.
// The rule keywords are not in JSON Schema's type: a schema as it comes from a schema.json file.
const schema = JSON.parse(
  '{"type":"object","properties":{"did_number":{"type":"string","title":"D番号","maxLength":100,"uniqueDidNumber":true}}}',
) as Schema;

let db: Db;
beforeAll(async () => {
  db = await openTestStore();
});
afterAll(() => db.destroy());

const check = async (customerId: number, data: { did_number: string }) =>
  validateForm(schema, data, await validationContext(db, customerId, schema, data));

describe('the server validation context', () => {
  it("refuses another customer's D番号 with the rule's message", async () => {
    // Demo customer 2 holds 050-3000-0002 (fixtures/seed/customers.json).
    expect(await check(1, { did_number: '050-3000-0002' })).toEqual({
      '/did_number': ['D番号の「050-3000-0002」は既に他の顧客で使用されています'],
    });
  });

  it("accepts the customer's own D番号 and an unused one", async () => {
    expect(await check(1, { did_number: '050-3000-0001' })).toEqual({});
    expect(await check(1, { did_number: ' 050-9999-9999 ' })).toEqual({});
  });
});

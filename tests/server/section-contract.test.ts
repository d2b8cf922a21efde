import type { FastifyInstance } from 'fastify';
import { requiredSaveFields, saveFieldPointers, type CatalogueEntry } from '../../src/engine/catalogue';
import { toLoaded } from '../../src/engine/section-calls';
import type { FormData, JsonValue, Schema } from '../../src/engine/types';
import { valueAt } from '../../src/engine/ui-rules';
import { sectionAdapters } from '../../src/sections/adapters';
import { loadCatalogue } from '../../src/server/catalogue';
import { get, login, newApp, post, stampOf, withoutSalesFeature } from './helpers';

// Every section the one pipeline serves (基本情報 has routes of its own and tests of its own).
const catalogue = loadCatalogue();
const sections = Object.values(catalogue).filter((entry) => !('routes' in entry.section.storage));

// The fields a section's save group partners send with it, as their screens hold them (受注内容 and 支払条件
// are saved together, 002 §2.2): the same answer carries their data.
function partnerFields(entry: CatalogueEntry, answer: Record<string, unknown>): Record<string, JsonValue> {
  const partners = Object.values(catalogue).filter(
    (other) => other !== entry && other.section.save.path === entry.section.save.path,
  );
  return Object.fromEntries(
    partners.flatMap((partner) => {
      const { data } = toLoaded(partner.section, partner.schema, answer, undefined);
      return saveFieldPointers(partner.section.save).map(([name, pointer]) => [
        name,
        valueAt(data, pointer) ?? null,
      ]);
    }),
  );
}
const customerId = 1;

const loadUrl = (entry: CatalogueEntry, id = customerId) =>
  `/api/v1/${entry.section.load.path}?customer_id=${id}&is_entry=0&user_id=1`;
const saveUrl = (entry: CatalogueEntry) => `/api/v1/${entry.section.save.path}`;

async function answerOf(app: FastifyInstance, entry: CatalogueEntry, cookie: string) {
  const response = await get(app, loadUrl(entry), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

/** The section's form data and what its save would carry, as the screen builds them. */
function screenOf(entry: CatalogueEntry, answer: Record<string, unknown>) {
  const adapter = entry.section.adapter ? sectionAdapters[entry.section.adapter] : undefined;
  const loaded = toLoaded(entry.section, entry.schema, answer, adapter);
  const request = (data: FormData, stamp: string): Record<string, unknown> => {
    const common = {
      customer_id: customerId,
      is_entry: 0,
      updated_user_id: 1,
      customer_updated_timestamp: stamp,
    };
    if (adapter) {
      const context = {
        customerId,
        isEntry: false,
        userId: 1,
        customerUpdatedTimestamp: stamp,
        extra: loaded.extra,
      };
      return { ...common, ...adapter.toRequest(data, context).fields };
    }
    const pairs = saveFieldPointers(entry.section.save).map(([name, pointer]) => [
      name,
      valueAt(data, pointer) ?? null,
    ]);
    // A section on the approval cycle: the user confirmed the modal; its values wait as the pending copy,
    // which the loaded data shows.
    const confirmed = entry.section.approval ? { confirmed_approval_request: true } : {};
    return { ...common, ...partnerFields(entry, answer), ...Object.fromEntries(pairs), ...confirmed };
  };
  return { data: loaded.data, request };
}

// A copy of the data with `value` at the pointer; arrays on the way stay arrays (a row's field).
function setAt(data: FormData, pointer: string, value: JsonValue): FormData {
  const set = (node: JsonValue | undefined, [head, ...rest]: string[]): JsonValue => {
    const next = (child: JsonValue | undefined) => (rest.length === 0 ? value : set(child, rest));
    if (Array.isArray(node)) return node.map((item, at) => (String(at) === head ? next(item) : item));
    const object = node !== null && typeof node === 'object' ? node : {};
    return { ...object, [head]: next(object[head]) };
  };
  return set(data, pointer.split('/').slice(1)) as FormData;
}

// A character every rule of a limited text accepts; fields with other rules are left out.
function fillerOf(schema: Schema): string | undefined {
  const rules = Object.keys(schema).filter(
    (key) => !['type', 'title', 'maxLength', 'description', 'default'].includes(key),
  );
  if (schema.type !== 'string' || typeof schema.maxLength !== 'number' || schema.readOnly) return undefined;
  if (rules.length === 0) return 'あ';
  if (rules.length === 1 && rules[0] === 'fullWidthKana') return 'ア';
  if (rules.length === 1 && rules[0] === 'halfWidthDigits') return '1';
  return undefined;
}

/** Every limited text the loaded data holds (a row array's first row stands for its rows): pointer, limit, filler. */
function limitedTexts(
  schema: Schema,
  data: JsonValue | undefined,
  base = '',
): { pointer: string; max: number; filler: string }[] {
  if (schema.type === 'array' && Array.isArray(data) && data.length > 0)
    return limitedTexts(schema.items as Schema, data[0], `${base}/0`);
  if (!schema.properties || data === null || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => {
    const pointer = `${base}/${key}`;
    const filler = fillerOf(child as Schema);
    if (filler && key in data) return [{ pointer, max: (child as Schema).maxLength as number, filler }];
    return limitedTexts(child as Schema, (data as Record<string, JsonValue>)[key], pointer);
  });
}

// The saved value of a field: a row's field is found by the row's id (`ui:options.idKey`), as a new sort
// number may move the row.
function valueAfterSave(entry: CatalogueEntry, before: FormData, after: FormData, pointer: string) {
  const match = /^(\/[^/]+)\/0(\/.+)$/.exec(pointer);
  if (!match) return valueAt(after, pointer);
  const [, rows, rest] = match;
  const ui = valueAt(entry.ui as JsonValue, rows) as Record<string, JsonValue> | undefined;
  const idKey = String((ui?.['ui:options'] as Record<string, JsonValue> | undefined)?.idKey ?? 'id');
  const id = valueAt(before, `${rows}/0/${idKey}`);
  const row = (valueAt(after, rows) as Record<string, JsonValue>[]).find((item) => item[idKey] === id);
  if (!row) throw new Error(`no row ${idKey}=${String(id)} in ${JSON.stringify(valueAt(after, rows))}`);
  return valueAt(row, rest);
}

describe.each(sections.map((entry) => [entry.section.id, entry] as const))(
  'section %s through the one pipeline',
  (_id, entry) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await newApp();
    });
    afterAll(() => app.close());

    it('answers 401 without a session, for load and save', async () => {
      expect((await get(app, loadUrl(entry))).statusCode).toBe(401);
      expect((await post(app, saveUrl(entry), { customer_id: customerId })).statusCode).toBe(401);
    });

    it('answers 404 for an unknown customer', async () => {
      const cookie = await login(app, 'admin');
      expect((await get(app, loadUrl(entry, 999_999), cookie)).statusCode).toBe(404);
      const response = await post(
        app,
        saveUrl(entry),
        { customer_id: 999_999, customer_updated_timestamp: '' },
        cookie,
      );
      expect(response.statusCode).toBe(404);
    });

    it('refuses a stale stamp with 409 and writes nothing', async () => {
      const cookie = await login(app, 'admin');
      const before = await answerOf(app, entry, cookie);
      const { data, request } = screenOf(entry, before);
      const texts = limitedTexts(entry.schema, data);
      const changed = texts.length > 0 ? setAt(data, texts[0].pointer, texts[0].filler) : data;
      const response = await post(app, saveUrl(entry), request(changed, '2000-01-01 00:00:00.000'), cookie);
      expect(response.statusCode, response.body).toBe(409);
      expect(await answerOf(app, entry, cookie)).toEqual(before);
    });

    it('refuses each limited text at its limit + 1 with 422, writing nothing, and saves every one at its limit', async () => {
      const cookie = await login(app, 'admin');
      const before = await answerOf(app, entry, cookie);
      const { data, request } = screenOf(entry, before);
      const texts = limitedTexts(entry.schema, data);
      expect(texts.length, 'a section has a limited text to try').toBeGreaterThan(0);
      const stamp = await stampOf(app, customerId, cookie);
      for (const { pointer, max, filler } of texts) {
        const over = setAt(data, pointer, filler.repeat(max + 1));
        const response = await post(app, saveUrl(entry), request(over, stamp), cookie);
        expect(response.statusCode, `${pointer} at ${max + 1}`).toBe(422);
        expect(JSON.stringify(response.json()), pointer).toContain(String(max));
      }
      expect(await answerOf(app, entry, cookie)).toEqual(before);
      expect(await stampOf(app, customerId, cookie)).toBe(stamp);

      const atLimit = texts.reduce(
        (out, { pointer, max, filler }) => setAt(out, pointer, filler.repeat(max)),
        data,
      );
      const saved = await post(app, saveUrl(entry), request(atLimit, stamp), cookie);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ customer_updated_timestamp: string }>().customer_updated_timestamp > stamp).toBe(
        true,
      );
      const after = screenOf(entry, await answerOf(app, entry, cookie)).data;
      for (const { pointer, max, filler } of texts)
        expect(valueAfterSave(entry, data, after, pointer), pointer).toBe(filler.repeat(max));
    });

    it('refuses a body without the section data, or with part of it, with 422 and no new stamp', async () => {
      const cookie = await login(app, 'admin');
      const stamp = await stampOf(app, customerId, cookie);
      const full = screenOf(entry, await answerOf(app, entry, cookie)).request(
        screenOf(entry, await answerOf(app, entry, cookie)).data,
        stamp,
      );
      const required = requiredSaveFields(entry.section.save);
      expect(required.length, 'a save names what it carries').toBeGreaterThan(0);
      const partial = Object.fromEntries(
        Object.entries(full).filter(([name]) => name !== required[required.length - 1]),
      );
      for (const body of [{ customer_id: customerId, customer_updated_timestamp: stamp }, partial]) {
        const response = await post(app, saveUrl(entry), body, cookie);
        expect(response.statusCode).toBe(422);
        expect(JSON.stringify(response.json())).toContain(
          `${entry.section.title}の保存内容が送信されていません`,
        );
        expect(await stampOf(app, customerId, cookie)).toBe(stamp);
      }
    });

    it('refuses data carrying another customer with 422 and no new stamp', async () => {
      const cookie = await login(app, 'admin');
      const stamp = await stampOf(app, customerId, cookie);
      const screen = screenOf(entry, await answerOf(app, entry, cookie));
      const full = screen.request(screen.data, stamp);
      const [name] = requiredSaveFields(entry.section.save);
      const value = full[name];
      const foreign =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? { ...value, customer_id: 2 }
          : [{ customer_id: 2 }];
      const response = await post(app, saveUrl(entry), { ...full, [name]: foreign }, cookie);
      expect(response.statusCode, response.body).toBe(422);
      expect(JSON.stringify(response.json())).toContain('他の顧客のデータが含まれているため保存できません');
      expect(await stampOf(app, customerId, cookie)).toBe(stamp);
    });

    it('lets a role without the feature read the section but not save it (403)', async () => {
      await withoutSalesFeature(entry.section.permission, async (own) => {
        const cookie = await login(own, 'sales');
        expect((await get(own, loadUrl(entry), cookie)).statusCode).toBe(200);
        const stamp = await stampOf(own, customerId, cookie);
        const response = await post(
          own,
          saveUrl(entry),
          { customer_id: customerId, customer_updated_timestamp: stamp },
          cookie,
        );
        expect(response.statusCode).toBe(403);
      });
    });
  },
);

describe('rows of another customer in a save', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await newApp();
  });
  afterAll(() => app.close());

  const members = (answer: Record<string, unknown>) =>
    (answer.customer_member_setting as { member_table_items: Record<string, JsonValue>[] })
      .member_table_items;

  it("refuses to change or delete another customer's row: 422, nothing written, no new stamp", async () => {
    const cookie = await login(app, 'admin');
    const url = (id: number) => `/api/v1/customers/getMemberSetting?customer_id=${id}&is_entry=0`;
    // The first customer after 1 with members of its own.
    let other = 2;
    while (members((await get(app, url(other), cookie)).json()).length === 0 && other < 50) other += 1;
    const theirs = members((await get(app, url(other), cookie)).json());
    expect(theirs.length).toBeGreaterThan(0);
    const before = (await get(app, url(other), cookie)).body;
    const stamp = await stampOf(app, 1, cookie);
    const taken = { ...theirs[0], employee_name: '乗っ取り' };
    for (const row of [taken, { ...theirs[0], is_delete: true }]) {
      const response = await post(
        app,
        '/api/v1/customers/updateMember',
        { customer_id: 1, customer_updated_timestamp: stamp, customer_employees: [row] },
        cookie,
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(JSON.stringify(response.json())).toContain('他の顧客のデータが含まれているため保存できません');
    }
    expect(await stampOf(app, 1, cookie)).toBe(stamp);
    expect((await get(app, url(other), cookie)).body).toBe(before);
  });
});

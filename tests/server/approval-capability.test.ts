import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNow } from '../../rules/lib/clock';
import type { ApprovalDeclaration, Catalogue, CatalogueEntry } from '../../src/engine/catalogue';
import type { FormData, JsonValue, Schema } from '../../src/engine/types';
import {
  findApplication,
  openApplication,
  sentBackApplication,
} from '../../src/server/approval/applications';
import { changedItems, changedPointers } from '../../src/server/approval/compare';
import { applyDueReservations, approve, revertReservation, sendBack } from '../../src/server/approval/cycle';
import { requestDeclaration } from '../../src/server/approval/declaration';
import { approvalHistory, approvalPage, previewEdition } from '../../src/server/approval/lists';
import { requestChange, type ChangeRequest } from '../../src/server/approval/request';
import type { ApprovalSubject } from '../../src/server/approval/subject';
import { storedSubject } from '../../src/server/approval/stored-subject';
import { declaredStore } from '../../src/server/store/sections/declared-store';
import { basicInfoApproval } from '../../src/server/store/basic-info/approval';
import { inTransaction, type Db } from '../../src/server/store/database';
import { openTestStore } from './test-database';

// The approval capability driven with a second, test-only declaration: an "order" section and a
// "payment" section sharing one request type (as 受注内容 and 支払条件 do, 002 §4), whose data lives in
// columns of customers. Nothing here is 基本情報's: the capability is not written for one section.

const requestType = 91;
const customerId = 3;

const orderDeclaration: ApprovalDeclaration = {
  requestType,
  schedule: '/contract/application_schedule_timestamp',
  items: [
    {
      name: 'contract',
      title: '契約日',
      pointers: ['/contract/contract_agreement_date', '/contract/service_start_date'],
    },
    { name: 'shipping', pointers: ['/contract/is_shipping_of_mail'] },
  ],
};
const paymentDeclaration: ApprovalDeclaration = {
  requestType,
  at: '/pay_condition',
  items: [{ name: 'payment_method', pointers: ['/payment_method'] }],
};

const section = (id: string, approval: ApprovalDeclaration) =>
  ({ section: { id, approval }, schema: {}, ui: {} }) as unknown as CatalogueEntry;
const catalogue: Catalogue = {
  order: section('order', orderDeclaration),
  payment: section('payment', paymentDeclaration),
};

const schema: Schema = {
  type: 'object',
  properties: {
    contract: {
      type: 'object',
      properties: {
        contract_agreement_date: { type: 'string', title: '契約日' },
        service_start_date: { type: 'string', title: 'サービス開始日' },
        is_shipping_of_mail: { type: 'boolean', title: '郵送' },
        application_schedule_timestamp: { type: 'string', title: '反映日時' },
      },
    },
    pay_condition: {
      type: 'object',
      properties: {
        payment_method: {
          title: '支払方法',
          oneOf: [
            { const: 1, title: '振込' },
            { const: 3, title: '口座振替' },
          ],
        },
      },
    },
  },
};

// Where each pointer is stored: a column of customers.
const columns: Record<
  string,
  'contract_agreement_date' | 'service_start_date' | 'is_shipping_of_mail' | 'payment_method_id'
> = {
  '/contract/contract_agreement_date': 'contract_agreement_date',
  '/contract/service_start_date': 'service_start_date',
  '/contract/is_shipping_of_mail': 'is_shipping_of_mail',
  '/pay_condition/payment_method': 'payment_method_id',
};

const declaration = requestDeclaration(catalogue, requestType);
if (!declaration) throw new Error('no declaration');

const subject: ApprovalSubject = {
  declaration,
  schema,
  current: async (db, id) => {
    const row = await db
      .selectFrom('customers')
      .select(['contract_agreement_date', 'service_start_date', 'is_shipping_of_mail', 'payment_method_id'])
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      contract: {
        contract_agreement_date: row.contract_agreement_date ?? '',
        service_start_date: row.service_start_date ?? '',
        is_shipping_of_mail: row.is_shipping_of_mail === 1,
        application_schedule_timestamp: '',
      },
      pay_condition: { payment_method: row.payment_method_id },
    };
  },
  apply: async (db, id, { before, after }) => {
    for (const item of changedItems(declaration.items, before, after))
      for (const pointer of changedPointers(item, before, after)) {
        const [group, key] = pointer.slice(1).split('/');
        const value = (after[group] as Record<string, JsonValue>)[key];
        await db
          .updateTable('customers')
          .set({
            [columns[pointer]]: typeof value === 'boolean' ? Number(value) : value === '' ? null : value,
          })
          .where('customer_id', '=', id)
          .execute();
      }
  },
  preview: (_db, record) => Promise.resolve({ order_detail: record.after }),
};

let db: Db;
beforeEach(async () => {
  db = await openTestStore();
});
afterEach(async () => {
  setNow(undefined);
  await db.destroy();
});

const stamp = '2026-05-01 10:00:00.000';
const decided = { timestamp: stamp, userId: 1 };

async function changed(edit: (data: FormData) => void, confirmed = true): Promise<ChangeRequest> {
  const data = structuredClone(await subject.current(db, customerId)) as Record<
    string,
    Record<string, JsonValue>
  >;
  edit(data);
  return { customerId, userId: 1, stamp, data, confirmed };
}

const change = (request: ChangeRequest) => inTransaction(db, (trx) => requestChange(trx, subject, request));
const customerRow = () =>
  db
    .selectFrom('customers')
    .select(['contract_agreement_date', 'service_start_date', 'payment_method_id', 'is_shipping_of_mail'])
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();

describe('the approval capability with a second declaration', () => {
  it('compares with the baseline by type: a save changing nothing that needs approval is saved as usual', async () => {
    await db
      .updateTable('customers')
      .set({ service_start_date: null, payment_method_id: 1, is_shipping_of_mail: 1 })
      .where('customer_id', '=', customerId)
      .execute();
    const request = await changed((data) => {
      (data.pay_condition as Record<string, JsonValue>).payment_method = '1';
      const contract = data.contract as Record<string, JsonValue>;
      contract.service_start_date = null;
      contract.is_shipping_of_mail = 1;
    });
    expect(await change(request)).toEqual({ kind: 'unchanged' });
    expect(await openApplication(db, requestType, customerId)).toBeUndefined();
  });

  it('lists the changed items for the modal, then opens one application once confirmed', async () => {
    const edit = (data: FormData) => {
      (data.contract as Record<string, JsonValue>).service_start_date = '2026-06-01';
      (data.pay_condition as Record<string, JsonValue>).payment_method = 3;
    };
    const unconfirmed = await change(await changed(edit, false));
    expect(unconfirmed.kind).toBe('confirm');
    if (unconfirmed.kind !== 'confirm') return;
    expect(unconfirmed.items.map((item) => item.name)).toEqual(['contract', 'payment_method']);
    expect(await openApplication(db, requestType, customerId)).toBeUndefined();

    const requested = await change(await changed(edit));
    expect(requested.kind).toBe('requested');
    if (requested.kind !== 'requested') return;
    const open = await openApplication(db, requestType, customerId);
    expect(open).toMatchObject({
      request_type: requestType,
      update_application_status: 1,
      approval_request_status: 3,
    });
    // Asked at once (not screened): the 承認 badge is raised and the list shows it beside 基本情報's.
    const badge = await db
      .selectFrom('notification_badges')
      .select('target_table_unique_id')
      .where('target_table_unique_id', '=', requested.headerId)
      .execute();
    expect(badge).toHaveLength(1);
    const page = await approvalPage(db, [basicInfoApproval, subject], 1, 100);
    const row = page.data.find((entry) => entry.customer_update_application_header_id === requested.headerId);
    expect(row?.changed_items).toEqual([
      { item: '契約日', before: expect.any(String) as string, after: '2026-06-01' },
      { item: '支払方法', before: expect.any(String) as string, after: '口座振替' },
    ]);
    // Not a basic-info application: 基本情報's open application is untouched.
    expect(await openApplication(db, basicInfoApproval.declaration.requestType, customerId)).toBeUndefined();
    // A second request while one is open is refused.
    expect(await change(await changed(edit))).toEqual({ kind: 'running' });
    // The preview is the subject's, the history names the request type.
    expect(await previewEdition(db, [basicInfoApproval, subject], customerId, requested.headerId)).toEqual({
      order_detail: open?.after,
    });
    const history = await approvalHistory(db, [basicInfoApproval, subject], customerId, 4);
    expect(history[0]).toMatchObject({ header_id: requested.headerId, request_type: requestType, status: 1 });
    expect(history[0].label).toMatch(/承認待ち$/);

    // 承認 without a reflection time applies the changed items at once.
    const record = await findApplication(db, customerId, requested.headerId);
    if (!record) throw new Error('no application');
    expect(await inTransaction(db, (trx) => approve(trx, subject, record, decided))).toBe('reflected');
    expect(await customerRow()).toMatchObject({ service_start_date: '2026-06-01', payment_method_id: 3 });
    expect(await openApplication(db, requestType, customerId)).toBeUndefined();
  });

  it('reserves an approval with a future reflection time, applies it lazily once, and only its items', async () => {
    setNow('2026-05-01T10:00:00+09:00');
    const requested = await change(
      await changed((data) => {
        const contract = data.contract as Record<string, JsonValue>;
        contract.contract_agreement_date = '2026-07-01';
        contract.application_schedule_timestamp = '2026-07-01 09:00';
      }),
    );
    if (requested.kind !== 'requested') throw new Error(requested.kind);
    const record = await findApplication(db, customerId, requested.headerId);
    expect(record?.application_schedule_timestamp).toBe('2026-07-01 09:00');
    if (!record) return;
    expect(await inTransaction(db, (trx) => approve(trx, subject, record, decided))).toBe('reserved');
    // Saved meanwhile, outside the application: the reservation must leave it alone.
    await db
      .updateTable('customers')
      .set({ payment_method_id: 1 })
      .where('customer_id', '=', customerId)
      .execute();
    expect(await applyDueReservations(db, customerId, [subject])).toBe(false);
    setNow('2026-07-01T09:00:00+09:00');
    // Without the subject the reservation is not this call's to apply.
    expect(await applyDueReservations(db, customerId, [basicInfoApproval])).toBe(false);
    const results = await Promise.all([
      applyDueReservations(db, customerId, [subject]),
      applyDueReservations(db, customerId, [subject]),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await customerRow()).toMatchObject({
      contract_agreement_date: '2026-07-01',
      payment_method_id: 1,
    });
    expect(await findApplication(db, customerId, requested.headerId)).toMatchObject({
      update_application_status: 2,
    });
  });

  it('reverts a reservation: nothing applies when its time comes', async () => {
    setNow('2026-05-01T10:00:00+09:00');
    const before = await customerRow();
    const requested = await change(
      await changed((data) => {
        const contract = data.contract as Record<string, JsonValue>;
        contract.is_shipping_of_mail = !(before.is_shipping_of_mail === 1);
        contract.application_schedule_timestamp = '2026-06-01 09:00';
      }),
    );
    if (requested.kind !== 'requested') throw new Error(requested.kind);
    const record = await findApplication(db, customerId, requested.headerId);
    if (!record) throw new Error('no application');
    await inTransaction(db, (trx) => approve(trx, subject, record, decided));
    const reserved = await findApplication(db, customerId, requested.headerId);
    if (!reserved) throw new Error('no application');
    expect(await inTransaction(db, (trx) => revertReservation(trx, reserved))).toBe(true);
    expect(await inTransaction(db, (trx) => revertReservation(trx, reserved))).toBe(false);
    setNow('2026-06-02T09:00:00+09:00');
    expect(await applyDueReservations(db, customerId, [subject])).toBe(false);
    expect(await customerRow()).toEqual(before);
    const history = await approvalHistory(db, [subject], customerId, 4);
    expect(history[0]).toMatchObject({ status: 7, is_reserved: false });
  });

  it('sends back: the values stay as the sent-back copy and the next request is 5 (再申請)', async () => {
    const before = await customerRow();
    const edit = (data: FormData) => {
      (data.contract as Record<string, JsonValue>).contract_agreement_date = '2026-08-01';
    };
    const first = await change(await changed(edit));
    if (first.kind !== 'requested') throw new Error(first.kind);
    const record = await findApplication(db, customerId, first.headerId);
    if (!record) throw new Error('no application');
    expect(await inTransaction(db, (trx) => sendBack(trx, subject, record, decided))).toBe(true);
    expect(await inTransaction(db, (trx) => sendBack(trx, subject, record, decided))).toBe(false);
    expect(await customerRow()).toEqual(before);
    const copy = await sentBackApplication(db, requestType, customerId);
    expect((copy?.after.contract as Record<string, JsonValue>).contract_agreement_date).toBe('2026-08-01');
    expect(
      await sentBackApplication(db, basicInfoApproval.declaration.requestType, customerId),
    ).toBeUndefined();
    const second = await change(await changed(edit));
    if (second.kind !== 'requested') throw new Error(second.kind);
    expect(await openApplication(db, requestType, customerId)).toMatchObject({
      update_application_status: 5,
    });
    // The new request hides the sent-back copy.
    expect(await sentBackApplication(db, requestType, customerId)).toBeUndefined();
  });

  it('leaves the customer statuses alone when the declaration does not move them', async () => {
    const statuses = () =>
      db
        .selectFrom('customers as c')
        .leftJoin('customer_basic_infos as b', 'b.customer_id', 'c.customer_id')
        .select(['c.credit_screening_approval_status', 'b.contract_approval_status'])
        .where('c.customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
    const was = await statuses();
    const requested = await change(
      await changed((data) => {
        (data.contract as Record<string, JsonValue>).contract_agreement_date = '2026-09-01';
      }),
    );
    if (requested.kind !== 'requested') throw new Error(requested.kind);
    expect(await statuses()).toEqual(was);
  });
});

// 受注内容 and 支払条件's way onto the capability: two sections with declared storage sharing a request
// type; the subject reads and writes them through their stores (storedSubject).
const storedOrder = {
  section: {
    id: 'test-order',
    title: 'テスト受注',
    load: { path: 'customers/getTestOrder', root: 'order_detail' },
    storage: {
      parts: [
        {
          kind: 'columns',
          table: 'customers',
          at: '/contract',
          fields: ['contract_agreement_date', 'service_start_date'],
        },
      ],
    },
    approval: {
      requestType: 92,
      schedule: '/contract/application_schedule_timestamp',
      items: [{ name: 'contract', pointers: ['/contract/contract_agreement_date'] }],
    },
  },
  schema: {
    type: 'object',
    properties: {
      contract: {
        type: 'object',
        properties: {
          contract_agreement_date: { type: 'string', title: '契約日' },
          service_start_date: { type: 'string', title: 'サービス開始日' },
          application_schedule_timestamp: { type: 'string', title: '反映日時' },
        },
      },
    },
  },
  ui: {},
} as unknown as CatalogueEntry;
const storedPayment = {
  section: {
    id: 'test-payment',
    title: 'テスト支払条件',
    load: { path: 'customers/getTestOrder', root: 'pay_condition' },
    storage: { parts: [{ kind: 'columns', table: 'customers', at: '', fields: ['payment_method_id'] }] },
    approval: {
      requestType: 92,
      at: '/pay_condition',
      items: [{ name: 'payment_method', pointers: ['/payment_method_id'] }],
    },
  },
  schema: {
    type: 'object',
    properties: {
      payment_method_id: {
        title: '支払方法',
        oneOf: [
          { const: 1, title: '振込' },
          { const: 3, title: '口座振替' },
        ],
      },
    },
  },
  ui: {},
} as unknown as CatalogueEntry;

describe('a subject over declared section stores', () => {
  const stored = storedSubject(
    [
      { entry: storedOrder, store: declaredStore(storedOrder) },
      { entry: storedPayment, store: declaredStore(storedPayment) },
    ],
    92,
  );

  it('requests, reserves and applies only the changed items through the stores', async () => {
    setNow('2026-05-01T10:00:00+09:00');
    await db
      .updateTable('customers')
      .set({ contract_agreement_date: '2024-04-01', service_start_date: '2024-04-15', payment_method_id: 1 })
      .where('customer_id', '=', customerId)
      .execute();
    const before = await stored.current(db, customerId);
    expect(before).toMatchObject({
      contract: { contract_agreement_date: '2024-04-01', service_start_date: '2024-04-15' },
      pay_condition: { payment_method_id: 1 },
    });
    const data = structuredClone(before) as Record<string, Record<string, JsonValue>>;
    data.contract.contract_agreement_date = '2026-06-01';
    data.contract.service_start_date = '2026-06-15';
    data.contract.application_schedule_timestamp = '2026-06-01 09:00';
    data.pay_condition.payment_method_id = 3;
    const request = { customerId, userId: 1, stamp, data, confirmed: false };
    const asked = await inTransaction(db, (trx) => requestChange(trx, stored, request));
    // サービス開始日 is no approval item: only the declared ones are listed.
    expect(asked.kind === 'confirm' && asked.items.map((item) => item.name)).toEqual([
      'contract',
      'payment_method',
    ]);
    const requested = await inTransaction(db, (trx) =>
      requestChange(trx, stored, { ...request, confirmed: true }),
    );
    if (requested.kind !== 'requested') throw new Error(requested.kind);
    const record = await findApplication(db, customerId, requested.headerId);
    if (!record) throw new Error('no application');
    expect(record.application_schedule_timestamp).toBe('2026-06-01 09:00');
    const page = await approvalPage(db, [stored], 1, 100);
    expect(
      page.data.find((row) => row.customer_update_application_header_id === requested.headerId)
        ?.changed_items,
    ).toEqual([
      { item: '契約日', before: '2024-04-01', after: '2026-06-01' },
      { item: '支払方法', before: '振込', after: '口座振替' },
    ]);
    expect(await previewEdition(db, [stored], customerId, requested.headerId)).toEqual({
      order_detail: { contract: data.contract },
      pay_condition: data.pay_condition,
    });
    expect(await inTransaction(db, (trx) => approve(trx, stored, record, decided))).toBe('reserved');
    // Saved meanwhile: the reservation leaves it alone.
    await db
      .updateTable('customers')
      .set({ service_start_date: '2024-05-01' })
      .where('customer_id', '=', customerId)
      .execute();
    setNow('2026-06-01T09:00:00+09:00');
    expect(await applyDueReservations(db, customerId, [stored])).toBe(true);
    expect(await customerRow()).toMatchObject({
      contract_agreement_date: '2026-06-01',
      service_start_date: '2024-05-01',
      payment_method_id: 3,
    });
  });
});

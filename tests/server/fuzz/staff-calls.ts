import fc from 'fast-check';
import { weighted, weights, type FuzzCall } from './corpus';
import { customerOf, type FuzzFacts } from './facts';
import type { FuzzSession } from './fuzz-session';
import { handCall } from './hand-call';
import { changing } from './mutation';
import { nastyText } from './nasty-values';

// The staff's own calls (menu.ts, surrogate-login.ts): headlines, the surrogate login, and the two reads
// the spec sends as POST (sideMenu/userInfo, sideMenu/getBadgeInfo), which write nothing whatever is sent.

interface Headline {
  id: number;
  label: string;
}

/** The calls, as the administrator (the corpus's session). */
export async function staffCalls(session: FuzzSession, facts: FuzzFacts): Promise<FuzzCall[]> {
  const headlines = (mine: boolean): Promise<Headline[]> =>
    session.db
      .selectFrom('headlines')
      .select(['ID as id', 'headline_trigger_label as label'])
      .where('is_deleted', '=', 0)
      .where('target_user_id', mine ? '=' : '<>', facts.adminId)
      .orderBy('ID')
      .execute();
  const own = await headlines(true);
  const others = await headlines(false);
  const ownLabels = new Set(own.map((headline) => headline.label));
  const othersOnly = [...new Set(others.map((headline) => headline.label))].filter(
    (label) => !ownLabels.has(label),
  );
  const othersIds = others.map((headline) => headline.id);
  const badIds = fc.oneof(
    fc.constantFrom(...othersIds.slice(0, 5), 999_999),
    fc.constantFrom(
      'abc',
      '1.5',
      '-1',
      '0',
      '%00',
      '1%20OR%201%3D1',
      '0x1',
      '9'.repeat(30),
      '%F0%9F%98%80',
      '%E2%80%AE1',
    ),
  );
  const read = (key: string) => handCall({ key, body: {}, invalid: {}, answer: 'read' });
  return [
    handCall({
      key: 'POST menu/headlineStatusUpdate',
      body: { headline_status: 1, headline_trigger_label: own[0].label },
      invalid: {
        headline_status: fc.constantFrom<unknown>(3, -1, 'abc', null, {}, 1.5, [1], true, '', 'Ⅰ'),
        headline_trigger_label: fc.oneof(
          fc.constantFrom<unknown>('', 'no-such-headline', {}, [], 123, true, ...othersOnly.slice(0, 5)),
          nastyText.filter((text) => !ownLabels.has(text)),
        ),
      },
      required: ['headline_status', 'headline_trigger_label'],
    }),
    handCall({
      key: 'DELETE menu/:id',
      url: `/api/v1/menu/${own[0].id}`,
      body: {},
      invalid: {},
      bodyIgnored: true,
      more: weighted(weights.field, [
        badIds.map((id) =>
          changing('invalidId', (draft) => ({ ...draft, url: `/api/v1/menu/${String(id)}` })),
        ),
      ]),
    }),
    handCall({
      key: 'POST customers/surrogateLogin',
      body: { customer_id: 1, account: 'customer1', password: 'Customer2026' },
      customer: customerOf(facts, 1),
      invalid: {
        account: fc.oneof(
          fc.constantFrom<unknown>('', ' ', 'customer2', 'admin', {}, [], true, 1),
          nastyText,
        ),
        password: fc.oneof(
          fc.constantFrom<unknown>(
            '',
            'Customer2027',
            'customer2026',
            'Admin2026',
            {},
            ['Customer2026'],
            true,
          ),
          nastyText,
        ),
      },
      required: ['account', 'password'],
      answer: 'refusedInBody',
    }),
    // D番マスター管理 (issue 15): the base adds one free number; the pool's own numbers are refused as taken.
    handCall({
      key: 'POST manage/addTransmitTelephoneNumbers',
      body: { telephone_numbers: ['050-6670-0001'], remark: 'ファズ' },
      invalid: {
        telephone_numbers: fc.constantFrom<unknown>(
          [],
          [''],
          ['03-1234'],
          ['050-3000-0001'],
          ['０５０５５５００１０１'],
          ['050-6670-0002', '05066700002'],
          Array.from({ length: 101 }, (_, i) => `050-6671-${String(i).padStart(4, '0')}`),
          [123],
          [null],
          [{}],
          'abc',
          {},
          ['x'.repeat(300)],
        ),
        remark: fc.constantFrom<unknown>('x'.repeat(256), '①', '髙橋'),
      },
      required: ['telephone_numbers'],
    }),
    read('POST sideMenu/userInfo'),
    read('POST sideMenu/getBadgeInfo'),
  ];
}

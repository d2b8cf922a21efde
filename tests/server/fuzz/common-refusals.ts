import fc from 'fast-check';
import { changing, removing, setting, type Mutation } from './mutation';
import { nastyText } from './nasty-values';

/** The customer a call's base is about: its stamp, and customers whose stamps differ from it. */
export interface CustomerOfCall {
  stamp: string;
  others: number[];
}

/** How a call reads `customer_updated_timestamp`: compared as sent, or the current one when none is sent. */
export type StampReading = 'checked' | 'missingIsCurrent';

const stampPath = ['customer_updated_timestamp'];

// A stamp of the same shape but older: a minute, a day, decades.
function staleStamps(stamp: string): string[] {
  const older = (ms: number) =>
    new Date(Date.parse(`${stamp.replace(' ', 'T')}Z`) - ms).toISOString().replace('T', ' ').slice(0, 23);
  return [older(1), older(60_000), older(86_400_000), '2000-01-01 00:00:00.000'];
}

// Texts that are not the stamp: near misses and nonsense. All non-empty: an empty one is "not sent" to some calls.
function malformedStampTexts(stamp: string): fc.Arbitrary<string> {
  const nearMisses = [
    `${stamp} `,
    ` ${stamp}`,
    stamp.slice(0, -1),
    stamp.replace(' ', 'T'),
    `${stamp.replace(' ', 'T')}Z`,
    stamp.replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0)),
    '9999-99-99 99:99:99.999',
    'not-a-stamp',
    `${stamp}'; --`,
  ];
  return fc.oneof(fc.constantFrom(...nearMisses), nastyText).filter((text) => text !== '' && text !== stamp);
}

/** Stale and malformed stamps, and (where a missing stamp is refused) none or one of another JSON type. */
export function stampRefusals(
  call: CustomerOfCall,
  reading: StampReading,
  textOnly = false,
): fc.Arbitrary<Mutation>[] {
  const stale = fc
    .constantFrom(...staleStamps(call.stamp))
    .map((stamp) => setting('staleStamp', stampPath, stamp));
  const malformed = malformedStampTexts(call.stamp).map((text) => setting('malformedStamp', stampPath, text));
  if (reading === 'missingIsCurrent') return [stale, malformed];
  const typed = textOnly
    ? fc.constant('')
    : fc.constantFrom<unknown>('', null, 0, true, [], {}, [call.stamp], { stamp: call.stamp });
  return [
    stale,
    malformed,
    typed.map((value) => setting('malformedStamp', stampPath, value)),
    fc.constant(removing('missingStamp', stampPath)),
  ];
}

/** customer_id naming no customer (404), or, where the sent stamp is compared, another customer (409). */
export function customerRefusals(
  call: CustomerOfCall,
  stampChecked: boolean,
  textOnly = false,
): fc.Arbitrary<Mutation>[] {
  const texts = ['999999999', '0', '-1', 'abc', '1.5', "1' OR '1'='1", '1; DROP TABLE customers', '', '１'];
  const values: unknown[] = textOnly
    ? texts
    : [...texts, 999_999_999, -1, 1.5, 2 ** 53, null, true, [], {}, [1], { id: 1 }];
  const unknown = fc.constantFrom(...values).map((id) => setting('unknownCustomer', ['customer_id'], id));
  const missing = fc.constant(removing('unknownCustomer', ['customer_id']));
  if (!stampChecked || call.others.length === 0) return [unknown, missing];
  const other = fc
    .constantFrom(...call.others)
    .map((id) => setting('otherCustomer', ['customer_id'], textOnly ? String(id) : id));
  return [unknown, missing, other];
}

const jsonTexts = [
  '{',
  '{"customer_id":',
  '{"customer_id": 1,}',
  "{'customer_id': 1}",
  '[1,',
  'nul',
  '{"a":1}}',
  '\u0000',
  '"',
];

/** A body that is no JSON object (the call sees none of its fields), broken JSON (400) or no JSON (415). */
export function bodyRefusals(): fc.Arbitrary<Mutation>[] {
  const notObject = fc
    .constantFrom<unknown>([], [{ customer_id: 1 }], 'customer_id=1', 1, null, true)
    .map((value) => setting('notAnObject', [], value));
  const broken = fc
    .constantFrom(...jsonTexts)
    .map((text) =>
      changing('malformedJson', (draft) => ({ ...draft, raw: { text, contentType: 'application/json' } })),
    );
  const foreign = fc
    .constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'image/png')
    .map((contentType) =>
      changing('wrongContentType', (draft) => ({
        ...draft,
        raw: { text: JSON.stringify(draft.body), contentType },
      })),
    );
  return [notObject, broken, foreign];
}

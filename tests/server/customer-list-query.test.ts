// A list query's text is parsed and checked once (bench B6+): the same text gives the same answer, refusals
// included, and another text its own.
import { expect, test } from 'vitest';
import { parseListQuery, parseListQueryOnce } from '../../src/server/customer-list-query';

const queryOf = (text: string) => Object.fromEntries(new URLSearchParams(text));

test('the same query text is answered with the same parsed search', () => {
  const text = 'is_entry=0&page=2&limit=20&corporate_name=%E5%B1%B1%E7%94%B0';
  const first = parseListQueryOnce(text, queryOf(text));
  expect(first).toEqual(parseListQuery(queryOf(text)));
  expect(parseListQueryOnce(text, queryOf(text))).toBe(first);
  const other = 'is_entry=0&page=3&limit=20&corporate_name=%E5%B1%B1%E7%94%B0';
  expect(parseListQueryOnce(other, queryOf(other))).toMatchObject({ kind: 'ok', page: 3 });
});

test('a refused query stays refused when sent again', () => {
  const text = 'is_entry=0&service_status_selected=abc';
  const first = parseListQueryOnce(text, queryOf(text));
  expect(first.kind).toBe('invalid');
  expect(parseListQueryOnce(text, queryOf(text))).toEqual(first);
});

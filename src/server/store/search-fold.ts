import { toFullWidthKatakana } from '../../engine/normalize';
import type { Db } from './database';

// What the list search compares: a stored value and the typed text folded the same way, so that people
// find what they type (issue 12). Registered as SQLite functions so that a WHERE clause folds the column.

// Full-width and half-width spaces: a reading or name is found with or without them.
const SPACES = /[\s\u3000]+/g;

// The legal-entity abbreviations Japanese company names are written with, after NFKC (㈱ → (株)).
const entityAbbreviations: [RegExp, string][] = [
  [/\(株\)/g, '株式会社'],
  [/\(有\)/g, '有限会社'],
  [/\(合\)/g, '合同会社'],
  [/\(資\)/g, '合資会社'],
  [/\(名\)/g, '合名会社'],
  [/\(同\)/g, '合同会社'],
  [/\(社\)/g, '社団法人'],
  [/\(財\)/g, '財団法人'],
  [/\(医\)/g, '医療法人'],
];

/** A reading as searched: hiragana and half-width kana as full-width katakana, without spaces. */
export function kanaFold(text: string): string {
  return toFullWidthKatakana(text.normalize('NFKC')).replace(SPACES, '');
}

/** A company name as searched: NFKC (㈱ → (株), full-width letters and digits), `(株)` → `株式会社`, no spaces. */
export function nameFold(text: string): string {
  let folded = text.normalize('NFKC');
  for (const [abbreviation, full] of entityAbbreviations) folded = folded.replace(abbreviation, full);
  return folded.replace(SPACES, '');
}

/** The SQL functions `kana_fold(text)` and `name_fold(text)` on a connection. */
export function registerSearchFolds(db: Db): void {
  const options = { deterministic: true };
  db.function('kana_fold', options, (value: unknown) =>
    typeof value === 'string' ? kanaFold(value) : value,
  );
  db.function('name_fold', options, (value: unknown) =>
    typeof value === 'string' ? nameFold(value) : value,
  );
}

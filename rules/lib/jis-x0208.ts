// 機種依存文字: what a Shift_JIS / ISO-2022-JP mail or fax cannot carry safely. Allowed are ASCII (with tab
// and line breaks), half-width katakana (JIS X 0201) and the 6879 characters of JIS X 0208. The JIS X 0208
// set is read from the platform's Shift_JIS decoder (rows 1–8 and 16–84 only: row 13 holds the NEC specials
// ①, ㈱…, rows 89+ the IBM extensions 髙, 﨑…); Node 20 and Chromium give the same 6879 characters. Mappings
// differ between decoders in six cells (Windows-31J ～ － ∥ ￠ ￡ ￢ against JIS 〜 − ‖ ¢ £ ¬): both
// spellings are accepted, so that every platform agrees and both IMEs' characters pass.
const mappingVariants = '\u301C\uFF5E\u2212\uFF0D\u2016\u2225\u00A2\uFFE0\u00A3\uFFE1\u00AC\uFFE2';

let jisX0208: Set<string> | undefined;

function shiftJisPair(row: number, cell: number): Uint8Array {
  const lead = ((row - 1) >> 1) + (row <= 62 ? 0x81 : 0xc1);
  const trail = row % 2 === 1 ? cell + 0x3f + (cell >= 64 ? 1 : 0) : cell + 0x9e;
  return new Uint8Array([lead, trail]);
}

function buildSet(): Set<string> {
  const decoder = new TextDecoder('shift_jis');
  const set = new Set<string>(mappingVariants);
  for (let row = 1; row <= 84; row += 1) {
    if (row > 8 && row < 16) continue;
    for (let cell = 1; cell <= 94; cell += 1) {
      const char = decoder.decode(shiftJisPair(row, cell));
      if (char !== '\uFFFD' && char.length === 1) set.add(char);
    }
  }
  return set;
}

/** True for a character a Japanese mail or fax carries safely (see above). */
export function isJisSafe(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code >= 0xff61 && code <= 0xff9f) return true;
  jisX0208 ??= buildSet();
  return jisX0208.has(char);
}

/** The distinct unsafe characters of a text, in order of appearance (at most `limit`). */
export function unsafeChars(text: string, limit = 5): string[] {
  const found: string[] = [];
  for (const char of text) {
    if (!isJisSafe(char) && !found.includes(char)) found.push(char);
    if (found.length >= limit) break;
  }
  return found;
}

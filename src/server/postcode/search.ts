import { rowsOfCode, type JpostalRow } from './jpostal-data';

/** One address candidate of a postcode (spec 000 §3, 002 §3.4); kana in full-width katakana. */
export interface PostcodeCandidate {
  address1: string;
  address2: string;
  address3: string;
  kana2: string;
  kana3: string;
}

/**
 * The 7 digits of a postcode as typed: full-width digits and hyphens are folded (NFKC), hyphens and
 * spaces removed; anything that is then not 7 digits is no postcode (empty string).
 */
export function normalizeZipcode(value: string): string {
  const digits = value.normalize('NFKC').replace(/[\s\-‐‑–—−ー]/g, '');
  return /^\d{7}$/.test(digits) ? digits : '';
}

/**
 * The data's kana is half-width katakana (`ﾀﾞｲｺﾞ`); NFKC turns it into full-width katakana with the voiced
 * marks composed (`ダイゴ`). Digits and parentheses stay half-width, as NFKC defines them.
 */
export function toFullWidthKana(value: string): string {
  return value.normalize('NFKC');
}

function toCandidate(row: JpostalRow): PostcodeCandidate {
  const [, prefecture, city, town, officeStreet, , , cityKana, townKana] = row;
  return {
    address1: prefecture,
    address2: city,
    // A business-office code carries the office's street address: it belongs to the street field.
    address3: `${town}${officeStreet}`,
    kana2: toFullWidthKana(cityKana),
    kana3: toFullWidthKana(townKana),
  };
}

/** The address candidates of a postcode (hyphens allowed), without duplicates; none for an unknown or invalid code. */
export async function searchPostcode(zipcode: string): Promise<PostcodeCandidate[]> {
  const code = normalizeZipcode(zipcode);
  if (!code) return [];
  const seen = new Set<string>();
  const candidates: PostcodeCandidate[] = [];
  for (const row of await rowsOfCode(code)) {
    const candidate = toCandidate(row);
    const key = JSON.stringify(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push(candidate);
  }
  return candidates;
}

import type { SeedCustomerProfile } from './seed-types';
import { buildings, divisions, familyNames, givenNames, places, positions } from './generated-places';
import { tokyoTimestamp } from './timestamp';

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;
// Applications arrive from April 2018 to November 2025; the demo's "today" is late January 2026.
const firstRegistered = Date.parse('2018-04-02T00:00:00+09:00');
const lastRegistered = Date.parse('2025-11-30T00:00:00+09:00');
const lastUpdated = Date.parse('2026-01-20T18:00:00+09:00');

// A small integer hash, so that every field varies independently of the others yet never between runs.
function mix(index: number, salt: number): number {
  let h = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

const pick = (index: number, salt: number, n: number) => mix(index, salt) % n;
const day = (ms: number) => tokyoTimestamp(ms).slice(0, 10);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function monthStartAfter(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1, 2)}-01`;
}

function monthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return `${year}-${pad(month, 2)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate(), 2)}`;
}

// Option master ids with some customers left 未設定 (null).
const orUnset = (index: number, salt: number, unsetPercent: number, ids: number[]) =>
  pick(index, salt, 100) < unsetPercent ? null : ids[pick(index, salt + 50, ids.length)];

/** What the generator knows of a customer before its profile. */
export interface ProfileInput {
  index: number;
  count: number;
  customerId: number;
  isEntry: boolean;
  isForcedCancel: boolean;
  corporateName: string;
  corporateNameKana: string;
  /** Mail domain label, ASCII (e.g. `aoba-shoji`). */
  domain: string;
}

type Lifecycle = Pick<
  SeedCustomerProfile,
  | 'contract_status_id'
  | 'service_status_id'
  | 'contract_agreement_date'
  | 'service_start_date'
  | 'contract_cancellation_date'
  | 'invoice_start_date'
  | 'invoice_end_date'
>;

// The contract lifecycle (002): most contracted customers are running, some cancelled, reserved, resting.
function lifecycle(input: ProfileInput, registered: number): Lifecycle {
  const { index, isEntry } = input;
  if (isEntry) {
    const recent = registered > lastRegistered - 120 * dayMs;
    const stopped = !recent && pick(index, 5, 10) < 7;
    return {
      contract_status_id: stopped ? 6 : pick(index, 6, 10) < 6 ? 1 : 2,
      service_status_id: stopped ? null : 1,
      contract_agreement_date: null,
      service_start_date: null,
      contract_cancellation_date: null,
      invoice_start_date: null,
      invoice_end_date: null,
    };
  }
  const agreement = registered + (7 + pick(index, 3, 34)) * dayMs;
  const serviceStart = day(agreement + pick(index, 4, 21) * dayMs);
  const roll = pick(index, 5, 100);
  let cancellation: string | null = null;
  let status = 3;
  if (input.isForcedCancel || (roll >= 72 && roll < 88)) {
    const end = Math.min(agreement + (180 + pick(index, 6, 1460)) * dayMs, lastUpdated - 30 * dayMs);
    cancellation = monthEnd(day(end));
    status = 5;
  } else if (roll >= 66 && roll < 72) {
    cancellation = pick(index, 6, 2) === 0 ? '2026-02-28' : '2026-03-31';
    status = 4;
  } else if (roll >= 88 && roll < 94) status = 7;
  else if (roll >= 94 && roll < 97) status = 11;
  const service: Record<number, number> = { 3: 2, 4: 2, 5: 4, 7: 3, 11: 1 };
  return {
    contract_status_id: status,
    service_status_id: service[status],
    contract_agreement_date: day(agreement),
    service_start_date: serviceStart,
    contract_cancellation_date: cancellation,
    invoice_start_date: monthStartAfter(serviceStart),
    invoice_end_date: cancellation,
  };
}

function telephone(area: string, index: number, salt: number): string {
  // Two-digit areas and 050 IP numbers have four-digit exchanges, three-digit areas three (045-555-…).
  const long = area.length === 2 || area === '050';
  const local = long ? pad(5550 + pick(index, salt, 10), 4) : pad(555 + pick(index, salt, 10), 3);
  return `${area}-${local}-${pad(pick(index, salt + 1, 10000), 4)}`;
}

/** A generated customer's registration and update stamps and its list profile, derived from its index only. */
export function generatedProfile(input: ProfileInput): {
  registered_timestamp: string;
  updated_timestamp: string;
  profile: SeedCustomerProfile;
} {
  const { index, count, customerId, isEntry } = input;
  const registered =
    firstRegistered +
    Math.floor((index * (lastRegistered - firstRegistered)) / Math.max(count, 1) / dayMs) * dayMs +
    (9 * 60 + pick(index, 1, 9 * 60)) * minuteMs;
  const updated = Math.min(registered + pick(index, 7, 700) * dayMs + 3_600_000, lastUpdated);
  const place = places[pick(index, 8, places.length)];
  const [building, buildingKana] = buildings[pick(index, 9, buildings.length)];
  const [family, familyKana] = familyNames[pick(index, 10, familyNames.length)];
  const [given, givenKana] = givenNames[pick(index, 11, givenNames.length)];
  const main = telephone(place.area, index, 12);
  const answering = [main, telephone(place.area, index, 14), telephone('050', index, 16)];
  const fax = pick(index, 18, 10) < 7 ? telephone(place.area, index, 19) : '';
  const block = `${1 + pick(index, 20, 5)}-${1 + pick(index, 21, 20)}-${1 + pick(index, 22, 15)}`;
  const parent = pick(index, 23, 100) < 12;
  return {
    registered_timestamp: tokyoTimestamp(registered),
    updated_timestamp: tokyoTimestamp(updated),
    profile: {
      ...lifecycle(input, registered),
      request_course_id: orUnset(index, 24, isEntry ? 20 : 3, [1, 2, 2, 3, 3, 3, 4, 5, 6]),
      project_master_id: orUnset(index, 25, isEntry ? 30 : 4, [1, 1, 2, 2, 3, 4, 5, 6]),
      // 99 is a retired salesperson without a master row: the list shows the bare id.
      business_user_id: orUnset(index, 26, 4, [3, 11, 12, 13, 14, 15, 11, 12, 99]),
      sensation_media_master_id: orUnset(index, 27, 10, [1, 1, 1, 2, 2, 3, 4, 4, 5, 6, 7, 8]),
      payment_method_id: orUnset(index, 28, isEntry ? 30 : 0, [1, 3, 3, 3, 4, 5, 5, 6]),
      sas_order_code: isEntry ? '' : `20${pad(customerId, 8)}`,
      did_number: isEntry ? '' : `050-3${pad(pick(index, 29, 1000), 3)}-${pad(customerId % 10000, 4)}`,
      division_name: divisions[pick(index, 30, divisions.length)],
      person_in_charge_position: positions[pick(index, 31, positions.length)],
      person_in_charge_name: `${family} ${given}`,
      person_in_charge_name_kana: `${familyKana}　${givenKana}`,
      cell_phone_number: `090-5550-${pad(pick(index, 32, 10000), 4)}`,
      telephone_number: main,
      for_answer_telephone_number: answering.slice(0, 1 + pick(index, 33, 3)).join(','),
      fax_number: fax,
      option_business_end_report_fax_number: fax && pick(index, 34, 10) < 5 ? fax : '',
      mail_address: `${pick(index, 35, 2) === 0 ? 'info' : 'contact'}@${input.domain}.example.jp`,
      postcode: place.postcode,
      prefecture_id: place.prefectureId,
      address_city: place.city,
      address_city_kana: place.cityKana,
      address: `${place.street}${block}`,
      address_kana: `${place.streetKana}${block}`,
      address_additional: building ? `${building}${2 + pick(index, 36, 12)}F` : '',
      address_additional_kana: buildingKana ? `${buildingKana}${2 + pick(index, 36, 12)}F` : '',
      bill_to_corporate_name: parent ? `${input.corporateName}（本社経理部）` : input.corporateName,
      bill_to_corporate_name_kana: parent
        ? `${input.corporateNameKana}ホンシャケイリブ`
        : input.corporateNameKana,
    },
  };
}

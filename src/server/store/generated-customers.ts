import type { SeedCustomer } from './seed-types';
import { generatedProfile } from './generated-profile';
import { regions } from './generated-places';

const names: [string, string, string][] = [
  ['青葉', 'アオバ', 'aoba'],
  ['朝日', 'アサヒ', 'asahi'],
  ['東都', 'トウト', 'toto'],
  ['北斗', 'ホクト', 'hokuto'],
  ['富士見', 'フジミ', 'fujimi'],
  ['若葉', 'ワカバ', 'wakaba'],
  ['大和', 'ヤマト', 'yamato'],
  ['日の出', 'ヒノデ', 'hinode'],
  ['桜川', 'サクラガワ', 'sakuragawa'],
  ['緑町', 'ミドリチョウ', 'midoricho'],
  ['港南', 'コウナン', 'konan'],
  ['白鷺', 'シラサギ', 'shirasagi'],
  ['光陽', 'コウヨウ', 'koyo'],
  ['千代田', 'チヨダ', 'chiyoda'],
  ['平和', 'ヘイワ', 'heiwa'],
  ['三和', 'サンワ', 'sanwa'],
  ['明星', 'ミョウジョウ', 'myojo'],
  ['泉', 'イズミ', 'izumi'],
  ['新星', 'シンセイ', 'shinsei'],
  ['瑞穂', 'ミズホ', 'mizuho'],
];
const trades: [string, string, string][] = [
  ['商事', 'ショウジ', 'shoji'],
  ['物産', 'ブッサン', 'bussan'],
  ['建設', 'ケンセツ', 'kensetsu'],
  ['不動産', 'フドウサン', 'fudosan'],
  ['工業', 'コウギョウ', 'kogyo'],
  ['電機', 'デンキ', 'denki'],
  ['食品', 'ショクヒン', 'shokuhin'],
  ['運輸', 'ウンユ', 'unyu'],
  ['設計', 'セッケイ', 'sekkei'],
  ['企画', 'キカク', 'kikaku'],
];
const forms: { name: string; kana: string; before: boolean }[] = [
  { name: '株式会社', kana: 'カブシキガイシャ', before: true },
  { name: '株式会社', kana: 'カブシキガイシャ', before: false },
  { name: '有限会社', kana: 'ユウゲンガイシャ', before: true },
  { name: '合同会社', kana: 'ゴウドウガイシャ', before: true },
];

/**
 * The demo customers after the hand-written four (ids 5 to 5 + count - 1), derived from their index
 * only, so that every fresh database holds the same list. One in five is an entry. Names are distinct:
 * each block of 200 combines every name with a trade once, and blocks after the first carry a city prefix.
 * 4500 customers give the contracted list more rows than one CSV export may hold (3500), so that a broad
 * search meets the limit with real data while a narrower one exports.
 */
export function generatedCustomers(count = 4500): SeedCustomer[] {
  return Array.from({ length: count }, (_, i) => generatedCustomer(i, count));
}

/**
 * The generated customer at index `i` of `count` (customer id `i + 5`): what `generatedCustomers(count)[i]`
 * holds, made alone, so that a bench can write a million of them in batches without holding them all.
 */
export function generatedCustomer(i: number, count: number): SeedCustomer {
  const customerId = i + 5;
  const [word, wordKana, wordRomaji] = names[i % names.length];
  const [trade, tradeKana, tradeRomaji] = trades[(Math.floor(i / names.length) + i) % trades.length];
  const blockNumber = Math.floor(i / 200);
  const [city, cityKana, cityRomaji] =
    blockNumber === 0 ? ['', '', ''] : regions[(blockNumber - 1) % regions.length];
  const form = forms[i % forms.length];
  const isEntry = i % 5 === 2;
  const isForcedCancel = !isEntry && i % 37 === 0;
  const hasOriginalAnnounce = !isEntry && i % 6 === 0;
  const stem = `${city}${word}${trade}`;
  const stemKana = `${cityKana}${wordKana}${tradeKana}`;
  const corporateName = form.before ? `${form.name}${stem}` : `${stem}${form.name}`;
  const corporateNameKana = form.before ? `${form.kana}${stemKana}` : `${stemKana}${form.kana}`;
  const domain = [cityRomaji, wordRomaji, tradeRomaji].filter(Boolean).join('-');
  const life = generatedProfile({
    index: i,
    count,
    customerId,
    isEntry,
    isForcedCancel,
    corporateName,
    corporateNameKana,
    domain,
  });
  return {
    customer_id: customerId,
    tas_id: isEntry ? null : `T${String(customerId).padStart(6, '0')}`,
    corporate_name: corporateName,
    corporate_name_kana: corporateNameKana,
    is_entry: isEntry,
    is_forced_cancel: isForcedCancel,
    credit_screening_approval_status: isEntry ? (i % 4) + 1 : 4,
    // Every other screened entry still waits for its posted papers (the entry status button's 郵送物 state).
    is_shipping_of_mail: isEntry && i % 8 === 7,
    step_call_alert: [],
    option_overtime_announce_type: hasOriginalAnnounce ? 112 : null,
    option_overtime_announce_content: hasOriginalAnnounce
      ? `お電話ありがとうございます。${stem}でございます。本日の営業は終了いたしました。`
      : '',
    ttnm_vdn_v7: hasOriginalAnnounce && i % 12 !== 0 ? String(7000 + customerId) : '',
    registered_timestamp: life.registered_timestamp,
    updated_timestamp: life.updated_timestamp,
    updated_user_id: (i % 3) + 1,
    ...life.profile,
  };
}

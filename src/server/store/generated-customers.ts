import type { SeedCustomer } from './seed-types';
import { tokyoTimestamp } from './timestamp';

const names: [string, string][] = [
  ['青葉', 'アオバ'],
  ['朝日', 'アサヒ'],
  ['東都', 'トウト'],
  ['北斗', 'ホクト'],
  ['富士見', 'フジミ'],
  ['若葉', 'ワカバ'],
  ['大和', 'ヤマト'],
  ['日の出', 'ヒノデ'],
  ['桜川', 'サクラガワ'],
  ['緑町', 'ミドリチョウ'],
  ['港南', 'コウナン'],
  ['白鷺', 'シラサギ'],
  ['光陽', 'コウヨウ'],
  ['千代田', 'チヨダ'],
  ['平和', 'ヘイワ'],
  ['三和', 'サンワ'],
  ['明星', 'ミョウジョウ'],
  ['泉', 'イズミ'],
  ['新星', 'シンセイ'],
  ['瑞穂', 'ミズホ'],
];
const trades: [string, string][] = [
  ['商事', 'ショウジ'],
  ['物産', 'ブッサン'],
  ['建設', 'ケンセツ'],
  ['不動産', 'フドウサン'],
  ['工業', 'コウギョウ'],
  ['電機', 'デンキ'],
  ['食品', 'ショクヒン'],
  ['運輸', 'ウンユ'],
  ['設計', 'セッケイ'],
  ['企画', 'キカク'],
];
const forms: { name: string; kana: string; before: boolean }[] = [
  { name: '株式会社', kana: 'カブシキガイシャ', before: true },
  { name: '株式会社', kana: 'カブシキガイシャ', before: false },
  { name: '有限会社', kana: 'ユウゲンガイシャ', before: true },
  { name: '合同会社', kana: 'ゴウドウガイシャ', before: true },
];

const dayMs = 24 * 60 * 60 * 1000;
const firstRegistered = Date.parse('2023-01-05T00:30:00Z');

/**
 * The demo customers after the hand-written four (ids 5 to 5 + count - 1), derived from their index
 * only, so that every fresh database holds the same list. One in five is an entry.
 */
export function generatedCustomers(count = 200): SeedCustomer[] {
  return Array.from({ length: count }, (_, i) => {
    const customerId = i + 5;
    // Each index gets a distinct (name, trade) pair for up to 200 customers.
    const [word, wordKana] = names[i % names.length];
    const [trade, tradeKana] = trades[(Math.floor(i / names.length) + i) % trades.length];
    const form = forms[i % forms.length];
    const isEntry = i % 5 === 2;
    const hasOriginalAnnounce = !isEntry && i % 6 === 0;
    const registered = firstRegistered + i * 3 * dayMs;
    return {
      customer_id: customerId,
      tas_id: isEntry ? null : `T${String(customerId).padStart(6, '0')}`,
      corporate_name: form.before ? `${form.name}${word}${trade}` : `${word}${trade}${form.name}`,
      corporate_name_kana: form.before
        ? `${form.kana}${wordKana}${tradeKana}`
        : `${wordKana}${tradeKana}${form.kana}`,
      is_entry: isEntry,
      is_forced_cancel: !isEntry && i % 37 === 0,
      credit_screening_approval_status: isEntry ? (i % 4) + 1 : 4,
      step_call_alert: [],
      option_overtime_announce_type: hasOriginalAnnounce ? 112 : null,
      option_overtime_announce_content: hasOriginalAnnounce
        ? `お電話ありがとうございます。${word}${trade}でございます。本日の営業は終了いたしました。`
        : '',
      ttnm_vdn_v7: hasOriginalAnnounce && i % 12 !== 0 ? String(7000 + customerId) : '',
      registered_timestamp: tokyoTimestamp(registered),
      updated_timestamp: tokyoTimestamp(registered + ((i * 7) % 40) * dayMs + 3_600_000),
      updated_user_id: (i % 3) + 1,
      clients: [],
    };
  });
}

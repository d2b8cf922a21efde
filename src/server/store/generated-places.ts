// Word lists of the demo data generator: real place names and plausible Japanese people, so that the
// customer list looks like a real back office (all numbers are fictional, mail domains are example.jp).

/** An office district: JIS prefecture code, postcode, city and street with kana, telephone area code. */
export interface Place {
  prefectureId: number;
  postcode: string;
  city: string;
  cityKana: string;
  street: string;
  streetKana: string;
  area: string;
}

// prefecture code, postcode, city, city kana, street, street kana, telephone area code
const districts: [number, string, string, string, string, string, string][] = [
  [13, '100-0005', '千代田区', 'チヨダク', '丸の内', 'マルノウチ', '03'],
  [13, '160-0023', '新宿区', 'シンジュクク', '西新宿', 'ニシシンジュク', '03'],
  [13, '150-0002', '渋谷区', 'シブヤク', '渋谷', 'シブヤ', '03'],
  [13, '105-0001', '港区', 'ミナトク', '虎ノ門', 'トラノモン', '03'],
  [14, '220-0011', '横浜市西区', 'ヨコハマシニシク', '高島', 'タカシマ', '045'],
  [11, '330-0802', 'さいたま市大宮区', 'サイタマシオオミヤク', '宮町', 'ミヤチョウ', '048'],
  [12, '260-0015', '千葉市中央区', 'チバシチュウオウク', '富士見', 'フジミ', '043'],
  [23, '450-0002', '名古屋市中村区', 'ナゴヤシナカムラク', '名駅', 'メイエキ', '052'],
  [27, '530-0001', '大阪市北区', 'オオサカシキタク', '梅田', 'ウメダ', '06'],
  [26, '600-8216', '京都市下京区', 'キョウトシシモギョウク', '東塩小路町', 'ヒガシシオコウジチョウ', '075'],
  [28, '650-0021', '神戸市中央区', 'コウベシチュウオウク', '三宮町', 'サンノミヤチョウ', '078'],
  [34, '730-0011', '広島市中区', 'ヒロシマシナカク', '基町', 'モトマチ', '082'],
  [40, '812-0011', '福岡市博多区', 'フクオカシハカタク', '博多駅前', 'ハカタエキマエ', '092'],
  [1, '060-0001', '札幌市中央区', 'サッポロシチュウオウク', '北一条西', 'キタイチジョウニシ', '011'],
  [4, '980-0021', '仙台市青葉区', 'センダイシアオバク', '中央', 'チュウオウ', '022'],
];

/** Business districts the generated customers have their offices in. */
export const places: Place[] = districts.map(
  ([prefectureId, postcode, city, cityKana, street, streetKana, area]) => ({
    prefectureId,
    postcode,
    city,
    cityKana,
    street,
    streetKana,
    area,
  }),
);

/** Building names for the 建物名 line (empty: a detached office). */
export const buildings: [string, string][] = [
  ['第一ビル', 'ダイイチビル'],
  ['中央ビル', 'チュウオウビル'],
  ['駅前ビル', 'エキマエビル'],
  ['ビジネスセンター', 'ビジネスセンター'],
  ['', ''],
];

/** Family names with kana. */
export const familyNames: [string, string][] = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
];

/** Given names with kana. */
export const givenNames: [string, string][] = [
  ['健一', 'ケンイチ'],
  ['美咲', 'ミサキ'],
  ['誠', 'マコト'],
  ['陽子', 'ヨウコ'],
  ['大輔', 'ダイスケ'],
  ['直美', 'ナオミ'],
  ['翔太', 'ショウタ'],
  ['裕子', 'ユウコ'],
  ['隆', 'タカシ'],
];

/** Divisions and positions of the person in charge. */
export const divisions = ['総務部', '営業部', '管理部', '本社', '', '業務課'];
export const positions = ['代表取締役', '部長', '課長', '係長', '主任', '事務長', ''];

/** City prefixes that keep generated company names distinct past the first 200 (name, kana, romaji). */
export const regions: [string, string, string][] = [
  ['札幌', 'サッポロ', 'sapporo'],
  ['仙台', 'センダイ', 'sendai'],
  ['新潟', 'ニイガタ', 'niigata'],
  ['金沢', 'カナザワ', 'kanazawa'],
  ['横浜', 'ヨコハマ', 'yokohama'],
  ['川崎', 'カワサキ', 'kawasaki'],
  ['千葉', 'チバ', 'chiba'],
  ['大宮', 'オオミヤ', 'omiya'],
  ['静岡', 'シズオカ', 'shizuoka'],
  ['浜松', 'ハママツ', 'hamamatsu'],
  ['名古屋', 'ナゴヤ', 'nagoya'],
  ['京都', 'キョウト', 'kyoto'],
  ['大阪', 'オオサカ', 'osaka'],
  ['神戸', 'コウベ', 'kobe'],
  ['岡山', 'オカヤマ', 'okayama'],
  ['広島', 'ヒロシマ', 'hiroshima'],
  ['高松', 'タカマツ', 'takamatsu'],
  ['松山', 'マツヤマ', 'matsuyama'],
  ['福岡', 'フクオカ', 'fukuoka'],
  ['北九州', 'キタキュウシュウ', 'kitakyushu'],
  ['熊本', 'クマモト', 'kumamoto'],
  ['鹿児島', 'カゴシマ', 'kagoshima'],
  ['那覇', 'ナハ', 'naha'],
];

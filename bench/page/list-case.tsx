// B4 (`?case=list&rows=N`): the customer list's real result table (`ResultTable`, Blueprint's Table2) with N
// generated rows of the list row shape, every column of the card. The page measures itself and leaves the
// figures in `window.bench`: mount (render → first frame with body cells), swapping in the next page's rows
// (setState → next frame), frame times while its scroll container is scrolled for 2 s, body cells in the DOM.
import { useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
// The table's own class names (`Classes` of @blueprintjs/table, which its index does not re-export).
import {
  TABLE_CELL,
  TABLE_QUADRANT_MAIN,
  TABLE_QUADRANT_SCROLL_CONTAINER,
} from '@blueprintjs/table/lib/esm/common/classes';
import '@blueprintjs/table/lib/css/table.css';
import type { CustomerListRow } from '../../src/api/customer-list';
import { customerListCard } from '../../src/pages/staff/customer-list/card-schema';
import { ResultTable } from '../../src/pages/staff/customer-list/result-table';
import '../../src/pages/staff/customer-list/customer-list.css';

/** What the page leaves for bench/list-cases.ts. */
export interface ListRecord {
  rows: number;
  mount: number;
  swaps: number[];
  frames: number[];
  cells: number;
  done: boolean;
  error?: string;
}

const swapCount = 10;
const scrollMs = 2000;
// Ten rows a frame: a brisk scroll, the same for both sizes (the 100-row table turns at its ends).
const scrollStep = 280;

const statuses = ['契約中', '解約予約', '解約', '休止中', '白紙'];
const services = ['サービス提供中', 'サービス停止', '開始準備中'];
const courses = ['プレミアムコース', 'スタンダードコース', 'ライトコース', null];
const projects = ['東京第1プロジェクト', '大阪プロジェクト', '名古屋プロジェクト', null];
const staff = ['sales 営業 次郎', 'tanaka 田中 一郎', null];
const names = ['青葉', '朝日', '東都', '北斗', '富士見', '若葉', '大和', '日の出', '桜川', '緑町'];
const trades = ['商事', '物産', '建設', '不動産', '工業', '電機', '食品', '運輸'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const date = (n: number) => `20${pad(18 + (n % 8), 2)}-${pad(1 + (n % 12), 2)}-${pad(1 + (n % 28), 2)}`;

/** Row `index` (0-based over the whole list) in the shape `getCustomerList` answers. */
function listRow(index: number): CustomerListRow {
  const id = index + 1;
  const name = `株式会社${names[index % names.length]}${trades[index % trades.length]}`;
  const area = `0${3 + (index % 6)}`;
  const phone = (salt: number) => `${area}-5550-${pad((index * 7 + salt) % 10000, 4)}`;
  const cancelled = index % 7 === 0;
  return {
    customer_id: id,
    tas_id: `T${pad(id, 6)}`,
    for_answer_corporate_name: name,
    contract_status_name: statuses[index % statuses.length],
    service_status_master_name: services[index % services.length],
    sas_order_code: `20${pad(id, 8)}`,
    request_course_name: courses[index % courses.length],
    project_master_name: projects[index % projects.length],
    did_number: `050-3${pad(index % 1000, 3)}-${pad(id % 10000, 4)}`,
    accountname_username: staff[index % staff.length],
    business_user_id: index % staff.length === 2 ? 99 : 3 + (index % 2),
    updated_timestamp: `${date(index + 3)} 10:${pad(index % 60, 2)}:30.250`,
    service_start_date: date(index),
    bill_to_corporate_name: index % 9 === 0 ? `${name}（本社経理部）` : name,
    option_business_end_report_fax_number: index % 2 === 0 ? phone(99) : '',
    display_for_answer_telephone_number: [phone(0), phone(2), `050-5550-${pad(index % 10000, 4)}`]
      .slice(0, 1 + (index % 3))
      .join(','),
    invoice_start_date: date(index + 1),
    invoice_end_date: cancelled ? date(index + 5) : null,
    for_answer_postcode: `${pad(100 + (index % 900), 3)}-${pad(index % 10000, 4)}`,
    for_answer_prefecture_name: ['東京都', '大阪府', '愛知県', '北海道'][index % 4],
    for_answer_address_city: ['千代田区', '大阪市北区', '名古屋市中区', '札幌市中央区'][index % 4],
    for_answer_address: `丸の内${1 + (index % 3)}-${1 + (index % 20)}-${1 + (index % 15)}`,
    for_answer_address_additional: index % 3 === 0 ? '' : `サンプルビル${2 + (index % 12)}F`,
    registered_timestamp: `${date(index + 2)} 09:${pad(index % 60, 2)}:00.000`,
    contract_agreement_date: date(index + 4),
    contract_cancellation_date: cancelled ? date(index + 5) : null,
    sensation_media_master_name: ['ウェブ検索', '紹介', '展示会', null][index % 4],
  };
}

const pageRows = (page: number, size: number) =>
  Array.from({ length: size }, (_, i) => listRow((page - 1) * size + i));

const { definition } = customerListCard;
const order = definition.columns.map((column) => column.key);
const sort = { sortKey: 'tas_id', desc: false };
const ignore = (): void => undefined;
const nextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
const cellCount = () => document.querySelectorAll(`.${TABLE_CELL}`).length;

// Set by the table's wrapper: shows a page's rows and resolves once they have been committed.
let showPage: (page: number, rows: CustomerListRow[]) => Promise<void> = () =>
  Promise.reject(new Error('not mounted'));

interface CaseProps {
  size: number;
  first: CustomerListRow[];
  mounted: () => void;
}

function ListCase({ size, first, mounted }: CaseProps) {
  const [paged, setPaged] = useState(() => ({ page: 1, rows: first, committed: ignore }));
  useEffect(() => {
    showPage = (page, rows) => new Promise((resolve) => setPaged({ page, rows, committed: resolve }));
  }, []);
  useEffect(() => paged.committed(), [paged]);
  useEffect(mounted, [mounted]);
  return (
    <ResultTable
      columns={definition.columns}
      order={order}
      onOrderChange={ignore}
      rows={paged.rows}
      firstNumber={(paged.page - 1) * size + 1}
      loading={false}
      sort={sort}
      onSort={ignore}
      onReference={ignore}
      onFirstRowChange={ignore}
      scrollTo={null}
      onScrolled={ignore}
    />
  );
}

async function untilCells(): Promise<number> {
  for (let frame = 0; frame < 120; frame += 1) {
    const at = await nextFrame();
    if (cellCount() > 0) return at;
  }
  throw new Error('the table drew no cells');
}

async function scrollFrames(): Promise<number[]> {
  const main = document.querySelector(`.${TABLE_QUADRANT_MAIN} .${TABLE_QUADRANT_SCROLL_CONTAINER}`);
  if (!(main instanceof HTMLElement)) throw new Error('no scroll container');
  const frames: number[] = [];
  let direction = 1;
  let last = await nextFrame();
  const end = last + scrollMs;
  while (last < end) {
    const bottom = main.scrollHeight - main.clientHeight;
    if (main.scrollTop + scrollStep * direction > bottom || main.scrollTop + scrollStep * direction < 0)
      direction = -direction;
    main.scrollTop += scrollStep * direction;
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
  }
  return frames;
}

/** Renders the case into `root` and measures it. */
export function mountList(root: Root, size: number): void {
  const record: ListRecord = { rows: size, mount: 0, swaps: [], frames: [], cells: 0, done: false };
  (window as unknown as { bench: ListRecord }).bench = record;
  let committed: () => void = ignore;
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));
  const first = pageRows(1, size);
  const start = performance.now();
  root.render(<ListCase size={size} first={first} mounted={committed} />);
  void (async () => {
    await firstCommit;
    record.mount = (await untilCells()) - start;
    record.cells = cellCount();
    for (let page = 2; page < 2 + swapCount; page += 1) {
      // The rows as the answer's JSON would bring them: made before the clock starts.
      const rows = pageRows(page, size);
      const before = performance.now();
      await showPage(page, rows);
      record.swaps.push((await nextFrame()) - before);
    }
    record.frames = await scrollFrames();
    record.cells = Math.max(record.cells, cellCount());
  })()
    .catch((error: unknown) => (record.error = String(error)))
    .finally(() => (record.done = true));
}

import { readFileSync } from 'node:fs';
import {
  groupCount,
  isGroupActive,
  isLinkActive,
  linkCount,
  menuEntries,
  visibleMenu,
  type MenuEntry,
} from '../../src/app/side-menu/menu-model';
import type { FeatureMaster } from '../../src/engine/permissions';

type SeedRole = { role_id: number; except: { name: string }[] };
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/seed/${file}`, import.meta.url), 'utf8'));
const features: FeatureMaster[] = read('features.json').features;
const roles: SeedRole[] = read('roles.json').roles;
const featuresOf = (roleId: number) => {
  const except = roles.find((r) => r.role_id === roleId)?.except ?? [];
  return features.filter((f) => !except.some((e) => e.name === f.name));
};
const labels = (entries: MenuEntry[]) =>
  entries.flatMap((e) => (e.kind === 'item' ? [e.label] : [e.label, ...e.items.map((i) => i.label)]));

// 000 §6's list of menu labels that are feature names.
const specLabels = [
  'タスク',
  '反響',
  '承認',
  '与信審査',
  '申込受付',
  '顧客管理',
  '請求処理',
  '集計機能',
  '明細機能',
  'サポート機能',
  '解約・契約一覧',
  '顧客向けお知らせメールの配信',
  'FHデータ連携',
  'カスタム検索機能',
  '管理機能',
  'アカウント管理',
  'アクセスログ',
  'マスター設定',
  'D番マスタ管理',
  'ダウンロード資料の管理',
  '一斉送信（メール・FAX）',
];

describe('side menu visibility (000 §6)', () => {
  it('shows every entry of the spec to the administrator', () => {
    const shown = labels(visibleMenu(menuEntries, featuresOf(1)));
    for (const label of specLabels) expect(shown).toContain(label);
    expect(shown).toContain('業務報告書の作成');
  });

  it('hides 管理機能 and its children from OP', () => {
    const shown = labels(visibleMenu(menuEntries, featuresOf(9)));
    for (const label of ['管理機能', 'アカウント管理', 'アクセスログ', 'D番マスタ管理'])
      expect(shown).not.toContain(label);
    expect(shown).toContain('請求処理');
    expect(shown).toContain('解約・契約一覧');
  });

  it('matches by exact name: a near name does not count', () => {
    const only = (name: string): FeatureMaster[] => [{ id: 1, name, parent_id: null }];
    expect(visibleMenu(menuEntries, only('反響 '))).toEqual([]);
    expect(visibleMenu(menuEntries, only('カスタム検索'))).toEqual([]);
    expect(labels(visibleMenu(menuEntries, only('反響')))).toEqual(['反響']);
  });

  it('needs the own feature of a support or admin link, and hides a group left empty', () => {
    const some: FeatureMaster[] = [
      { id: 9, name: 'サポート機能', parent_id: null },
      { id: 12, name: 'FHデータ連携', parent_id: 9 },
      { id: 14, name: '管理機能', parent_id: null },
    ];
    expect(labels(visibleMenu(menuEntries, some))).toEqual(['サポート機能', 'FHデータ連携']);
  });

  it('shows nothing without features', () => {
    expect(visibleMenu(menuEntries, [])).toEqual([]);
  });
});

describe('badges and active entries', () => {
  const billing = menuEntries.find((e) => e.label === '請求処理');
  const items = billing?.kind === 'group' ? billing.items : [];

  it('sums the billing items into the group badge', () => {
    const counts = {
      create_business_report: 3,
      create_invoice: 2,
      send_business_report_and_invoice: 1,
      send_transfer_slip: 0,
      payment_confirmation: 4,
      dunning_process: 3,
      customer_invoice_status: 1,
      business_talk: 9,
    };
    expect(groupCount(items, counts)).toBe(14);
    expect(groupCount(items, undefined)).toBe(0);
    expect(items.map((i) => i.badge)).toEqual([
      'create_business_report',
      'create_invoice',
      'send_business_report_and_invoice',
      'send_transfer_slip',
      'payment_confirmation',
      'dunning_process',
      'customer_invoice_status',
    ]);
  });

  it('puts badges on business talk, approval, credit check, application acceptance and customer management', () => {
    const badged = menuEntries.flatMap((e) => (e.kind === 'item' && e.badge ? [[e.label, e.badge]] : []));
    expect(Object.fromEntries(badged)).toEqual({
      反響: 'business_talk',
      承認: 'approval',
      与信審査: 'credit_check',
      申込受付: 'application_acceptance',
      顧客管理: 'customer_management',
    });
    const talk = menuEntries.find((e) => e.label === '反響');
    if (talk?.kind === 'item') expect(linkCount(talk, { business_talk: 5 })).toBe(5);
  });

  it('is active on its page and below it; a group opens for an active child', () => {
    const customers = menuEntries.find((e) => e.label === '顧客管理');
    if (customers?.kind !== 'item') throw new Error('顧客管理 is a link');
    expect(isLinkActive(customers, '/customer_management/list/1/detail')).toBe(true);
    expect(isLinkActive(customers, '/customer_management/3/changeContract')).toBe(true);
    expect(isLinkActive(customers, '/customer_entry/list')).toBe(false);
    expect(isGroupActive(items, '/billing/invoice/7/detail')).toBe(true);
    expect(isGroupActive(items, '/home')).toBe(false);
  });
});

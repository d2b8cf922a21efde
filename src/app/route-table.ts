// Every route the spec names (000 §2.1–2.2, 002 §2.11), with its route name and Japanese title.
// Where the spec spells a step only as "(+ complete step)" or "and Complete", the path is `<route>/complete`
// (README "Routes not built yet"). `builtRouteNames` says which screens exist; every other named route
// only states that the screen is not available yet, and the README lists those.

/** The product's name, after the screen title in the window title. */
export const productName = 'TAS Desk';

/** Which frame a route lives in: staff (login guard, side menu), public/applicant, or my page. */
export type RouteArea = 'staff' | 'public' | 'mypage';

/** One named route. */
export interface NamedRoute {
  /** Route name (used as the router's route id). */
  name: string;
  /** Path in react-router syntax (`:id`). */
  path: string;
  /** Japanese screen title. */
  title: string;
  area: RouteArea;
  /** Shown without side menu or header (000 §2.2). */
  hideMenu?: boolean;
}

const staff = (name: string, path: string, title: string): NamedRoute => ({
  name,
  path,
  title,
  area: 'staff',
});
const open = (name: string, path: string, title: string, hideMenu = false): NamedRoute => ({
  name,
  path,
  title,
  area: 'public',
  hideMenu,
});
const mypage = (name: string, path: string, title: string, hideMenu = false): NamedRoute => ({
  name,
  path,
  title,
  area: 'mypage',
  hideMenu,
});

/** The staff routes (000 §2.1, 002 §2.11); all need a staff login. */
export const staffRoutes: NamedRoute[] = [
  staff('home', '/home', 'ヘッドライン'),
  staff('user_task', '/user_task', 'タスク'),
  staff('user_task_create', '/user_task/create', 'タスクの登録'),
  staff('user_task_edit', '/user_task/:id/edit', 'タスクの編集'),
  staff('business_talk_list', '/business_talk_List', '反響'),
  staff('approval', '/approval', '承認'),
  staff('judging', '/judging', '与信審査'),
  staff('customer_entry_list', '/customer_entry/list', '申込受付'),
  staff('customer_entry_list_detail', '/customer_entry/list/:id/detail', '申込受付詳細'),
  staff('customer_management_list', '/customer_management/list', '顧客管理'),
  staff('customer_management_list_detail', '/customer_management/list/:id/detail', '顧客詳細'),
  staff('customer_management_change_contract', '/customer_management/:id/changeContract', '契約変更'),
  staff('customer_management_contract', '/customer_management/:id/contract', '契約手続き'),
  staff('billing_businessreport', '/billing/businessreport', '業務報告書の作成'),
  staff('billing_businessreport_detail', '/billing/businessreport/:id/detail', '業務報告書の詳細'),
  staff('billing_invoice', '/billing/invoice', '請求書の作成'),
  staff('billing_invoice_detail', '/billing/invoice/:id/detail', '請求書の詳細'),
  staff('billing_shipping', '/billing/shipping', '業務報告書と請求書の発送'),
  staff('billing_transfer_slip', '/billing/transfer_slip', '振替伝票の作成'),
  staff('billing_payment_confirmation', '/billing/payment_confirmation', '入金確認'),
  staff('billing_urge_process', '/billing/urge_process', '督促処理'),
  staff('billing_customer_invoice_status', '/billing/customer_invoice_status', '顧客請求状態一覧'),
  staff('aggregate_call', '/aggregate/call', 'コール集計'),
  staff('detail_sales', '/detail/sales', '売上明細'),
  staff('detail_deposit', '/detail/deposit', '入金明細'),
  staff('detail_account', '/detail/account', '売掛金明細'),
  staff('detail_transfer_fee', '/detail/transfer_fee', '振込手数料明細'),
  staff('detail_consumption_tax', '/detail/consumption_tax', '消費税明細'),
  staff('support_contract_list', '/support/contract_list', '解約・契約一覧'),
  staff('support_customer_mail', '/support/customer_mail', '顧客向けお知らせメールの配信'),
  staff('support_fh_link_log', '/support/fh_link_log', 'FHデータ連携'),
  staff('custom_search', '/custom_search', 'カスタム検索'),
  staff('manage_account', '/manage/account', 'アカウント管理'),
  staff('manage_operation_logs', '/manage/operation_logs', 'アクセスログ'),
  staff('manage_master_setting', '/manage/master_setting', 'マスター設定'),
  staff('transmit_telephone_number_master', '/transmit_telephone_number_master', 'D番マスター管理'),
  staff('manage_sales_document_download', '/manage/sales_document_download', 'ダウンロード資料の管理'),
  staff('manage_bulk_send', '/manage/bulk_send', '一斉送信（メール・FAX）'),
  staff('environmental_setting', '/environmental_setting', '環境設定'),
];

/** The staff login, public and applicant routes (000 §2.2, 002 §2.11); none needs a login. */
export const publicRoutes: NamedRoute[] = [
  open('login', '/login', 'ログイン', true),
  open('inquiry', '/inquiry', 'お問い合わせ'),
  open('inquiry_completed', '/inquiry_completed', 'お問い合わせ完了', true),
  open('request_documents', '/request_documents', '資料請求'),
  open('request_documents_completed', '/request_documents_completed', '資料請求完了'),
  open('sign_up', '/sign_up', 'お申込み'),
  open('sign_up_completed', '/sign_up_completed', 'お申込み完了'),
  open('apply_login', '/apply_login', 'お申込者ログイン'),
  open('apply_password_reissue', '/apply_password_reissue', 'パスワード再発行'),
  open('apply_password_reissue_complete', '/apply_password_reissue/complete', 'パスワード再発行完了'),
  open('apply_change_password', '/apply_change_password', 'パスワード変更'),
  open('apply_change_password_complete', '/apply_change_password/complete', 'パスワード変更完了'),
  open('apply_form_page', '/apply_form_page', '申込フォーム', true),
  open('precaution', '/precaution', 'ご利用上の注意', true),
  open('business_report_sample', '/business_report_sample', '業務報告書サンプル', true),
];

/** The customer portal routes (002 §2.11). */
export const mypageRoutes: NamedRoute[] = [
  mypage('mypage_login', '/mypage/login', 'マイページログイン', true),
  mypage('mypage_change_login_id', '/mypage/changeLoginId', 'ログインIDの変更'),
  mypage('change_password', '/mypage/changePassword/changePassword', 'パスワード変更', true),
  mypage('change_password_complete', '/mypage/changePassword/complete', 'パスワード変更完了', true),
  mypage('mypage_password_reissue', '/mypage/passwordReissue/passwordReissue', 'パスワード再発行', true),
  mypage(
    'mypage_password_reissue_complete',
    '/mypage/passwordReissue/complete',
    'パスワード再発行完了',
    true,
  ),
  mypage('mypage_notice', '/mypage/notice', 'お知らせ・ダウンロード'),
  mypage('mypage_customer_info', '/mypage/customer_info', 'お客様情報'),
  mypage('mypage_customer_basic_info', '/mypage/customer_basic_info', '基本情報'),
  mypage('mypage_customer_business', '/mypage/customer_business', '業務内容'),
  mypage('mypage_customer_email_setting', '/mypage/customer_email_setting', 'E-Mail・メッセンジャー報告設定'),
  mypage('mypage_customer_member_setting', '/mypage/customer_member_setting', 'メンバー情報'),
  mypage('mypage_customer_relation_client_setting', '/mypage/customer_relation_client_setting', '関連会社'),
  mypage('mypage_customer_order', '/mypage/customer_order', '契約内容'),
  mypage('mypage_customer_invoice', '/mypage/customer_invoice', '請求情報'),
  mypage('mypage_change_request', '/mypage/change_request', '変更申請'),
  mypage('mypage_change_request_input', '/mypage/change_request/input', '変更申請の入力'),
  mypage('mypage_change_request_complete', '/mypage/change_request/complete', '変更申請完了'),
  mypage('mypage_inquiry', '/mypage/inquiry', 'お問い合わせ'),
  mypage('mypage_inquiry_input', '/mypage/inquiry/input', 'お問い合わせの入力'),
  mypage('mypage_inquiry_complete', '/mypage/inquiry/complete', 'お問い合わせ完了'),
  mypage('mypage_terms', '/mypage/terms', '利用規約'),
  mypage('mypage_schedule', '/mypage/schedule', 'スケジュール'),
];

/** Shown when the browser fails 002 §9's table; outside the browser check itself. */
export const unsupportedBrowserRoute: NamedRoute = open(
  'unsupported_browser',
  '/unsupported_browser',
  'サポート対象外のブラウザ',
  true,
);

/** Unknown paths (`not_found`, without menu or header). */
export const notFoundRoute: NamedRoute = open('not_found', '*', 'ページが見つかりません', true);

/** Every named route. */
export const allRoutes: NamedRoute[] = [
  ...staffRoutes,
  ...publicRoutes,
  ...mypageRoutes,
  unsupportedBrowserRoute,
  notFoundRoute,
];

const byName = new Map(allRoutes.map((route) => [route.name, route]));

/** The route of a name; throws for a name the table does not have (a programming error). */
export function namedRoute(name: string): NamedRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route name: ${name}`);
  return route;
}

/** The path of a named route with its parameters filled in (`routePath('customer_management_list_detail', { id: 1 })`). */
export function routePath(name: string, params: Record<string, string | number> = {}): string {
  return namedRoute(name).path.replace(/:(\w+)/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`route ${name} needs parameter ${key}`);
    return encodeURIComponent(String(params[key]));
  });
}

/** The routes whose screens are built (`routes.tsx` maps each to its page). */
export const builtRouteNames = [
  'home',
  'login',
  'customer_management_list',
  'customer_entry_list',
  'customer_management_list_detail',
  'customer_entry_list_detail',
  'approval',
  'judging',
  'manage_operation_logs',
  'transmit_telephone_number_master',
  'not_found',
  'unsupported_browser',
] as const;

/** The name of a built route. */
export type BuiltRouteName = (typeof builtRouteNames)[number];

/** The named routes that only state that the screen is not available yet (README "Routes not built yet"). */
export const placeholderRoutes: NamedRoute[] = allRoutes.filter(
  (route) => !(builtRouteNames as readonly string[]).includes(route.name),
);

import { readFileSync } from 'node:fs';
import {
  allRoutes,
  mypageRoutes,
  placeholderRoutes,
  publicRoutes,
  routePath,
  staffRoutes,
} from '../../src/app/route-table';
import { menuEntries } from '../../src/app/side-menu/menu-model';

// The staff routes of 002 §2.11 as the spec spells them.
const specStaffPaths =
  `/home, /manage/account, /manage/operation_logs, /manage/master_setting, /manage/sales_document_download,
/manage/bulk_send, /support/contract_list, /support/customer_mail, /support/fh_link_log, /custom_search, /detail/sales,
/detail/account, /detail/consumption_tax, /detail/deposit, /detail/transfer_fee, /environmental_setting, /aggregate/call,
/customer_management/list, /customer_management/list/{id}/detail, /customer_entry/list, /customer_entry/list/{id}/detail,
/customer_management/{id}/changeContract, /customer_management/{id}/contract, /billing/businessreport,
/billing/businessreport/{id}/detail, /billing/invoice, /billing/invoice/{id}/detail, /billing/shipping, /billing/transfer_slip,
/billing/payment_confirmation, /billing/urge_process, /billing/customer_invoice_status, /user_task, /user_task/create,
/user_task/{id}/edit, /business_talk_List, /approval, /judging, /transmit_telephone_number_master`
    .split(',')
    .map((path) => path.trim().replace(/\{(\w+)\}/g, ':$1'));

const specPublicPaths = [
  '/login',
  '/inquiry',
  '/inquiry_completed',
  '/request_documents',
  '/request_documents_completed',
  '/sign_up',
  '/sign_up_completed',
  '/apply_login',
  '/apply_password_reissue',
  '/apply_change_password',
  '/apply_form_page',
  '/precaution',
  '/business_report_sample',
];

const specMypagePaths = [
  '/mypage/login',
  '/mypage/changeLoginId',
  '/mypage/changePassword/changePassword',
  '/mypage/passwordReissue/passwordReissue',
  '/mypage/notice',
  '/mypage/customer_info',
  '/mypage/customer_basic_info',
  '/mypage/customer_business',
  '/mypage/customer_email_setting',
  '/mypage/customer_member_setting',
  '/mypage/customer_relation_client_setting',
  '/mypage/customer_order',
  '/mypage/customer_invoice',
  '/mypage/change_request',
  '/mypage/change_request/input',
  '/mypage/change_request/complete',
  '/mypage/inquiry',
  '/mypage/inquiry/input',
  '/mypage/inquiry/complete',
  '/mypage/terms',
  '/mypage/schedule',
];

describe('route table', () => {
  it('has every staff, public and my page route the spec names', () => {
    expect(staffRoutes.map((r) => r.path).sort()).toEqual([...specStaffPaths].sort());
    const publicPaths = publicRoutes.map((r) => r.path);
    for (const path of specPublicPaths) expect(publicPaths).toContain(path);
    const mypagePaths = mypageRoutes.map((r) => r.path);
    for (const path of specMypagePaths) expect(mypagePaths).toContain(path);
  });

  it('gives every route a unique name and path, and the spec names where it has them', () => {
    const names = allRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = allRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'customer_entry_list_detail',
        'customer_management_list_detail',
        'mypage_login',
        'mypage_password_reissue',
        'mypage_password_reissue_complete',
        'change_password',
        'change_password_complete',
        'not_found',
      ]),
    );
  });

  it('hides the menu exactly on the routes 000 §2.2 lists', () => {
    const hidden = allRoutes.filter((r) => r.hideMenu).map((r) => r.name);
    expect(hidden.sort()).toEqual(
      [
        'login',
        'inquiry_completed',
        'apply_form_page',
        'precaution',
        'business_report_sample',
        'not_found',
        'mypage_login',
        'mypage_password_reissue',
        'mypage_password_reissue_complete',
        'change_password',
        'change_password_complete',
        'unsupported_browser',
      ].sort(),
    );
  });

  it('fills in route parameters by name', () => {
    expect(routePath('customer_management_list_detail', { id: 12 })).toBe(
      '/customer_management/list/12/detail',
    );
    expect(routePath('home')).toBe('/home');
    expect(() => routePath('customer_entry_list_detail')).toThrow(/needs parameter id/);
    expect(() => routePath('no_such_route')).toThrow(/unknown route/);
  });

  it('lets every side-menu link name a real route without parameters', () => {
    for (const entry of menuEntries) {
      const links = entry.kind === 'item' ? [entry] : entry.items;
      for (const link of links) expect(routePath(link.route)).toMatch(/^\/[^:]*$/);
    }
  });

  it('the README lists every route that is not built yet', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Routes not built yet')[1]?.split('\n## ')[0] ?? '';
    for (const route of placeholderRoutes) expect(section, route.path).toContain(`\`${route.path}\``);
    expect(placeholderRoutes.some((r) => r.name === 'home')).toBe(false);
  });
});

import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { liveRows } from './lib/values';

/** The error `someRowChecked` reports, at the table; `flag` is the schema's field name. */
export type SomeRowCheckedError = ErrorObject<'someRowChecked', { reason: 'none'; flag: string }, string>;

/** `"someRowChecked": "report_telephone_number_flag"` — at least one live row has the checkbox ticked. */
export const rule: RuleDoc = {
  keyword: 'someRowChecked',
  category: 'section',
  checks: {
    ja: '表の行（is_delete の行を除く）のうち1件以上でチェックボックス（指定の項目）が true。パックメニューの「個別メールは1件以上チェック」「電話を報告先にするならチェック必須」に if / then と組み合わせて使う',
    en: 'at least one live row (is_delete skipped) has the named checkbox true; with if/then it gives the pack-menu rules “individual mail needs one checked” and “phone as report destination needs a checkbox”',
  },
  example: {
    type: 'object',
    properties: {
      is_telephone_report: { type: 'boolean' },
      members: {
        type: 'array',
        title: '顧客メンバー',
        items: {
          type: 'object',
          properties: { report_telephone_number_flag: { type: 'boolean', title: '電話報告' } },
        },
      },
    },
    if: { properties: { is_telephone_report: { const: true } }, required: ['is_telephone_report'] },
    then: { properties: { members: { someRowChecked: 'report_telephone_number_flag' } } },
  },
  messages: { none: '{title}の{flagTitle}を1件以上チェックしてください' },
  vars: ({ titleOf, params }) => ({ flagTitle: titleOf(String(params.flag)) }),
};

/** Fails when no live row has the flag true. */
export const check = standalone('some-row-checked', (data: unknown[], flag: string) =>
  liveRows(data).some((row) => row[flag] === true) ? undefined : { reason: 'none' },
);

export default checkKeyword(rule, {
  type: 'array',
  schemaType: 'string',
  check,
  params: (flag: string) => ({ flag }),
});

import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { usePattern } from 'ajv/dist/vocabularies/code.js';

/** A text rule that one regular expression decides: its keyword, the expression and the Japanese message. */
export interface PatternRule {
  keyword: string;
  pattern: string;
  /** What the message says after the value, e.g. `は全角カタカナで入力してください`. */
  message: string;
}

/**
 * Builds the Ajv `code` keyword for a pattern rule. `code` keywords survive standalone precompilation;
 * an empty string passes, because whether a value is needed at all is `required`'s business.
 */
export function patternKeyword(rule: PatternRule): CodeKeywordDefinition {
  return {
    keyword: rule.keyword,
    type: 'string',
    schemaType: 'boolean',
    error: { message: rule.message },
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const regExp = usePattern(cxt, rule.pattern);
      cxt.fail(_`${cxt.data} !== "" && !${regExp}.test(${cxt.data})`);
    },
  };
}

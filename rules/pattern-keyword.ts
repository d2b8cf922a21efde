import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code.js';
import { ruleError } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';

/** A text rule that one regular expression decides. */
export interface PatternRule extends RuleDoc {
  /** Tested with the `u` flag; an empty string is never tested. */
  pattern: string;
}

/**
 * Builds the Ajv `code` keyword for a pattern rule. `code` keywords survive standalone precompilation;
 * an empty string passes, because whether a value is needed at all is `required`'s business.
 */
/* @__NO_SIDE_EFFECTS__ */
export function patternKeyword(rule: PatternRule): CodeKeywordDefinition {
  return {
    keyword: rule.keyword,
    type: 'string',
    schemaType: 'boolean',
    error: ruleError(rule.keyword),
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const regExp = usePattern(cxt, rule.pattern);
      cxt.setParams({ reason: 'invalid' });
      cxt.fail(_`${cxt.data} !== "" && !${regExp}.test(${cxt.data})`);
    },
  };
}

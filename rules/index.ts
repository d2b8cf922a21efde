import type Ajv from 'ajv';
import type { KeywordDefinition } from 'ajv';
import fullWidthKana, { fullWidthKana as fullWidthKanaRule } from './full-width-kana';
import halfWidthDigits, { halfWidthDigits as halfWidthDigitsRule } from './half-width-digits';
import noSurroundingSpaces, { noSurroundingSpaces as noSurroundingSpacesRule } from './no-surrounding-spaces';
import type { PatternRule } from './pattern-keyword';

/** Every custom keyword of the Japanese rule library. */
export const ruleKeywords: KeywordDefinition[] = [halfWidthDigits, fullWidthKana, noSurroundingSpaces];

/** The message suffix of each custom keyword, by keyword name. */
export const ruleMessages: Record<string, string> = Object.fromEntries(
  [halfWidthDigitsRule, fullWidthKanaRule, noSurroundingSpacesRule].map((rule: PatternRule) => [
    rule.keyword,
    rule.message,
  ]),
);

/** Adds the rule library to an Ajv instance (browser and server alike). */
export function addRules(ajv: Ajv): Ajv {
  for (const keyword of ruleKeywords) ajv.addKeyword(keyword);
  return ajv;
}

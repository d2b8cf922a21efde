import type Ajv from 'ajv';
import type { KeywordDefinition } from 'ajv';
import * as noWhitespace from './no-whitespace';
import * as fullWidthKana from './full-width-kana';
import * as fullWidthKanaNoSpace from './full-width-kana-no-space';
import * as fullWidth from './full-width';
import * as fullWidthDigits from './full-width-digits';
import * as halfWidthDigits from './half-width-digits';
import * as digitsAndHyphen from './digits-and-hyphen';
import * as halfWidthAlphanumeric from './half-width-alphanumeric';
import * as halfWidthAlphanumericSymbols from './half-width-alphanumeric-symbols';
import * as halfWidthInteger from './half-width-integer';
import * as spacedName from './spaced-name';
import * as noSurroundingSpaces from './no-surrounding-spaces';
import * as notBlank from './not-blank';
import * as noEnvironmentDependentChars from './no-environment-dependent-chars';
import * as noHiraganaKanji from './no-hiragana-kanji';
import * as regularHolidayLetters from './regular-holiday-letters';
import * as accountHolder from './account-holder';
import * as lengthUnder from './length-under';
import * as htmlTextLength from './html-text-length';
import * as phoneHyphenated from './phone-hyphenated';
import * as fixedLinePhone from './fixed-line-phone';
import * as mobilePhone from './mobile-phone';
import * as phoneNumber from './phone-number';
import * as faxNumber from './fax-number';
import * as faxRequired from './fax-required';
import * as postalCode from './postal-code';
import * as emailLenient from './email-lenient';
import * as emailStrict from './email-strict';
import * as httpUrl from './http-url';
import * as passwordStrength from './password-strength';
import * as loginPassword from './login-password';
import * as sameAs from './same-as';
import * as dateYmd from './date-ymd';
import * as yearMonth from './year-month';
import * as dateTime from './date-time';
import * as dateList from './date-list';
import * as dateRangeWithin from './date-range-within';
import * as endNotBeforeStart from './end-not-before-start';
import * as futureDateTime from './future-date-time';
import * as notPastDate from './not-past-date';
import * as recessBeforeResume from './recess-before-resume';
import * as maxDaysAgo from './max-days-ago';
import * as selected from './selected';
import * as allowedPairs from './allowed-pairs';
import * as weekdaySelection from './weekday-selection';
import * as amountRange from './amount-range';
import * as minNotAboveMax from './min-not-above-max';
import * as maxFileSize from './max-file-size';
import * as maxLiveRows from './max-live-rows';
import * as fileType from './file-type';
import * as businessHours from './business-hours';
import * as messengerIds from './messenger-ids';
import * as packMenuReport from './pack-menu-report';
import * as someRowChecked from './some-row-checked';
import * as uniqueDidNumber from './unique-did-number';
import type { RuleDoc } from './lib/rule-doc';

/** One rule file: its description and its keyword. */
export interface RuleModule {
  rule: RuleDoc;
  default: KeywordDefinition;
}

/** Every rule of the library, in the order rules/README.md lists them, with its file name. */
export const ruleModules: [file: string, module: RuleModule][] = Object.entries({
  noWhitespace,
  fullWidthKana,
  fullWidthKanaNoSpace,
  fullWidth,
  fullWidthDigits,
  halfWidthDigits,
  digitsAndHyphen,
  halfWidthAlphanumeric,
  halfWidthAlphanumericSymbols,
  halfWidthInteger,
  spacedName,
  noSurroundingSpaces,
  notBlank,
  noEnvironmentDependentChars,
  noHiraganaKanji,
  regularHolidayLetters,
  accountHolder,
  lengthUnder,
  htmlTextLength,
  phoneHyphenated,
  fixedLinePhone,
  mobilePhone,
  phoneNumber,
  faxNumber,
  faxRequired,
  postalCode,
  emailLenient,
  emailStrict,
  httpUrl,
  passwordStrength,
  loginPassword,
  sameAs,
  dateYmd,
  yearMonth,
  dateTime,
  dateList,
  dateRangeWithin,
  endNotBeforeStart,
  futureDateTime,
  notPastDate,
  recessBeforeResume,
  maxDaysAgo,
  selected,
  allowedPairs,
  weekdaySelection,
  amountRange,
  minNotAboveMax,
  maxFileSize,
  maxLiveRows,
  fileType,
  businessHours,
  messengerIds,
  packMenuReport,
  someRowChecked,
  uniqueDidNumber,
}).map(([name, module]) => [name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`), module]);

/** Every custom keyword of the Japanese rule library. */
export const ruleKeywords: KeywordDefinition[] = ruleModules.map(([, module]) => module.default);

/** The description of each rule (messages, README entry), by keyword. */
export const ruleDocs: Record<string, RuleDoc> = Object.fromEntries(
  ruleModules.map(([, module]) => [module.rule.keyword, module.rule]),
);

/** Adds the rule library to an Ajv instance (browser and server alike). */
export function addRules(ajv: Ajv): Ajv {
  for (const keyword of ruleKeywords) ajv.addKeyword(keyword);
  return ajv;
}

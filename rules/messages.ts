import type { ErrorObject } from 'ajv';
import { ruleDocs } from './index';
import { fillTemplate, type MessageInput, type RuleDoc } from './lib/rule-doc';

type Schemaish = {
  title?: unknown;
  properties?: Record<string, { title?: unknown }>;
  items?: { properties?: Record<string, { title?: unknown }> };
};

const parentOf = (error: ErrorObject) => (error.parentSchema ?? {}) as Schemaish;

/** The title of a property of a schema (or of its array items), else the property name. */
function propertyTitle(schema: Schemaish, field: string): string {
  const title = schema.properties?.[field]?.title ?? schema.items?.properties?.[field]?.title;
  return typeof title === 'string' ? title : field;
}

/**
 * The field title an error is about: for `required` and cross-field rules (`params.field`) the named
 * property's title; otherwise the schema's `title`, else the last segment of the data path.
 */
export function titleOf(error: ErrorObject): string {
  const parent = parentOf(error);
  if (error.keyword === 'required') return propertyTitle(parent, String(error.params.missingProperty));
  if (typeof error.params.field === 'string') return propertyTitle(parent, error.params.field);
  if (typeof parent.title === 'string') return parent.title;
  return error.instancePath.split('/').pop() || '入力値';
}

// Values are quoted in rule messages; a long one is cut so that the message stays readable.
const quoteLimit = 30;

function valueOf(error: ErrorObject): string {
  const data =
    typeof error.params.field === 'string' && typeof error.data === 'object' && error.data !== null
      ? (error.data as Record<string, unknown>)[error.params.field]
      : error.data;
  if (typeof data !== 'string' && typeof data !== 'number') return '';
  const chars = [...String(data)];
  return chars.length > quoteLimit ? `${chars.slice(0, quoteLimit).join('')}…` : chars.join('');
}

/** Composes one rule's message from its templates (see rules/README.md). */
export function composeRuleMessage(rule: RuleDoc, input: MessageInput): string {
  const templates = Object.values(rule.messages);
  const template = rule.messages[String(input.params.reason)] ?? templates[0];
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.params))
    if (value !== undefined) values[key] = String(value);
  if (typeof input.params.other === 'string') values.otherTitle = input.titleOf(input.params.other);
  Object.assign(values, {
    title: input.title,
    value: input.value,
    subject: input.value === '' ? input.title : `${input.title}の「${input.value}」`,
    parentTitle: input.parentTitle,
    ...rule.vars?.(input),
  });
  return fillTemplate(template, values);
}

const formatNames: Record<string, string> = {
  date: '正しい日付（YYYY-MM-DD）',
  'date-time': '正しい日時',
  time: '正しい時刻',
  email: 'メールアドレスの形式',
  uri: 'URLの形式',
};

// Built-in keywords get our own Japanese; every limit is read from the error's params (the schema).
const builtIn: Record<string, (title: string, params: Record<string, unknown>) => string> = {
  required: (title) => `${title}は必須項目です`,
  maxLength: (title, p) => `${title}は${p.limit}文字以内で入力してください`,
  minLength: (title, p) => `${title}は${p.limit}文字以上で入力してください`,
  maximum: (title, p) => `${title}は${p.limit}以下で入力してください`,
  minimum: (title, p) => `${title}は${p.limit}以上で入力してください`,
  exclusiveMaximum: (title, p) => `${title}は${p.limit}未満で入力してください`,
  exclusiveMinimum: (title, p) => `${title}は${p.limit}より大きい値で入力してください`,
  maxItems: (title, p) => `${title}は${p.limit}件以内にしてください`,
  minItems: (title, p) => `${title}は${p.limit}件以上にしてください`,
  pattern: (title) => `${title}の形式が正しくありません`,
  format: (title, p) => `${title}は${formatNames[String(p.format)] ?? '正しい形式'}で入力してください`,
  type: (title, p) =>
    p.type === 'integer' || p.type === 'number'
      ? `${title}は数値で入力してください`
      : `${title}の形式が正しくありません`,
  enum: (title) => `${title}は選択肢から選んでください`,
  oneOf: (title) => `${title}は選択肢から選んでください`,
  anyOf: (title) => `${title}は選択肢から選んでください`,
  const: (title) => `${title}の値が正しくありません`,
};

/** The Japanese message for one Ajv error: built-in keywords name the title, rules also quote the value. */
export function messageFor(error: ErrorObject): string {
  if (error.keyword === 'errorMessage') return String(error.message);
  const title = titleOf(error);
  // Looked up per error, not gathered once: in the browser the descriptions arrive with each route's validators.
  const rule = ruleDocs[error.keyword];
  if (rule !== undefined) {
    const parent = parentOf(error);
    return composeRuleMessage(rule, {
      title,
      value: valueOf(error),
      schema: error.schema,
      params: error.params,
      parentTitle: typeof parent.title === 'string' ? parent.title : title,
      titleOf: (field) => propertyTitle(parent, field),
    });
  }
  const compose = builtIn[error.keyword];
  return compose ? compose(title, error.params) : `${title}の入力内容が正しくありません`;
}

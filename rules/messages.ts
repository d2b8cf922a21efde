import type { ErrorObject } from 'ajv';
import { ruleMessages } from './index';

type Schemaish = { title?: unknown; properties?: Record<string, { title?: unknown }> };

/** The field title an error is about: the schema's `title`, else the property name. */
export function titleOf(error: ErrorObject): string {
  const parent = (error.parentSchema ?? {}) as Schemaish;
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    return String(parent.properties?.[missing]?.title ?? missing);
  }
  if (typeof parent.title === 'string') return parent.title;
  return error.instancePath.split('/').pop() || '入力値';
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
  const: (title) => `${title}の値が正しくありません`,
};

/** The Japanese message for one Ajv error: built-in keywords name the title, rules also quote the value. */
export function messageFor(error: ErrorObject): string {
  if (error.keyword === 'errorMessage') return String(error.message);
  const title = titleOf(error);
  const rule = ruleMessages[error.keyword];
  if (rule !== undefined) {
    const value = typeof error.data === 'string' || typeof error.data === 'number' ? String(error.data) : '';
    return value === '' ? `${title}${rule}` : `${title}の「${value}」${rule}`;
  }
  const compose = builtIn[error.keyword];
  return compose ? compose(title, error.params) : `${title}の入力内容が正しくありません`;
}

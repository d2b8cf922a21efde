/** What a message template is filled from: the field, the offending value, the keyword's schema and params. */
export interface MessageInput {
  /** The title of the field the error concerns (for cross-field rules: the field named by `params.field`). */
  title: string;
  /** The offending value as text, shortened when long; '' when there is none to quote (objects, files). */
  value: string;
  /** The keyword's schema value (present when Ajv runs with `verbose`). */
  schema: unknown;
  /** The error's params: `reason`, `detail` and the limits the keyword copied from its schema. */
  params: Record<string, unknown>;
  /** The title of the schema holding the keyword (the object of a cross-field rule). */
  parentTitle: string;
  /** The title of a sibling property (or of an array item's property), else its name. */
  titleOf: (field: string) => string;
}

/** Which part of rules/README.md a rule is listed under. */
export type RuleCategory = 'text' | 'phone' | 'address' | 'password' | 'date' | 'select' | 'file' | 'section';

/**
 * The description of one rule: rules/README.md is generated from it and `messageFor` composes the
 * message from it, so the documentation and the behaviour cannot drift apart.
 */
export interface RuleDoc {
  keyword: string;
  category: RuleCategory;
  /** What the rule checks, in Japanese and in English. */
  checks: { ja: string; en: string };
  /** A schema using the keyword. */
  example: Record<string, unknown>;
  /**
   * Message templates by `params.reason`; the first is the default. Placeholders: `{title}`, `{value}`,
   * `{subject}` (`{title}の「{value}」`, or `{title}` when there is no value), `{parentTitle}`, every
   * param (`{limit}`, `{detail}`, …) and every entry of `vars`.
   */
  messages: Record<string, string>;
  /** Template values computed from the error, e.g. another field's title or a size in MB. */
  vars?: (input: MessageInput) => Record<string, string>;
  /** Anything a caller must know: server-side duties, interpretations of the spec. */
  notes?: string;
}

/** A failed check: the reason picks the message template, the detail is quoted by some templates. */
export interface Failure {
  reason: string;
  detail?: string;
}

/** What the server may hand to validation through Ajv's `passContext` (`validate.call(context, data)`). */
export interface RuleContext {
  /** True when another customer already uses this DID (D番) number. Synchronous: better-sqlite3 is. */
  didNumberTaken?: (didNumber: string) => boolean;
}

/** Fills `{name}` placeholders; unknown names stay as they are so that a typo shows in tests. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

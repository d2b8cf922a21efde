import {
  _,
  Name,
  type CodeGen,
  type CodeKeywordDefinition,
  type JSONType,
  type KeywordErrorDefinition,
} from 'ajv';
import type { KeywordErrorCxt } from 'ajv/dist/types/index.js';
import { useFunc } from 'ajv/dist/compile/util.js';
import type { Failure, RuleDoc } from './rule-doc';

type ObjectEntry = Parameters<CodeGen['object']>[0];

/** A rule's check: `undefined` when the value passes, else why it fails. `code` lets standalone code load it. */
export type Check<D, S> = ((data: D, schema: S, context?: unknown) => Failure | undefined) & { code: string };

/**
 * Marks the `check` export of `rules/<file>.ts` as loadable by Ajv's standalone code, which then calls
 * `require("tas-desk/rules/<file>").check` (map that specifier in the bundler that loads the output).
 */
/* @__NO_SIDE_EFFECTS__ */
export function standalone<D, S>(
  file: string,
  check: (data: D, schema: S, context?: unknown) => Failure | undefined,
): Check<D, S> {
  return Object.assign(check, { code: `require("tas-desk/rules/${file}").check` });
}

/** Error params for every rule: whatever the keyword set with `cxt.setParams` (reason, detail, limits). */
export const ruleError = (keyword: string): KeywordErrorDefinition => ({
  message: `must pass ${keyword}`,
  params: ({ gen, params }: KeywordErrorCxt) =>
    gen.object(
      ...Object.entries(params).map(([key, value]): ObjectEntry => [new Name(key), value ?? _`undefined`]),
    ),
});

interface CheckSpec<D, S> {
  type: JSONType | JSONType[];
  schemaType?: JSONType;
  metaSchema?: object;
  check: Check<D, S>;
  /** Params fixed at compile time from the schema: limits for the message, the field to report at. */
  params?: (schema: S) => Record<string, string | number>;
  /** Hands Ajv's `this` (the server's `RuleContext` under `passContext`) to the check. */
  context?: boolean;
}

/**
 * A `code` keyword that calls its check through `useFunc` (so it survives standalone precompilation).
 * `false` as the schema turns the rule off.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkKeyword<D, S>(doc: RuleDoc, spec: CheckSpec<D, S>): CodeKeywordDefinition {
  return {
    keyword: doc.keyword,
    type: spec.type,
    ...(spec.schemaType ? { schemaType: spec.schemaType } : { metaSchema: spec.metaSchema }),
    error: ruleError(doc.keyword),
    code(cxt) {
      if (cxt.schema === false) return;
      const check = useFunc(cxt.gen, spec.check);
      const call = spec.context
        ? _`${check}(${cxt.data}, ${cxt.schemaValue}, this)`
        : _`${check}(${cxt.data}, ${cxt.schemaValue})`;
      const failure = cxt.gen.const('failure', call);
      cxt.setParams({
        ...spec.params?.(cxt.schema as S),
        reason: _`${failure}.reason`,
        detail: _`${failure}.detail`,
      });
      cxt.fail(_`${failure} !== undefined`);
    },
  };
}

import { normalizeToSchema } from './normalize';
import type { JsonValue, Schema } from './types';
import { isValid, validateForm } from './validator';
import { resolvedRef } from './schema-ref';

/** One address of a postcode as `customers/getSearchByPostcode` answers it (spec 000 §3, 002 §3.4). */
export interface PostcodeCandidate {
  address1: string;
  address2: string;
  address3: string;
  kana2: string;
  kana3: string;
}

/** The parts of a candidate a form can take over. */
export type CandidateKey = keyof PostcodeCandidate;

/** `ui:options.targets` of a postcode field: candidate part → sibling field name. */
export type PostcodeTargets = Partial<Record<CandidateKey, string>>;

const candidateKeys: CandidateKey[] = ['address1', 'address2', 'address3', 'kana2', 'kana3'];

/** The zipcode the search call sends: the postcode without hyphens or spaces (000 §8). */
export function zipcodeOf(postcode: string): string {
  return postcode.replace(/[\s\-‐－ー]/g, '');
}

/** Whether the search may run: the value is set and passes the field's own schema (rules included). */
export function isSearchablePostcode(fieldSchema: Schema, value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  // `1000005` or `１００－０００５` is searchable: the field converts it to `100-0005` on blur.
  return isValid(validateForm(fieldSchema, normalizeToSchema(fieldSchema, value) ?? ''));
}

/** The targets declared in `ui:options`, keeping only known parts named by a string. */
export function postcodeTargets(options: unknown): PostcodeTargets {
  const targets = (options as { targets?: unknown } | undefined)?.targets;
  if (!targets || typeof targets !== 'object') return {};
  const out: PostcodeTargets = {};
  for (const key of candidateKeys) {
    const name = (targets as Record<string, unknown>)[key];
    if (typeof name === 'string' && name) out[key] = name;
  }
  return out;
}

/** The candidates of a search answer (`result_message.postcodeDatas`); anything malformed is dropped. */
export function candidatesOf(body: Record<string, unknown>): PostcodeCandidate[] {
  const message = body.result_message as { postcodeDatas?: unknown } | undefined;
  const list = message?.postcodeDatas;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => {
      const text = (key: CandidateKey) => (typeof item[key] === 'string' ? (item[key] as string) : '');
      return {
        address1: text('address1'),
        address2: text('address2'),
        address3: text('address3'),
        kana2: text('kana2'),
        kana3: text('kana3'),
      };
    });
}

/** How the modal lists a candidate: `東京都 千代田区 千代田（チヨダク チヨダ）`. */
export function candidateLabel(candidate: PostcodeCandidate): string {
  const address = [candidate.address1, candidate.address2, candidate.address3].filter(Boolean).join(' ');
  const kana = [candidate.kana2, candidate.kana3].filter(Boolean).join(' ');
  return kana ? `${address}（${kana}）` : address;
}

/**
 * The schema at an rjsf field path, walked from the root schema (`properties`, and `items` for row
 * indexes). The root's own objects are stable, so the validator compiles each field schema once.
 */
export function schemaAtPath(root: Schema, path: readonly (string | number)[]): Schema | undefined {
  let node: Schema | undefined = root;
  for (const segment of path) {
    if (!node) return undefined;
    if (typeof segment === 'number' || /^\d+$/.test(segment)) {
      node =
        typeof node.items === 'object' && !Array.isArray(node.items) ? (node.items as Schema) : undefined;
    } else {
      node = node.properties?.[segment] as Schema | undefined;
    }
    node = node ? resolvedRef(node, root) : undefined;
  }
  return node;
}

type Option = { const?: JsonValue; title?: string };

// A select target (oneOf of consts with titles, or a plain enum) takes the option whose title (or value)
// is the text; the prefecture select is set by its name this way. Undefined when no option matches.
function valueFor(target: Schema | undefined, text: string): JsonValue | undefined {
  const options = target?.oneOf ?? target?.anyOf;
  if (Array.isArray(options)) {
    const match = (options as Option[]).find((option) => option.title === text);
    return match?.const;
  }
  if (Array.isArray(target?.enum)) return target.enum.includes(text) ? text : undefined;
  return text;
}

/** The sibling values one candidate writes: sibling name → value; a select without a matching option is left alone. */
export function overwritesFor(
  candidate: PostcodeCandidate,
  targets: PostcodeTargets,
  parentSchema: Schema | undefined,
  root: Schema = parentSchema ?? {},
): { name: string; value: JsonValue }[] {
  const out: { name: string; value: JsonValue }[] = [];
  for (const key of candidateKeys) {
    const name = targets[key];
    if (!name) continue;
    const target = parentSchema?.properties?.[name] as Schema | undefined;
    const value = valueFor(target && resolvedRef(target, root), candidate[key]);
    if (value !== undefined) out.push({ name, value });
  }
  return out;
}

import fc from 'fast-check';
import { requiredSaveFields, type CatalogueEntry } from '../../../src/engine/catalogue';
import { bodyRefusals, customerRefusals, stampRefusals, type CustomerOfCall } from './common-refusals';
import { weighted, weights, type FuzzCall, type Weighted } from './corpus';
import { nestedObjects } from './json-path';
import { outOfBounds } from './limited-texts';
import { removing, setting, type Mutation } from './mutation';
import { noiseFor } from './noise';
import type { SectionBase } from './section-bases';
import { monstrousValue, wrongText, wrongValue } from './typed-fields';

/** What a section's refusals need besides its base: the customer, and row ids that are not the customer's. */
export interface SectionFacts {
  customer: CustomerOfCall;
  /** Row ids of other customers, by the id's column name. */
  foreignRows: Record<string, number[]>;
}

const missingRow = 99_999_999;

const jsonType = (value: unknown): string =>
  Array.isArray(value)
    ? 'array'
    : Number.isInteger(value)
      ? 'integer'
      : typeof value === 'object'
        ? 'object'
        : typeof value;

// Texts one past the limit and one short of the minimum, padded with plain and nasty characters.
function limitRefusals(base: SectionBase): fc.Arbitrary<Mutation>[] {
  return (['max', 'min'] as const).flatMap((side) => {
    const targets = base.limits.filter((limit) => (side === 'max' ? limit.max : limit.min) !== undefined);
    if (targets.length === 0) return [];
    const name = side === 'max' ? 'overLong' : 'underMin';
    return [
      fc
        .constantFrom(...targets)
        .chain((target) => fc.constantFrom(...target.padding).map((pad) => ({ target, pad })))
        .map(({ target, pad }) => setting(name, target.path, outOfBounds(target, side, pad))),
    ];
  });
}

function typeRefusals(
  base: SectionBase,
  textOnly: boolean,
): { typed: fc.Arbitrary<Mutation>[]; monstrous: fc.Arbitrary<Mutation>[] } {
  const typed = base.typed.flatMap((field) => {
    const value = textOnly ? wrongText(field.types) : wrongValue(field.types);
    return value ? [value.map((wrong) => setting('wrongType', field.path, wrong))] : [];
  });
  const monstrous = textOnly
    ? []
    : base.typed.flatMap((field) => {
        const value = monstrousValue(field);
        return value
          ? [
              value.map((huge) =>
                setting(
                  Array.isArray(huge) && huge.length === 10_000 ? 'hugeArray' : 'deepNesting',
                  field.path,
                  huge,
                ),
              ),
            ]
          : [];
      });
  return {
    typed: typed.length > 0 ? [fc.oneof(...typed)] : [],
    monstrous: monstrous.length > 0 ? [fc.oneof(...monstrous)] : [],
  };
}

// Not a save (issue 13): the section's data left out, another customer's id inside it, another customer's
// (or no) row named by id.
function dataRefusals(
  entry: CatalogueEntry,
  base: SectionBase,
  facts: SectionFacts,
): fc.Arbitrary<Mutation>[] {
  const out: fc.Arbitrary<Mutation>[] = [];
  const required = requiredSaveFields(entry.section.save).filter((name) => name in base.body);
  if (required.length > 0)
    out.push(fc.constantFrom(...required).map((name) => removing('missingSectionData', [name])));
  // Each field of the request with a value of another JSON type than the screen sends there.
  const wrongTop = required.flatMap((name) => {
    const value = wrongValue([jsonType(base.body[name])]);
    return base.body[name] === null || !value
      ? []
      : [value.map((wrong) => setting('wrongType', [name], wrong))];
  });
  if (wrongTop.length > 0) out.push(fc.oneof(...wrongTop));
  const objects = required.flatMap((name) => nestedObjects(base.body[name], [name]));
  const ids = fc.constantFrom<unknown>(
    ...facts.customer.others,
    999_999_999,
    String(facts.customer.others[0] ?? 2),
    'abc',
    0,
  );
  if (objects.length > 0)
    out.push(
      fc
        .tuple(fc.constantFrom(...objects), ids)
        .map(([path, id]) => setting('otherCustomerData', [...path, 'customer_id'], id)),
    );
  const rowIds = base.rowIds.map(({ path, idKey }) =>
    fc
      .constantFrom(...(facts.foreignRows[idKey] ?? []), missingRow)
      .map((id) => setting('foreignRow', path, id)),
  );
  return [...out, ...rowIds];
}

/** A catalogue section's save as a call of the corpus. */
export function sectionCall(
  entry: CatalogueEntry,
  base: SectionBase,
  facts: SectionFacts,
  key: string,
): FuzzCall {
  const multipart = base.encoding === 'multipart';
  const { typed, monstrous } = typeRefusals(base, multipart);
  const refusals: Weighted[] = [
    ...weighted(weights.field, [
      ...limitRefusals(base),
      ...typed,
      ...(multipart ? [] : dataRefusals(entry, base, facts)),
    ]),
    ...weighted(weights.stamp, stampRefusals(facts.customer, 'checked', multipart)),
    ...weighted(weights.customer, customerRefusals(facts.customer, true, multipart)),
    ...weighted(weights.body, bodyRefusals()),
    ...weighted(weights.monstrous, monstrous),
  ];
  return { key, answer: 'refused', base, refusals, noise: noiseFor(base.body) };
}

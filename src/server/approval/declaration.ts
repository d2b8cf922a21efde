import type { ApprovalDeclaration, ApprovalItem, Catalogue } from '../../engine/catalogue';
import type { Schema } from '../../engine/types';
import { schemaAt } from '../store/sections/declared-columns';

// A section's `approval` in section.json (the meta-schema checks its shape when the catalogue is checked;
// this checks what the server relies on, so that a test catalogue or a hand-made declaration is held to
// the same rules) and the declaration of a request type, merged from every section that declares it.

const pointer = /^(\/[^/]+)*$/;
const name = /^[a-z][a-z0-9_]*$/;

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

function itemProblems(item: unknown, index: number): string[] {
  const where = `approval.items[${index}]`;
  if (!isRecord(item)) return [`${where} is not an object`];
  const problems: string[] = [];
  if (typeof item.name !== 'string' || !name.test(item.name)) problems.push(`${where}.name is no name`);
  if (!isStringList(item.pointers) || item.pointers.length === 0)
    problems.push(`${where}.pointers lists no pointer`);
  else
    for (const entry of item.pointers)
      if (!pointer.test(entry)) problems.push(`${where}.pointers: "${entry}" is no JSON pointer`);
  if (item.title !== undefined && typeof item.title !== 'string') problems.push(`${where}.title is no text`);
  if (item.ignore !== undefined && !isStringList(item.ignore))
    problems.push(`${where}.ignore lists no names`);
  if (item.rows !== undefined) {
    const rows = item.rows;
    if (!isRecord(rows) || typeof rows.key !== 'string' || !isStringList(rows.text) || rows.text.length === 0)
      problems.push(`${where}.rows names no row id and columns`);
    else if (isStringList(item.pointers) && item.pointers.length !== 1)
      problems.push(`${where}.rows needs exactly one pointer (the row array)`);
  }
  return problems;
}

/** Problems with an `approval` declaration (empty when it is usable). */
export function declarationProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['approval is not an object'];
  const problems: string[] = [];
  const type = value.requestType;
  if (typeof type !== 'number' || !Number.isInteger(type) || type < 1)
    problems.push('approval.requestType is no positive integer');
  if (!Array.isArray(value.items) || value.items.length === 0) problems.push('approval.items lists no item');
  else {
    value.items.forEach((item, index) => problems.push(...itemProblems(item, index)));
    const names = value.items.map((item) => (isRecord(item) ? item.name : undefined));
    const twice = names.filter((entry, index) => names.indexOf(entry) !== index);
    if (twice.length > 0) problems.push(`approval.items: ${twice.join(', ')} named twice`);
  }
  for (const key of ['schedule', 'at'] as const) {
    const entry = value[key];
    if (entry !== undefined && (typeof entry !== 'string' || !pointer.test(entry)))
      problems.push(`approval.${key} is no JSON pointer`);
  }
  if (value.answer !== undefined) {
    const flags = value.answer;
    if (!isRecord(flags)) problems.push('approval.answer is not an object');
    else
      for (const key of ['pending', 'sentBack', 'editable'])
        if (typeof flags[key] !== 'string' || !name.test(flags[key]))
          problems.push(`approval.answer.${key} is no name`);
  }
  for (const key of ['creditScreening', 'contractApprovalStatus'] as const)
    if (value[key] !== undefined && typeof value[key] !== 'boolean')
      problems.push(`approval.${key} is no boolean`);
  return problems;
}

/** The declaration, checked: throws naming every problem. */
export function parseDeclaration(value: unknown, source = 'section.json'): ApprovalDeclaration {
  const problems = declarationProblems(value);
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return value as ApprovalDeclaration;
}

/** The declared pointers that name nothing in the section's schema (a misspelt pointer would never change). */
export function unknownPointers(declaration: ApprovalDeclaration, schema: Schema): string[] {
  const pointers = [
    ...declaration.items.flatMap((item) => item.pointers),
    ...(declaration.schedule ? [declaration.schedule] : []),
  ];
  return pointers.filter((entry) => schemaAt(schema, entry) === undefined);
}

const under = (at: string | undefined, entry: string) => `${at ?? ''}${entry}`;

/**
 * The declaration of a request type: the items of every section declaring it, each pointer under the
 * section's `at`, in the catalogue's order; the first reflection time field and the flags any declares.
 * Undefined when no section declares the type.
 */
export function requestDeclaration(
  catalogue: Catalogue,
  requestType: number,
): ApprovalDeclaration | undefined {
  const declared = Object.values(catalogue)
    .map((entry) => entry.section.approval)
    .filter((entry): entry is ApprovalDeclaration => entry?.requestType === requestType);
  if (declared.length === 0) return undefined;
  const items: ApprovalItem[] = declared.flatMap((entry) =>
    entry.items.map((item) => ({ ...item, pointers: item.pointers.map((p) => under(entry.at, p)) })),
  );
  const scheduled = declared.find((entry) => entry.schedule !== undefined);
  return {
    requestType,
    items,
    ...(scheduled?.schedule === undefined ? {} : { schedule: under(scheduled.at, scheduled.schedule) }),
    ...(declared.some((entry) => entry.creditScreening) ? { creditScreening: true } : {}),
    ...(declared.some((entry) => entry.contractApprovalStatus) ? { contractApprovalStatus: true } : {}),
  };
}

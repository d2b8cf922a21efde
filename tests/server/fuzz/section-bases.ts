import type { FastifyInstance } from 'fastify';
import type { AdaptedRequest } from '../../../src/engine/adapters';
import { saveFieldPointers, type CatalogueEntry } from '../../../src/engine/catalogue';
import { setAt as setFormAt } from '../../../src/engine/form-rows';
import { toLoaded } from '../../../src/engine/section-calls';
import type { FormData, JsonValue } from '../../../src/engine/types';
import { valueAt } from '../../../src/engine/ui-rules';
import { sectionAdapters } from '../../../src/sections/adapters';
import { findMarker, type Path } from './json-path';
import { limitedTexts, type LimitedText } from './limited-texts';
import { typedFields, type TypedField } from './typed-fields';
import type { BaseRequest, FuzzFile } from './types';

/** A limited text of the form, found in the request the screen sends. */
export interface LimitTarget extends LimitedText {
  path: Path;
}

/** A typed field of the form, found in the request the screen sends. */
export interface TypedTarget extends TypedField {
  path: Path;
}

/** The section's save as the screen sends it for the loaded data, and where its fields travel. */
export interface SectionBase extends BaseRequest {
  limits: LimitTarget[];
  typed: TypedTarget[];
  /** Where the ids of saved rows travel (a row array's first row), with the id's column name. */
  rowIds: { path: Path; idKey: string }[];
}

// Where a form field travels in the request: a marker put there is looked for in what the adapter builds.
// Fields the adapter rebuilds (times split into selects, flags) are not found, and not aimed at.
function locate<T extends { pointer: string }>(
  fields: T[],
  build: (data: FormData) => AdaptedRequest,
  data: FormData,
  marker: (index: number) => string | number,
): (T & { path: Path })[] {
  return fields.flatMap((field, index) => {
    const path = findMarker(build(setFormAt(data, field.pointer, marker(index))).fields, marker(index));
    return path ? [{ ...field, path }] : [];
  });
}

// The row arrays of the form name their rows' id in `ui:options.idKey`: that id's column name.
const rowIdFields = (entry: CatalogueEntry): { pointer: string; idKey: string }[] =>
  Object.entries(entry.ui).flatMap(([key, node]) => {
    const options = (node as { 'ui:options'?: { idKey?: unknown } } | null)?.['ui:options'];
    return typeof options?.idKey === 'string'
      ? [{ pointer: `/${key}/0/${options.idKey}`, idKey: options.idKey }]
      : [];
  });

function request(entry: CatalogueEntry, data: FormData, context: RequestContext): AdaptedRequest {
  const adapter = entry.section.adapter ? sectionAdapters[entry.section.adapter] : undefined;
  const common = {
    customer_id: context.customerId,
    is_entry: context.isEntry ? 1 : 0,
    updated_user_id: 1,
    customer_updated_timestamp: context.stamp,
  };
  if (adapter) {
    const adapted = adapter.toRequest(data, {
      customerId: context.customerId,
      isEntry: context.isEntry,
      userId: 1,
      customerUpdatedTimestamp: context.stamp,
      extra: context.extra,
    });
    const fields =
      entry.section.save.encoding === 'multipart' ? adapted.fields : { ...common, ...adapted.fields };
    return { fields, files: adapted.files };
  }
  const pairs = saveFieldPointers(entry.section.save).map(([name, pointer]) => [
    name,
    valueAt(data, pointer) ?? null,
  ]);
  return { fields: { ...common, ...Object.fromEntries(pairs) }, files: [] };
}

interface RequestContext {
  customerId: number;
  isEntry: boolean;
  stamp: string;
  extra: Record<string, JsonValue>;
}

// rjsf's data URL of a file widget → the bytes the browser's FormData would send.
function toFile({ field, dataUrl }: { field: string; dataUrl: string }): FuzzFile {
  const match = /^data:([^;]*);name=([^;]*);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error(`not a data URL: ${dataUrl.slice(0, 40)}`);
  return {
    field,
    name: decodeURIComponent(match[2]),
    type: match[1],
    bytes: Buffer.from(match[3], 'base64'),
  };
}

/**
 * Loads a section of a customer and builds the save the screen would send unchanged (a valid save), with
 * the place in it of every limited text, found by sending a marker through the browser's adapter.
 */
export async function sectionBase(
  app: FastifyInstance,
  cookie: string,
  entry: CatalogueEntry,
  customer: { id: number; isEntry: boolean; stamp: string },
): Promise<SectionBase> {
  const { section, schema } = entry;
  const loadUrl = `/api/v1/${section.load.path}?customer_id=${customer.id}&is_entry=${customer.isEntry ? 1 : 0}`;
  const loaded = await app.inject({ method: 'GET', url: loadUrl, headers: { cookie } });
  if (loaded.statusCode !== 200) throw new Error(`${loadUrl}: ${loaded.statusCode} ${loaded.body}`);
  const adapter = section.adapter ? sectionAdapters[section.adapter] : undefined;
  const form = toLoaded(section, schema, loaded.json<Record<string, unknown>>(), adapter);
  const context = {
    customerId: customer.id,
    isEntry: customer.isEntry,
    stamp: customer.stamp,
    extra: form.extra,
  };
  const base = request(entry, form.data, context);
  const build = (data: FormData) => request(entry, data, context);
  const limits = locate(
    limitedTexts(schema, form.data),
    build,
    form.data,
    (index) => `FUZZ-LIMIT-${index}-END`,
  );
  const typed = locate(typedFields(schema, form.data), build, form.data, (index) => `FUZZ-TYPE-${index}-END`);
  const rows = rowIdFields(entry).filter((row) => valueAt(form.data, row.pointer) !== undefined);
  const rowIds = locate(rows, build, form.data, (index) => 987_654_000 + index);
  const path = customer.isEntry && section.save.entryPath ? section.save.entryPath : section.save.path;
  return {
    url: `/api/v1/${path}`,
    encoding: section.save.encoding,
    body: base.fields,
    files: base.files.map(toFile),
    limits,
    typed,
    rowIds,
  };
}

import { collectForms } from './form-catalogue';
import type { SectionStorage } from './storage';
import type { AppUiSchema, Schema } from './types';

/** The spec's message texts a section shows. */
export interface SectionMessages {
  loadFailed: string;
  saveFailed: string;
  saved: string;
}

/** A data-driven note shown above the form: the first whose `when` matches the form data is shown. */
export interface SectionNote {
  /** JSON Schema the whole form data must match; absent means "always". */
  when?: Schema;
  /** Text with `{field}` placeholders filled from the form data. */
  text: string;
}

/**
 * Entry-mode (申込) or contracted-mode differences: fields (JSON pointers, `*` for every row) to hide or
 * show read-only, `ui:rule`s to ignore (the field always shows), and select options to hide unless they
 * are the current value (pointer → option values).
 */
export interface ModeDifference {
  title?: string;
  hide?: string[];
  readonly?: string[];
  ignoreRules?: string[];
  hideOptions?: Record<string, number[]>;
}

/** A text chosen by data: the first entry whose `when` (JSON Schema) matches is used. */
export interface DataText {
  when?: Schema;
  text: string;
}

/** The section's save call. */
export interface SaveCall {
  path: string;
  /** `multipart` sends files too; it needs an adapter (`section.adapter`) to build the fields. */
  encoding: 'json' | 'multipart';
  /**
   * What the JSON save sends (an adapter builds its own request instead): top-level fields by name, or
   * API name → JSON pointer into the form data where the API names a field otherwise (`customer_employees`
   * ← `/member_table_items`). The server reads the request back the same way.
   */
  fields: string[] | Record<string, string>;
  /**
   * The request fields every save carries, where an adapter builds the request (`fields` names them
   * otherwise): a body lacking one is not a save (422, nothing written), so a partial body cannot blank
   * what it left out.
   */
  requires?: string[];
  /** The answer's key holding the saved data, to redraw from. */
  root?: string;
  /** The save button's label by form data (`保存` when none matches). */
  labels?: DataText[];
  /** The success toast by the save's answer (`messages.saved` when none matches). */
  outcomes?: DataText[];
  /** Entry-mode path, where entries save through their own call (`…Entry`). */
  entryPath?: string;
  /** Row arrays (JSON pointers) of which the save sends only new, changed and deleted rows (001 §4: members). */
  changedRowsOnly?: string[];
}

/**
 * The save of an update application already pending (spec 000 §4 `saveChangeCreditRequest`): shown instead
 * of the normal save in update mode, enabled when nothing is requesting; confirmed in a modal listing the
 * changed items. The call sends the ids the adapter keeps in `extra`.
 */
export interface ChangeSaveCall {
  path: string;
  label: string;
  confirmTitle: string;
  confirmButton: string;
  messages: { saved: string; saveFailed: string };
}

/**
 * A block's own save (spec 000 §2.8 担当 with its own 保存): the block (a top-level object field) gets a
 * button that sends `fields` (API name → JSON pointer into the form data) to `path`. A `block` that is a
 * field's pointer (`/rich_texts/customer_a_message_body`) gets no button: a widget naming it in
 * `ui:options.save` runs it from its own modal (the rich-text editor, spec 001 §4).
 */
export interface BlockSaveCall {
  block: string;
  path: string;
  label: string;
  fields: Record<string, string>;
  messages: { saved: string; saveFailed: string; networkFailed?: string };
  /** A failure shows the server's `error_message` alone, or `networkFailed` without an answer (002 §8). */
  serverText?: boolean;
  /**
   * Answer field → JSON pointer: after success these are written into the form instead of redrawing the
   * section from the answer, so that unsaved edits stay (an action such as a test send, not a save).
   */
  reflect?: Record<string, string>;
  /** A 2000 answer matching `when` (JSON Schema) counts as failed (`is_send_result: false`). */
  fails?: { when: Schema };
}

/**
 * One approval item (spec 002 §4): a name, the JSON pointers into the request's data that make it up, and
 * optionally its title (the modal's and the lists' name; else the schema's title of its first pointer) and
 * property names ignored when comparing (a row's UI flags such as `index`).
 */
export interface ApprovalItem {
  name: string;
  title?: string;
  pointers: string[];
  ignore?: string[];
  /** A row table's item: the rows' id (`key`) and the columns the lists show of a changed row (`text`). */
  rows?: { key: string; text: string[] };
}

/**
 * The section's approval-required change cycle (`src/server/approval/`): which items need approval, the
 * request type its applications carry in the approval history (002 §4: 2 basic info, 1 order and payment
 * conditions; sections declaring one type share one application, each at its own `at`), the reflection
 * time field, and the steps the request goes through.
 */
export interface ApprovalDeclaration {
  requestType: number;
  items: ApprovalItem[];
  /** JSON pointer of the reflection date-time (与信承認反映日時); blank means right after approval. */
  schedule?: string;
  /** Where this section's data sits in the request's data ("" or absent: the whole). */
  at?: string;
  /** The request is screened first (与信審査: the customer is 与信中 until creditJudge). */
  creditScreening?: boolean;
  /** The customer's contract approval status (000 §4) follows the request's steps. */
  contractApprovalStatus?: boolean;
  /** The load answer's flags under the section's root (002 §3.1): see `ApprovalAnswerFlags`. */
  answer?: ApprovalAnswerFlags;
}

/**
 * Names of the flags a section on the approval cycle answers beside its data (002 §3.1, §3.5): an open
 * application of its type (its copy in `update_info`), a sent-back one (`send_back_info`), and whether the
 * section may be edited at all.
 */
export interface ApprovalAnswerFlags {
  pending: string;
  sentBack: string;
  editable: string;
}

/** One section's catalogue entry (`section.json`): everything the generic renderer needs besides schema and UI. */
export interface SectionDefinition {
  id: string;
  title: string;
  /** Feature name checked for the authorised flag (under parent 5 in entry mode, 22 otherwise). */
  permission: string;
  load: { path: string; root: string; pending?: string };
  save: SaveCall;
  change?: ChangeSaveCall;
  blockSaves?: BlockSaveCall[];
  /** The approval-required change cycle the section's saves go through (`src/server/approval/`). */
  approval?: ApprovalDeclaration;
  /** Where the server keeps the section's data (`src/engine/storage.ts`). */
  storage: SectionStorage;
  /** Adapter id (`src/sections/<id>.ts`) mapping the API's shape to the form and back. */
  adapter?: string;
  /** Select (JSON pointer) → the answer's option list that fills it (the adapter's `options`). */
  options?: Record<string, string>;
  messages: SectionMessages;
  modes?: { entry?: ModeDifference; contracted?: ModeDifference };
  notes?: SectionNote[];
  /** Offer `復元` (restore to the last loaded state after confirmation). */
  restore?: boolean;
  /**
   * When the section's tag shows in warning colour, as a JSON Schema over the page's customer data (an
   * update pending, a credit request running); absent: while the page says a request runs. `text` says
   * why to assistive technology and on hover (the tag bar's 変更申請中 when absent).
   */
  tagWarning?: { when: Schema; text?: string };
}

/** A section as the engine uses it: definition, schema and UI schema. */
export interface CatalogueEntry {
  section: SectionDefinition;
  schema: Schema;
  ui: AppUiSchema;
  /**
   * Whether another section saves on the same call (受注内容 and 支払条件, 002 §2.2): the group's save asks
   * every member for its data, so such a section's panel is whole from the start (section-panel.tsx).
   */
  savesWithOthers?: boolean;
}

/** The section catalogue, by section id, in the order the files were given. */
export type Catalogue = Record<string, CatalogueEntry>;

const required: (keyof SectionDefinition)[] = ['id', 'title', 'permission', 'load', 'save', 'messages'];

/** Problems with one section definition (empty when complete). */
export function checkSectionDefinition(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['section.json is not an object'];
  const problems = required.filter((key) => !(key in value)).map((key) => `section.json lacks "${key}"`);
  const messages = (value as Partial<SectionDefinition>).messages;
  for (const key of ['loadFailed', 'saveFailed', 'saved'] as const) {
    if (messages && typeof messages[key] !== 'string') problems.push(`messages.${key} is missing`);
  }
  return problems;
}

/**
 * Builds the catalogue from file contents keyed by path (`…/sections/<id>/section.json` etc.), so that
 * the browser (import.meta.glob) and the server (fs) share one loader.
 */
export function buildCatalogue(files: Record<string, unknown>): Catalogue {
  const catalogue: Catalogue = {};
  for (const [id, form] of Object.entries(collectForms(files, 'sections'))) {
    const hasSchema = Object.keys(form.schema).length > 0;
    const problems = checkSectionDefinition(form.definition);
    if (problems.length > 0 || !hasSchema) {
      throw new Error(
        `schemas/sections/${id}: ${[...problems, ...(hasSchema ? [] : ['no schema.json'])].join('; ')}`,
      );
    }
    catalogue[id] = {
      section: form.definition as unknown as SectionDefinition,
      schema: form.schema,
      ui: form.ui,
    };
  }
  const entries = Object.values(catalogue);
  for (const entry of entries) {
    const { path } = entry.section.save;
    if (entries.some((other) => other !== entry && other.section.save.path === path))
      entry.savesWithOthers = true;
  }
  return catalogue;
}

/** A JSON save's fields as `[API name, JSON pointer into the form data]` pairs (`save.fields` in either form). */
export function saveFieldPointers(save: Pick<SaveCall, 'fields'>): [string, string][] {
  if (Array.isArray(save.fields)) return save.fields.map((field) => [field, `/${field}`]);
  return Object.entries(save.fields);
}

/** The request fields a save must carry: `save.requires`, else the names of `save.fields`. */
export function requiredSaveFields(save: Pick<SaveCall, 'fields' | 'requires'>): string[] {
  return save.requires ?? saveFieldPointers(save).map(([name]) => name);
}

export { withoutMetaSchema } from './form-catalogue';

import type { FormData, JsonValue } from './types';

/** One choice of a select whose options come with the section's answer (`-1` stands for 未設定). */
export interface AnswerOption {
  value: number;
  text: string;
}

/** A section's answer as the engine uses it, once an adapter has reshaped the API's response. */
export interface AdaptedAnswer {
  /** The current values, in the shape of the section's schema. */
  data: FormData;
  /** The pending copy of an update application (`update_info`), same shape; absent when none. */
  pending?: FormData;
  /** A sent-back (差戻) application's values, same shape: changed fields get a red mark. */
  sentBack?: FormData;
  /** Option lists by name, for the selects `section.json` → `options` names. */
  options?: Record<string, AnswerOption[]>;
  /** True while the section is in update mode (a pending update application exists). */
  updateMode?: boolean;
  /** True while a credit or approval request on this section runs: everything is locked. */
  requesting?: boolean;
  /** Values the save needs but the form does not show (ids of the update application, …). */
  extra?: Record<string, JsonValue>;
}

/** A new file of a multipart save: the form field name and rjsf's data URL (`data:<mime>;name=<n>;base64,…`). */
export interface OutgoingFile {
  field: string;
  dataUrl: string;
}

/** A save call's payload: plain fields (multipart: every value a string) and new files. */
export interface AdaptedRequest {
  fields: Record<string, JsonValue>;
  files: OutgoingFile[];
}

/** The context an adapter may read when it builds a request. */
export interface AdapterContext {
  customerId: number;
  isEntry: boolean;
  userId: number;
  customerUpdatedTimestamp: string;
  extra: Record<string, JsonValue>;
}

/**
 * Maps one section's API answer to form data and form data to its save request, for sections whose API
 * shape differs from their form (`section.json` → `"adapter": "<id>"`; code in `src/sections/<id>.ts`,
 * imported by the browser and the server alike).
 */
export interface SectionAdapter {
  fromAnswer(body: Record<string, unknown>): AdaptedAnswer;
  toRequest(data: FormData, context: AdapterContext): AdaptedRequest;
}

/** What the server's half of an adapter may read: the stored entry flag of the customer. */
export interface ServerAdapterContext {
  isEntry: boolean;
}

/**
 * The server's half of an adapter (`src/sections/<id>.ts`, registered in `src/sections/server-adapters.ts`):
 * the save request back to form data (before coercion and validation), and the stored form data to the
 * load answer's body (without `result_code`). Either may be left out: the plain mapping is `save.fields`
 * and `{ [load.root]: data }`.
 */
export interface ServerSectionAdapter {
  /** Undefined when the body's fields are not of the shape the call sends (not a save: 422, nothing written). */
  fromRequest?(body: Record<string, JsonValue>, context: ServerAdapterContext): FormData | undefined;
  toAnswer?(data: FormData, context: ServerAdapterContext): Record<string, JsonValue>;
  /** What the store writes, when it is not the validated form data itself (業務内容's flat record). */
  toStored?(data: FormData, body: Record<string, JsonValue>): FormData;
}

import type { Intent } from '@blueprintjs/core';
import type { CallResult } from '../../../engine/failure';
import type { QueueRow } from '../../../api/credit-cycle';

/** The texts of one row action, from the page's JSON under `schemas/pages/`. */
export interface QueueActionTexts {
  label: string;
  /** Confirmation; `{company}` is the row's 会社名. */
  confirm: string;
  done: string;
  failed: string;
}

/** The texts of a queue page (`schemas/pages/judging.json`, `approval.json`). */
export interface QueueTexts {
  title: string;
  refresh: string;
  tableLabel: string;
  columns: {
    tasId: string;
    entry: string;
    corporateName: string;
    requestedAt: string;
    requestedBy: string;
    changedItems: string;
    /** Present only where the queue shows 反映予定日時 (approval). */
    schedule?: string;
    actions: string;
  };
  /** A changed item's empty side (a value set for the first time, or cleared). */
  blank: string;
  /** The schedule cell of a change without a date: it takes effect once approved. */
  scheduleImmediately?: string;
  empty: string;
  loadFailed: string;
  /** The blocking dialog's text while an action runs. */
  running: string;
}

/** One button of a row: its texts, colour and the call it makes. */
export interface QueueAction {
  key: string;
  intent: Intent;
  texts: QueueActionTexts;
  run: (row: QueueRow) => Promise<CallResult>;
}

/** A text with `{company}` filled in. */
export const withCompany = (text: string, row: QueueRow): string =>
  text.replaceAll('{company}', row.corporate_name);

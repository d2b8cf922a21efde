import { useState } from 'react';
import type { BlockSaveCall, CatalogueEntry } from '../catalogue';
import { changedItemTitles } from '../changed-items';
import { describeFailure, serverText } from '../failure';
import { setAt } from '../form-rows';
import { matchesSchema } from '../schema-match';
import { removeAccessHistory, redrawn } from '../section-calls';
import type { JsonValue, SectionContext } from '../types';
import { valueAt } from '../ui-rules';
import { useEngine } from './engine-context';
import { toastError } from './toaster';
import type { SectionState } from './use-section';

/**
 * The saves a section may have besides its main one: the change save of update mode (spec 000 §4,
 * confirmed in the approval request modal) and blocks' own saves (000 §2.8 担当).
 */
export function useExtraSaves(entry: CatalogueEntry, context: SectionContext, state: SectionState) {
  const { section, schema } = entry;
  const { transport } = useEngine();
  const [confirmingChange, setConfirmingChange] = useState(false);
  const common = {
    customer_id: context.customerId,
    is_entry: context.isEntry ? 1 : 0,
    updated_user_id: context.userId,
    customer_updated_timestamp: context.customerUpdatedTimestamp,
  };

  const run = async (
    path: string,
    body: Record<string, unknown>,
    messages: BlockSaveCall['messages'],
    block?: BlockSaveCall,
  ) => {
    state.setSaving(true);
    const result = await transport.post(path, { ...common, ...body });
    state.setSaving(false);
    if (result.kind !== 'ok') {
      const text = block?.serverText
        ? serverText(result, messages.saveFailed, messages.networkFailed ?? messages.saveFailed)
        : describeFailure(result, messages.saveFailed);
      void toastError(text);
      return false;
    }
    if (block?.fails && matchesSchema(block.fails.when, result.body as JsonValue)) {
      void toastError(messages.saveFailed);
      return false;
    }
    await removeAccessHistory(transport, context);
    const next = block?.reflect ? undefined : redrawn(section, schema, result.body, state.adapter);
    // An action that changes no customer data (a fax test send, 002 §7) may answer no stamp: the page's stays.
    const stamp = result.body.customer_updated_timestamp ?? context.customerUpdatedTimestamp;
    state.afterSave(String(stamp), next, messages.saved);
    if (block?.reflect) {
      const values: Record<string, JsonValue> = {};
      for (const [field, pointer] of Object.entries(block.reflect))
        values[pointer] = (result.body[field] ?? null) as JsonValue;
      state.reflect(values);
    }
    return true;
  };

  const change = section.change;
  const changeAllowed = Boolean(change) && state.updateMode && !state.requesting && context.authorised;

  // `edits` (pointer → value): what a widget's own modal holds and the form does not yet (BlockAction.run).
  const saveBlock = async (block: BlockSaveCall, edits: Record<string, JsonValue> = {}) => {
    if (!state.data || !context.authorised || state.requesting || state.updateMode) return false;
    let data = state.data;
    for (const [pointer, value] of Object.entries(edits)) data = setAt(data, pointer, value);
    const body = Object.fromEntries(
      Object.entries(block.fields).map(([name, pointer]) => [name, valueAt(data, pointer) ?? null]),
    );
    return run(block.path, body, block.messages, block);
  };

  return {
    change,
    changeAllowed,
    changedItems: changedItemTitles(schema, Object.keys(state.changes)),
    confirmingChange,
    askChange: () => setConfirmingChange(true),
    cancelChange: () => setConfirmingChange(false),
    confirmChange: () => {
      setConfirmingChange(false);
      if (change && changeAllowed) void run(change.path, state.loaded?.extra ?? {}, change.messages);
    },
    blockSaves: section.blockSaves ?? [],
    saveBlock,
    blockSaveDisabled: !context.authorised || state.requesting || state.updateMode,
  };
}

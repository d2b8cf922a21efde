import { createContext, useContext } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import type { JsonValue } from '../types';
import { keepFocus } from './keep-focus';

/** One block's own save button, as the section provides it. */
export interface BlockAction {
  label: string;
  disabled: boolean;
  onClick: () => void;
  /**
   * The same save with values not yet in the form (JSON pointer → value), for a widget whose modal saves
   * on its own (the rich-text editor's A伝); resolves whether it succeeded.
   */
  run: (edits: Record<string, JsonValue>) => Promise<boolean>;
}

/** The section's block actions by block name (`section.json` → `blockSaves[].block`). */
export const BlockActionsContext = createContext<Record<string, BlockAction>>({});

/** A save button as every section and block shows it (the focus stays in the field being edited). */
export function SaveButton(props: { text: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      text={props.text}
      icon="floppy-disk"
      intent={Intent.PRIMARY}
      disabled={props.disabled}
      onMouseDown={keepFocus}
      onClick={props.onClick}
    />
  );
}

/**
 * The save button of a block (`"ui:options": { "actions": "<block>" }` on the block's object field in
 * `ui.json`); nothing when the section gives that block no action.
 */
export function BlockActions({ block }: { block: string }) {
  const action = useContext(BlockActionsContext)[block];
  if (!action) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 4 }}>
      <SaveButton text={action.label} disabled={action.disabled} onClick={action.onClick} />
    </div>
  );
}

import { createContext, useContext } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { keepFocus } from './keep-focus';

/** One block's own save button, as the section provides it. */
export interface BlockAction {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** The section's block actions by block name (`section.json` → `blockSaves[].block`). */
export const BlockActionsContext = createContext<Record<string, BlockAction>>({});

/**
 * The save button of a block (`"ui:options": { "actions": "<block>" }` on the block's object field in
 * `ui.json`); nothing when the section gives that block no action.
 */
export function BlockActions({ block }: { block: string }) {
  const action = useContext(BlockActionsContext)[block];
  if (!action) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 4 }}>
      <Button
        text={action.label}
        icon="floppy-disk"
        intent={Intent.PRIMARY}
        disabled={action.disabled}
        onMouseDown={keepFocus}
        onClick={action.onClick}
      />
    </div>
  );
}

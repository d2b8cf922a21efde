import { useLayoutEffect, useMemo, useRef } from 'react';
import type { BlockSaveCall } from '../catalogue';
import type { JsonValue } from '../types';
import type { BlockAction } from './block-actions';

type SaveBlock = (block: BlockSaveCall, edits?: Record<string, JsonValue>) => Promise<boolean>;

const noActions: Record<string, BlockAction> = {};

/**
 * A section's block actions for `BlockActionsContext`, the same object while labels and the disabled state
 * stay: a new context value on every keystroke made React search the whole form for its readers (bench B8).
 * The buttons call the section's latest save, which reads the data as it is at the click.
 */
export function useBlockActions(
  blockSaves: BlockSaveCall[] | undefined,
  hidden: boolean,
  disabled: boolean,
  saveBlock: SaveBlock,
): Record<string, BlockAction> {
  const latest = useRef(saveBlock);
  useLayoutEffect(() => {
    latest.current = saveBlock;
  });
  return useMemo(
    () =>
      hidden || !blockSaves
        ? noActions
        : Object.fromEntries(
            blockSaves.map((block) => [
              block.block,
              {
                label: block.label,
                disabled,
                onClick: () => void latest.current(block),
                run: (edits: Record<string, JsonValue>) => latest.current(block, edits),
              },
            ]),
          ),
    [blockSaves, hidden, disabled],
  );
}

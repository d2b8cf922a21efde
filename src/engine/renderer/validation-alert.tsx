import { Button, DialogBody, DialogFooter, H6, Intent } from '@blueprintjs/core';
import texts from '../../../schemas/messages.json';
import { AppDialog } from './app-dialog';

/**
 * The alert `入力にエラーがあります` (or another `title`, such as a search card's `検索`): the item name,
 * then the first error of each failing field.
 */
export function ValidationAlert(props: {
  itemName: string;
  lines: string[];
  onClose: () => void;
  title?: string;
}) {
  const { itemName, lines, onClose, title = texts.validationTitle } = props;
  return (
    <AppDialog
      isOpen={lines.length > 0}
      title={title}
      icon="error"
      onClose={onClose}
      // The footer's 閉じる closes it: one close button.
      isCloseButtonShown={false}
    >
      <DialogBody>
        <H6>{itemName}</H6>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="閉じる" onClick={onClose} />} />
    </AppDialog>
  );
}

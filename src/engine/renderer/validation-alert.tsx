import { Button, Dialog, DialogBody, DialogFooter, H6, Intent } from '@blueprintjs/core';

/** The alert `入力にエラーがあります`: the item name, then the first error of each failing field. */
export function ValidationAlert(props: { itemName: string; lines: string[]; onClose: () => void }) {
  const { itemName, lines, onClose } = props;
  return (
    <Dialog isOpen={lines.length > 0} title="入力にエラーがあります" icon="error" onClose={onClose}>
      <DialogBody>
        <H6>{itemName}</H6>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="閉じる" onClick={onClose} />} />
    </Dialog>
  );
}

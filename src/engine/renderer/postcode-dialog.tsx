import { useState } from 'react';
import { Button, DialogBody, DialogFooter, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { candidateLabel, type PostcodeCandidate } from '../postcode';
import { AppDialog } from './app-dialog';

/** Props of {@link PostcodeDialog}: the candidates (null while closed) and what to do with the choice. */
export interface PostcodeDialogProps {
  candidates: PostcodeCandidate[] | null;
  onApply: (candidate: PostcodeCandidate) => void;
  onCancel: () => void;
}

/**
 * The postcode search result (000 §2.8, 001 §2.1, 002 §2.3): the count, one radio per address and
 * `キャンセル` / `反映（上書き）`; reflecting is possible once an address is chosen.
 */
export function PostcodeDialog({ candidates, onApply, onCancel }: PostcodeDialogProps) {
  return (
    <AppDialog
      isOpen={candidates !== null}
      title="郵便番号検索"
      icon="map-marker"
      onClose={onCancel}
      style={{ width: 640, maxWidth: 'calc(100vw - 32px)' }}
    >
      {candidates ? <Choice candidates={candidates} onApply={onApply} onCancel={onCancel} /> : null}
    </AppDialog>
  );
}

// Mounted per opening, so that every search starts with nothing chosen.
function Choice(props: { candidates: PostcodeCandidate[] } & Omit<PostcodeDialogProps, 'candidates'>) {
  const { candidates, onApply, onCancel } = props;
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <>
      <DialogBody>
        <p>検索結果：{candidates.length}件</p>
        <RadioGroup
          label="反映する住所"
          selectedValue={chosen === null ? undefined : String(chosen)}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
        >
          {candidates.map((candidate, index) => (
            <Radio key={index} value={String(index)} label={candidateLabel(candidate)} />
          ))}
        </RadioGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="キャンセル" onClick={onCancel} />
            <Button
              text="反映（上書き）"
              intent={Intent.PRIMARY}
              disabled={chosen === null}
              onClick={() => chosen !== null && onApply(candidates[chosen])}
            />
          </>
        }
      />
    </>
  );
}

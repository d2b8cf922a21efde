import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import texts from '../../../../schemas/pages/transmit-number-master.json';
import { addTransmitNumbers } from '../../../api/transmit-numbers';
import { alertLines } from '../../../engine/alert-lines';
import { dialogs } from '../../../engine/browser-dialogs';
import { describeFailure } from '../../../engine/failure';
import { AppDialog } from '../../../engine/renderer/app-dialog';
import { normalizedForm } from '../../../engine/renderer/normalized';
import { toastError, toastSuccess } from '../../../engine/renderer/toaster';
import { useValidationAlert } from '../../../engine/renderer/use-validation-alert';
import { ValidationAlert } from '../../../engine/renderer/validation-alert';
import type { AppUiSchema, Schema } from '../../../engine/types';
import { isValid, validateForm, type FieldErrors } from '../../../engine/validator';
import { answerErrors, linesOf, repeatedErrors } from './add-input';

// The form of schemas/dialogs/transmit-number-add/: D番号 is an array there, a textarea of lines here.
const form = dialogs['transmit-number-add'];
const fields = form.schema.properties as Record<'telephone_numbers' | 'remark', Schema>;
const numbersUi = (form.ui.telephone_numbers ?? {}) as AppUiSchema;
const { add, messages } = texts;
const numbersHelp = add.numbersHelp.replace('{maxItems}', String(fields.telephone_numbers.maxItems));

interface AddData {
  telephone_numbers: string[];
  remark: string;
}

// The errors under one field: the numbers' with the line they are on (`2行目：…`).
const errorsUnder = (errors: FieldErrors, field: string, data: AddData) =>
  alertLines(
    Object.fromEntries(Object.entries(errors).filter(([pointer]) => pointer.split('/')[1] === field)),
    { ...data },
  );

/**
 * D番の追加: numbers one a line and one remark for all, converted as every phone field is (on blur and
 * before the check), checked with the form's schema and for a number given twice; the server checks
 * again and refuses a batch with a number the pool holds, naming it. All are added or none.
 */
export function AddDialog(props: { onClose: () => void; onAdded: () => void }) {
  const [text, setText] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const alert = useValidationAlert();
  const data: AddData = { telephone_numbers: linesOf(text), remark };

  const converted = async (): Promise<AddData> => {
    const out = (await normalizedForm(form.schema, { ...data })) as unknown as AddData;
    setText(out.telephone_numbers.join('\n'));
    return out;
  };

  const submit = async () => {
    const sent = await converted();
    const found = {
      ...validateForm(form.schema, { ...sent }),
      ...repeatedErrors(sent.telephone_numbers, messages.repeated),
    };
    setErrors(found);
    if (!isValid(found)) return alert.show(found, { ...sent });
    setBusy(true);
    const result = await addTransmitNumbers(sent.telephone_numbers, sent.remark);
    setBusy(false);
    if (result.kind === 'ok' && result.body.result_code === 2000) {
      void toastSuccess(String(result.body.message ?? messages.added));
      props.onAdded();
      return;
    }
    if (result.kind === 'http-error' && result.status === 422) setErrors(answerErrors(result.body.errors));
    void toastError(describeFailure(result, messages.addFailed));
  };

  const numberErrors = errorsUnder(errors, 'telephone_numbers', data);
  const remarkErrors = errorsUnder(errors, 'remark', data);
  return (
    <AppDialog isOpen title={add.title} onClose={busy ? undefined : props.onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <FormGroup
            label={fields.telephone_numbers.title}
            labelFor="transmit-number-add-numbers"
            labelInfo="*"
            helperText={<ErrorsOr lines={numberErrors} help={numbersHelp} />}
            intent={numberErrors.length > 0 ? Intent.DANGER : Intent.NONE}
          >
            <TextArea
              id="transmit-number-add-numbers"
              fill
              autoFocus
              rows={Number((numbersUi['ui:options'] as { rows?: number } | undefined)?.rows ?? 8)}
              placeholder={String(numbersUi['ui:placeholder'] ?? '')}
              value={text}
              intent={numberErrors.length > 0 ? Intent.DANGER : Intent.NONE}
              onChange={(event) => setText(event.currentTarget.value)}
              onBlur={() => void converted()}
            />
          </FormGroup>
          <FormGroup
            label={fields.remark.title}
            labelFor="transmit-number-add-remark"
            helperText={<ErrorsOr lines={remarkErrors} help={add.remarkHelp} />}
            intent={remarkErrors.length > 0 ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="transmit-number-add-remark"
              value={remark}
              intent={remarkErrors.length > 0 ? Intent.DANGER : Intent.NONE}
              onValueChange={setRemark}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={add.cancel} disabled={busy} onClick={props.onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={add.submit} loading={busy} />
            </>
          }
        />
      </form>
      <ValidationAlert itemName={add.alertItemName} lines={alert.lines} onClose={alert.close} />
    </AppDialog>
  );
}

// A field's errors, one a line, else its help.
function ErrorsOr({ lines, help }: { lines: string[]; help: string }) {
  if (lines.length === 0) return <>{help}</>;
  return (
    <ul className="tas-number-errors">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

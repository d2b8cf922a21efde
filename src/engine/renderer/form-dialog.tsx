import { useState, type ReactNode } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { AppUiSchema, FormData, Schema } from '../types';
import { isValid, validateForm } from '../validator';
import { keepFocus } from './keep-focus';
import { plainContext } from './plain-context';
import { normalizedNow } from './normalized';
import { SchemaForm } from './schema-form';
import { useValidationAlert } from './use-validation-alert';
import { ValidationAlert } from './validation-alert';
import { AppDialog } from './app-dialog';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  isOpen?: boolean;
  title: string;
  form: { schema: Schema; ui: AppUiSchema };
  idPrefix: string;
  data: FormData;
  onChange: (data: FormData) => void;
  /** Runs only once the data passes the form's schema. */
  onSubmit: () => void;
  submitText: string;
  submitIntent?: Intent;
  cancelText: string;
  busy: boolean;
  onClose: () => void;
  /** Given, a refused submit also lists the errors in the 入力にエラーがあります alert under this item name. */
  alertItemName?: string;
  /** Above the form. */
  lead?: ReactNode;
  /** Footer buttons between cancel and submit. */
  actions?: ReactNode;
  /** Inside the dialog after the form (a confirmation it opens). */
  children?: ReactNode;
}

/**
 * A modal form of `schemas/dialogs/<id>/` (surrogate login, 解約予約, 契約停止): the engine's form, errors
 * once a submit was tried, the validation alert when asked, cancel and submit; closing is blocked while
 * its call runs. What the submit sends is the caller's.
 */
export function FormDialog(props: FormDialogProps) {
  const { isOpen = true, title, form, data, busy, onClose, alertItemName } = props;
  const [attempted, setAttempted] = useState(false);
  const alert = useValidationAlert();
  // A dialog opened again starts without the errors of its last opening.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setAttempted(false);
  }

  const submit = () => {
    setAttempted(true);
    // The server converts what the fields declare (normalize) before it validates: so does the check here.
    const errors = validateForm(form.schema, normalizedNow(form.schema, data));
    if (!isValid(errors)) return void (alertItemName && alert.show(errors, data));
    props.onSubmit();
  };

  return (
    <AppDialog isOpen={isOpen} onClose={busy ? undefined : onClose} title={title}>
      <form
        // Our validator decides and shows Japanese messages; the browser's own bubbles would block the submit.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          {props.lead}
          <SchemaForm
            schema={form.schema}
            uiSchema={form.ui}
            formData={data}
            onChange={props.onChange}
            formContext={plainContext}
            idPrefix={props.idPrefix}
            showAllErrors={attempted}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={props.cancelText} disabled={busy} onClick={onClose} />
              {props.actions}
              <Button
                type="submit"
                intent={props.submitIntent ?? Intent.PRIMARY}
                text={props.submitText}
                loading={busy}
                onMouseDown={keepFocus}
              />
            </>
          }
        />
      </form>
      {alertItemName ? (
        <ValidationAlert itemName={alertItemName} lines={alert.lines} onClose={alert.close} />
      ) : null}
      {props.children}
    </AppDialog>
  );
}

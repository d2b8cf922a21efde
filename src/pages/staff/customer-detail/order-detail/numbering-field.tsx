import { useContext, useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { BlockActionsContext } from '../../../../engine/renderer/block-actions';
import { useFormValue } from '../../../../engine/renderer/rows-channel';
import type { AppFieldProps } from '../../../../engine/types';
import { pointerOf } from '../../../../theme/pointer';
import { NumberingDialog, type NumberingStep } from './numbering-dialog';
import { orderTexts } from './texts';

const texts = orderTexts.numbering;

/**
 * `"ui:field": "transmitNumbering"` (受注内容 → 転送先番号（D番）, 002 §2.2, §5.4): the number, read-only, and
 * 採番, which numbers a free D番 of the pool to the customer after the confirmations (numbering-dialog.tsx).
 * The call is the section's block save named by this field's pointer (section.json → blockSaves:
 * getUsableTransmitTelephoneNumberAndStore): it sends the page's stamp, writes the answer's number and remark
 * into the form as what the server holds (no unsaved edit), moves the page's stamp and shows the toasts.
 * `ui:options.announcement` points at the overtime announce type the confirmation reads (§9: 112 = an
 * original announcement is present). Disabled without the section's feature, while a request runs, in
 * update (pending) mode — the section then offers no block save — and while the numbering runs.
 */
export function NumberingField(props: AppFieldProps) {
  const { registry, uiSchema = {}, fieldPathId, disabled, required, schema, name } = props;
  const context = registry.formContext;
  const action = useContext(BlockActionsContext)[pointerOf(fieldPathId.path)];
  const options = (uiSchema['ui:options'] ?? {}) as { announcement?: string };
  const announceType = useFormValue(options.announcement ?? '');
  const [step, setStep] = useState<NumberingStep>('closed');
  const [numbering, setNumbering] = useState(false);
  const formData: unknown = props.formData;
  const value = typeof formData === 'string' ? formData : '';
  const title = String(uiSchema['ui:title'] ?? schema.title ?? name);
  const placeholder = typeof uiSchema['ui:placeholder'] === 'string' ? uiSchema['ui:placeholder'] : undefined;
  const locked =
    Boolean(disabled) || !context.authorised || context.requesting || !action || action.disabled || numbering;

  const number = async () => {
    setStep('closed');
    if (!action) return;
    setNumbering(true);
    await action.run({});
    setNumbering(false);
  };

  // rjsf gives a custom field's frame no label: it is drawn here, as the theme's frame draws it.
  return (
    <>
      <FormGroup
        style={{ margin: 0 }}
        disabled={Boolean(disabled)}
        label={<span id={`${fieldPathId.$id}__label`}>{title}</span>}
        labelFor={fieldPathId.$id}
        labelInfo={required ? '*' : undefined}
      >
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <div style={{ flex: '0 1 240px' }}>
            <InputGroup
              id={fieldPathId.$id}
              value={value}
              placeholder={placeholder}
              readOnly
              disabled={Boolean(disabled)}
            />
          </div>
          <Button
            text={texts.button}
            aria-label={texts.buttonLabel}
            icon="numbered-list"
            disabled={locked}
            loading={numbering}
            onClick={() => setStep(value === '' ? 'confirm' : 'renumber')}
          />
        </div>
      </FormGroup>
      <NumberingDialog
        step={step}
        originalAnnouncement={announceType === texts.originalAnnouncementType}
        onNext={() => setStep('confirm')}
        onConfirm={() => void number()}
        onCancel={() => setStep('closed')}
      />
    </>
  );
}

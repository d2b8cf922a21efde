import { useState } from 'react';
import { Button, Callout, FileInput, FormGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import page from '../../../../../schemas/pages/file-issue-log.json';
import { dialogs } from '../../../../engine/browser-dialogs';
import { describeFailure } from '../../../../engine/failure';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import type { Schema } from '../../../../engine/types';
import { validateForm } from '../../../../engine/validator';
import { uploadToMyPage } from './file-issue-log-api';

const texts = page.upload;
const { schema } = dialogs['file-issue-log-upload'];
const fields = schema.properties as Record<'need_customer_agree_flag' | 'upload_mypage_file', Schema>;

// rjsf's data URL shape (`data:<mime>;name=<name>;base64,…`), which the file rules read: size, name, bytes.
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(String(reader.result).replace(';base64,', `;name=${encodeURIComponent(file.name)};base64,`));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Props of {@link UploadArea}. */
export interface UploadAreaProps {
  customerId: number;
  userId: number;
  /** The role holds the log's feature: without it the area is disabled. */
  authorised: boolean;
  /** A file was uploaded: the list shows it. */
  onUploaded: () => void;
}

/**
 * The upload to my page (002 §2.7, §9): choice 1 マイページにアップロード or 2 アップロードして同意を求める and
 * one file, checked here by the schema's rules (4 MB, jpg・png・gif・tiff・pdf by extension and content)
 * before sending, as the server checks it again; the rule's message shows under the field.
 */
export function UploadArea({ customerId, userId, authorised, onUploaded }: UploadAreaProps) {
  const [choice, setChoice] = useState(texts.options[0].value);
  const [file, setFile] = useState<{ name: string; dataUrl: string } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The input is remade after an upload, so that the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const dataUrl = await readAsDataUrl(chosen);
    setFile({ name: chosen.name, dataUrl });
    setErrors(validateForm(schema, { upload_mypage_file: dataUrl })['/upload_mypage_file'] ?? []);
  };

  const submit = async () => {
    const found = validateForm(schema, {
      need_customer_agree_flag: choice,
      upload_mypage_file: file?.dataUrl ?? '',
    });
    const messages = Object.values(found).flat();
    setErrors(messages);
    if (messages.length > 0 || !file) return;
    setBusy(true);
    const result = await uploadToMyPage(customerId, userId, choice, file.dataUrl);
    setBusy(false);
    if (result.kind !== 'ok') return void toastError(describeFailure(result, page.messages.uploadFailed));
    void toastSuccess(page.messages.uploaded);
    setFile(null);
    setInputKey((key) => key + 1);
    onUploaded();
  };

  return (
    <section aria-labelledby="file-issue-log-upload" className="tas-file-log-upload">
      <h3 id="file-issue-log-upload">{texts.heading}</h3>
      <RadioGroup
        inline
        label={fields.need_customer_agree_flag.title}
        selectedValue={choice}
        disabled={!authorised || busy}
        onChange={(event) => setChoice(Number(event.currentTarget.value))}
      >
        {texts.options.map((option) => (
          <Radio key={option.value} value={option.value} label={`${option.value} ${option.text}`} />
        ))}
      </RadioGroup>
      <FormGroup
        label={fields.upload_mypage_file.title}
        labelFor="file-issue-log-file"
        helperText={texts.note}
        intent={errors.length > 0 ? Intent.DANGER : Intent.NONE}
      >
        <FileInput
          key={inputKey}
          fill
          disabled={!authorised || busy}
          hasSelection={file !== null}
          text={file?.name ?? texts.noFile}
          buttonText={texts.choose}
          onInputChange={(event) => void choose(event.currentTarget.files?.[0])}
          inputProps={{ id: 'file-issue-log-file', accept: '.jpg,.jpeg,.png,.gif,.tif,.tiff,.pdf' }}
        />
      </FormGroup>
      {errors.length > 0 ? (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Callout>
      ) : null}
      <Button
        intent={Intent.PRIMARY}
        icon="upload"
        text={texts.submit}
        loading={busy}
        disabled={!authorised || file === null || errors.length > 0}
        onClick={() => void submit()}
      />
    </section>
  );
}

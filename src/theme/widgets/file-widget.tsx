import type { ChangeEvent } from 'react';
import { FileInput } from '@blueprintjs/core';
import { ariaDescribedByIds, TranslatableString, useFileWidgetProps, type FileInfoType } from '@rjsf/utils';
import type { AppRegistry, AppWidgetProps } from '../../engine/types';

const CHOOSE = 'ファイルを選択…';
const BROWSE = '参照';

// JPEG and PNG show inline; anything else (SVG, GIF included, which can carry scripts or animation) downloads.
function Preview({ file, registry }: { file: FileInfoType; registry: AppRegistry }) {
  if (!file.dataURL) return null;
  const label = registry.translateString(TranslatableString.PreviewLabel);
  if (['image/jpeg', 'image/png'].includes(file.type)) {
    return <img src={file.dataURL} alt={label} style={{ maxWidth: '100%' }} />;
  }
  return (
    <a download={`preview-${file.name}`} href={file.dataURL}>
      {label}
    </a>
  );
}

/** A `data-url` string (or array of them) as a Blueprint FileInput; chosen files are read to data URLs as in rjsf's core. */
export default function FileWidget(props: AppWidgetProps) {
  const {
    id,
    htmlName,
    disabled,
    readonly,
    required,
    multiple,
    autofocus,
    onChange,
    value,
    options,
    registry,
  } = props;
  const { filesInfo, handleChange, handleRemove } = useFileWidgetProps(value, onChange, multiple);
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files) {
      // Reading is asynchronous; the widget shows the files once rjsf hands back the new value.
      void handleChange(event.target.files);
    }
  };
  const names = filesInfo.map((file) => file.name).join('、');
  return (
    <div>
      <FileInput
        fill
        disabled={disabled || readonly}
        hasSelection={filesInfo.length > 0}
        text={names || CHOOSE}
        buttonText={BROWSE}
        onInputChange={handleInput}
        inputProps={{
          id,
          name: htmlName || id,
          multiple,
          required: value ? false : required,
          autoFocus: autofocus,
          accept: options.accept ? String(options.accept) : undefined,
          'aria-describedby': ariaDescribedByIds(id),
        }}
      />
      {filesInfo.length > 0 && (
        <ul>
          {filesInfo.map((file, index) => (
            <li key={index}>
              {registry.translateString(TranslatableString.FilesInfo, [
                file.name,
                file.type,
                String(file.size),
              ])}
              {options.filePreview && <Preview file={file} registry={registry} />}
              <RemoveButton
                registry={registry}
                onClick={() => handleRemove(index)}
                disabled={disabled || readonly}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Button, ButtonGroup, Icon, Intent, Tag } from '@blueprintjs/core';
import type { ListedFile } from '../file-list';
import texts from '../../../schemas/messages.json';

/** One document of a file list: name, rotation, new/deleted marks, its actions and its first error. */
export function FileRow(props: {
  file: ListedFile;
  errors: string[] | undefined;
  locked: boolean;
  canRestore: boolean;
  onRotate: () => void;
  onDelete: () => void;
  onRestore: () => void;
  onDownload: () => void;
}) {
  const { file, errors, locked } = props;
  const name = file.print_file_name_1 || file.original_file_name;
  return (
    <li aria-label={name} style={{ marginBottom: 6 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Icon
          icon={file.is_image_file ? 'media' : 'document'}
          style={{ transform: `rotate(${file.rotation}deg)` }}
        />
        <span style={{ textDecoration: file.is_delete ? 'line-through' : undefined }}>{name}</span>
        {file.rotation ? <Tag minimal>{`${file.rotation}°`}</Tag> : null}
        {file.is_new ? (
          <Tag intent={Intent.PRIMARY} minimal>
            {texts.fileNew}
          </Tag>
        ) : null}
        {file.is_delete ? (
          <Tag intent={Intent.DANGER} minimal>
            {texts.fileDeleted}
          </Tag>
        ) : null}
        <ButtonGroup variant="minimal">
          <Button
            icon="refresh"
            text={texts.fileRotate}
            disabled={locked || file.is_delete}
            onClick={props.onRotate}
          />
          {file.is_delete ? (
            <Button
              icon="undo"
              text={texts.fileUndoDelete}
              disabled={locked || !props.canRestore}
              onClick={props.onRestore}
            />
          ) : (
            <Button
              icon="trash"
              text={texts.fileDelete}
              intent={Intent.DANGER}
              disabled={locked}
              onClick={props.onDelete}
            />
          )}
          <Button
            icon="download"
            text={texts.fileDownload}
            disabled={locked || file.is_new}
            onClick={props.onDownload}
          />
        </ButtonGroup>
      </div>
      {errors?.length ? (
        <div role="alert" style={{ color: 'var(--bp-intent-danger-rest, #cd4246)' }}>
          {errors[0]}
        </div>
      ) : null}
    </li>
  );
}

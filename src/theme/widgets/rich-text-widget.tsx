import { useContext, useState, type KeyboardEvent } from 'react';
import { Classes } from '@blueprintjs/core';
import { BlockActionsContext } from '../../engine/renderer/block-actions';
import { lazyComponent } from '../../engine/renderer/lazy-component';
import type { AppWidgetProps } from '../../engine/types';
import texts from '../../../schemas/messages.json';

// Slate, slate-react and DOMPurify load with the first box shown or opened, not with the page (B7); the
// detail page preloads the view in idle time (section-chunk-preload.ts), so a box shows its text at once.
export const RichTextView = lazyComponent(async () => (await import('./rich-text-view')).default);
const RichTextEditor = lazyComponent(async () => (await import('./rich-text-editor')).default);

/**
 * `"ui:widget": "richText"`: editor HTML shown read-only in a box of `ui:options.height` px; clicking it
 * (Enter, Space) opens the editor modal unless the field is disabled or read-only. Without
 * `ui:options.save` the modal's result becomes the field's value (saved with the section); with it
 * (a `blockSaves[].block` of section.json, the field's pointer) the modal saves on its own through that
 * block save, and reopens with its body when the save fails (spec 001 §4).
 */
export default function RichTextWidget(props: AppWidgetProps) {
  const { id, value, label, disabled, readonly, options, onChange, schema } = props;
  const saveKey = typeof options.save === 'string' ? options.save : undefined;
  const action = useContext(BlockActionsContext)[saveKey ?? ''];
  const blocked = disabled || readonly || (saveKey !== undefined && (!action || action.disabled));
  const [editing, setEditing] = useState<string | null>(null);
  const html = value == null ? '' : String(value);
  const height = typeof options.height === 'number' ? options.height : 178;
  const limit = typeof schema.htmlTextLength === 'number' ? schema.htmlTextLength : undefined;

  const open = () => {
    if (!blocked) setEditing(html);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const save = async (next: string) => {
    setEditing(null);
    if (!saveKey) return onChange(next === '' ? options.emptyValue : next);
    if (action && !(await action.run({ [saveKey]: next }))) setEditing(next);
  };

  return (
    <>
      <div
        id={id}
        role="button"
        aria-label={label}
        // A button's content is presentational: the text reaches assistive technology as its description.
        aria-describedby={`${id}__text`}
        aria-disabled={blocked}
        tabIndex={blocked ? -1 : 0}
        className={`${Classes.INPUT}${blocked ? ` ${Classes.DISABLED}` : ''}`}
        style={{ height, overflowY: 'auto', cursor: blocked ? 'not-allowed' : 'pointer', padding: 8 }}
        onClick={open}
        onKeyDown={onKeyDown}
      >
        <div id={`${id}__text`}>
          <RichTextView html={html} />
        </div>
      </div>
      {editing !== null ? (
        <RichTextEditor
          title={texts.richText.editorTitle.replace('{label}', label)}
          label={label}
          html={editing}
          limit={limit}
          saveText={action?.label ?? texts.save}
          onCancel={() => setEditing(null)}
          onSave={(next) => void save(next)}
        />
      ) : null}
    </>
  );
}

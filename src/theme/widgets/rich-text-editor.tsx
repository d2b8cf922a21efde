import { useMemo, type KeyboardEvent } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { createEditor, Editor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderLeafProps } from 'slate-react';
import { rule } from '../../../rules/html-text-length';
import { htmlTextLength } from '../../../rules/lib/html-text';
import { toastError } from '../../engine/renderer/toaster';
import { slateToHtml, type RichLeaf, type RichParagraph } from './rich-text-html';
import { parseRichHtml, sanitizeRichHtml } from './rich-text-sanitize';
import { RichTextToolbar, setMark } from './rich-text-toolbar';
import texts from '../../../schemas/messages.json';
import { AppDialog } from '../../engine/renderer/app-dialog';

const sizeCss = (size: string | undefined) =>
  texts.richText.sizes.find((entry) => entry.value === size && size !== '')?.css;

// A leaf drawn with the same tags and styles its saved HTML will have.
function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  const { bold, underline, strike, color, background, size } = leaf as RichLeaf;
  let inner = children;
  if (strike) inner = <s>{inner}</s>;
  if (underline) inner = <u>{inner}</u>;
  if (bold) inner = <strong>{inner}</strong>;
  const style = { color, backgroundColor: background, fontSize: sizeCss(size) };
  return (
    <span {...attributes} style={style}>
      {inner}
    </span>
  );
}

const hotkeys: Record<string, 'bold' | 'underline'> = { b: 'bold', u: 'underline' };

/**
 * The rich-text editor modal (a lazy chunk: Slate and DOMPurify): HTML in, sanitised; HTML out,
 * sanitised and within the schema's `htmlTextLength`, else the rule's message in an error toast (000 §5).
 */
export default function RichTextEditor(props: {
  title: string;
  label: string;
  html: string;
  limit?: number;
  saveText: string;
  onCancel: () => void;
  onSave: (html: string) => void;
}) {
  const { title, label, html, limit, saveText, onCancel, onSave } = props;
  const editor = useMemo(() => withHistory(withReact(createEditor())), []);
  const initial = useMemo(() => parseRichHtml(html), [html]);

  const onKeyDown = (event: KeyboardEvent) => {
    const mark = hotkeys[event.key.toLowerCase()];
    if (!mark || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    setMark(editor, mark, Editor.marks(editor)?.[mark] !== true);
  };
  const save = () => {
    const next = sanitizeRichHtml(slateToHtml(editor.children as RichParagraph[]));
    if (limit !== undefined && htmlTextLength(next) > limit)
      return void toastError(rule.messages.long.replace('{title}', label).replace('{limit}', String(limit)));
    onSave(next);
  };

  return (
    <AppDialog isOpen title={title} onClose={onCancel} style={{ width: 680 }} canOutsideClickClose={false}>
      <Slate editor={editor} initialValue={initial}>
        <DialogBody>
          <RichTextToolbar />
          <Editable
            aria-label={label}
            className="bp6-input"
            renderLeaf={(leafProps) => <Leaf {...leafProps} />}
            onKeyDown={onKeyDown}
            style={{ height: 'auto', minHeight: 240, maxHeight: 420, overflowY: 'auto', padding: 8 }}
          />
        </DialogBody>
      </Slate>
      <DialogFooter
        actions={
          <>
            <Button text={texts.cancel} onClick={onCancel} />
            <Button text={saveText} intent={Intent.PRIMARY} icon="floppy-disk" onClick={save} />
          </>
        }
      />
    </AppDialog>
  );
}

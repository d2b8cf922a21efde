import type { MouseEvent } from 'react';
import { Button, ButtonGroup, HTMLSelect, type IconName } from '@blueprintjs/core';
import { Editor } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import type { RichMark } from './rich-text-html';
import texts from '../../../schemas/messages.json';

const t = texts.richText;
const toggles: { mark: 'bold' | 'underline' | 'strike'; icon: IconName; label: string }[] = [
  { mark: 'bold', icon: 'bold', label: t.bold },
  { mark: 'underline', icon: 'underline', label: t.underline },
  { mark: 'strike', icon: 'strikethrough', label: t.strike },
];
const colours = [{ value: '', label: t.none }, ...t.colors];

/** Sets (or with '' / false removes) a mark on the selection, or on what is typed next. */
export function setMark(editor: Editor, mark: RichMark, value: string | boolean) {
  if (value === '' || value === false) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, value);
}

// Keep the editor's selection: a toolbar button must not take the focus.
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** The editor's toolbar (spec 001 §2.1 "Modals"): bold, underline, strike, colour, background, size. */
export function RichTextToolbar() {
  const editor = useSlate();
  const marks = Editor.marks(editor) ?? {};
  const select = (mark: RichMark, value: string) => {
    setMark(editor, mark, value);
    ReactEditor.focus(editor);
  };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
      <ButtonGroup>
        {toggles.map(({ mark, icon, label }) => (
          <Button
            key={mark}
            icon={icon}
            aria-label={label}
            title={label}
            aria-pressed={marks[mark] === true}
            active={marks[mark] === true}
            onMouseDown={keepSelection}
            onClick={() => setMark(editor, mark, marks[mark] !== true)}
          />
        ))}
      </ButtonGroup>
      {(
        [
          ['color', t.color, colours],
          ['background', t.background, colours],
          ['size', t.size, t.sizes],
        ] as const
      ).map(([mark, label, choices]) => (
        <HTMLSelect
          key={mark}
          aria-label={label}
          title={label}
          value={String(marks[mark] ?? '')}
          onChange={(event) => select(mark, event.currentTarget.value)}
          options={choices.map((choice) => ({ value: choice.value, label: `${label}: ${choice.label}` }))}
        />
      ))}
    </div>
  );
}

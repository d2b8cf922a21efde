import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import texts from '../../../schemas/messages.json';

/** A run of text with the editor's marks (spec 001 §2.1 "Modals": bold, underline, strike, colours, sizes). */
export interface RichLeaf {
  text: string;
  bold?: boolean;
  underline?: boolean;
  strike?: boolean;
  color?: string;
  background?: string;
  /** A `sizes[].value` of messages.json → richText (small, large, huge); absent is normal. */
  size?: string;
}

/** One paragraph (`<p>`); a line break inside it is a `\n` of its text. */
export interface RichParagraph {
  type: 'paragraph';
  children: RichLeaf[];
}

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichParagraph;
    Text: RichLeaf;
  }
}

/** The marks a leaf may carry. */
export type RichMark = Exclude<keyof RichLeaf, 'text'>;

const sizes = texts.richText.sizes.filter((size) => size.value !== '');
// Only colour syntax passes into a style attribute: names, #hex, rgb()/hsl() with numbers.
const colourSyntax = /^[#a-z0-9(),.%\s]{1,40}$/i;
const safeColour = (value: string | undefined) =>
  value && colourSyntax.test(value.trim()) ? value.trim() : undefined;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An empty document: one empty paragraph (Slate needs one). */
export const emptyDocument = (): RichParagraph[] => [{ type: 'paragraph', children: [{ text: '' }] }];

function leafHtml(leaf: RichLeaf): string {
  let html = escape(leaf.text).replace(/\n/g, '<br>');
  if (html === '') return '';
  const style = [
    safeColour(leaf.color) ? `color:${safeColour(leaf.color)}` : '',
    safeColour(leaf.background) ? `background-color:${safeColour(leaf.background)}` : '',
    sizes.find((size) => size.value === leaf.size)
      ? `font-size:${sizes.find((size) => size.value === leaf.size)?.css}`
      : '',
  ].filter(Boolean);
  if (style.length > 0) html = `<span style="${style.join(';')}">${html}</span>`;
  if (leaf.strike) html = `<s>${html}</s>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** The editor's document as simple HTML: `<p>`, `<strong>`, `<u>`, `<s>`, `<span style>`, `<br>`; '' when empty. */
export function slateToHtml(document: RichParagraph[]): string {
  const paragraphs = document.map((paragraph) => paragraph.children.map(leafHtml).join(''));
  if (paragraphs.every((html) => html === '')) return '';
  return paragraphs.map((html) => `<p>${html === '' ? '<br>' : html}</p>`).join('');
}

const blockTags = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'UL', 'OL']);

// The declarations of an element's style attribute as written (the DOM's own parse turns #e60000 into rgb()).
function styleOf(element: Element): Record<string, string | undefined> {
  const declarations = (element.getAttribute('style') ?? '').split(';').map((part) => part.split(':'));
  return Object.fromEntries(
    declarations
      .filter((parts) => parts.length === 2)
      .map(([name, value]) => [name.trim().toLowerCase(), value.trim()]),
  );
}

// The marks an element adds to the text inside it.
function marksOf(element: Element, inherited: Omit<RichLeaf, 'text'>): Omit<RichLeaf, 'text'> {
  const marks = { ...inherited };
  const tag = element.tagName;
  if (tag === 'STRONG' || tag === 'B') marks.bold = true;
  if (tag === 'U') marks.underline = true;
  if (tag === 'S' || tag === 'STRIKE' || tag === 'DEL') marks.strike = true;
  const style = styleOf(element);
  if (style['font-weight'] === 'bold' || Number(style['font-weight']) >= 600) marks.bold = true;
  if (style['text-decoration']?.includes('underline')) marks.underline = true;
  if (style['text-decoration']?.includes('line-through')) marks.strike = true;
  const colour = safeColour(style.color);
  const background = safeColour(style['background-color']);
  if (colour) marks.color = colour;
  if (background) marks.background = background;
  const size = sizes.find((entry) => entry.css === style['font-size']);
  if (size) marks.size = size.value;
  return marks;
}

/**
 * The editor's document of parsed (already sanitised) HTML: block elements become paragraphs, text
 * outside them joins a paragraph of its own, `<br>` a line break; tags the editor lacks keep their text.
 */
export function htmlToSlate(root: ParentNode): RichParagraph[] {
  const document: RichParagraph[] = [];
  let current: RichLeaf[] | null = null;
  const close = () => {
    if (current) document.push({ type: 'paragraph', children: current.length ? current : [{ text: '' }] });
    current = null;
  };
  const walk = (node: Node, marks: Omit<RichLeaf, 'text'>) => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/[\r\n]+/g, ' ');
      if (text === '' || (current === null && text.trim() === '')) return;
      (current ??= []).push({ text, ...marks });
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (element.tagName === 'BR') return void (current ??= []).push({ text: '\n', ...marks });
    const block = blockTags.has(element.tagName);
    if (block) close();
    if (block && element.tagName !== 'UL' && element.tagName !== 'OL') current = [];
    const inner = marksOf(element, marks);
    element.childNodes.forEach((child) => walk(child, inner));
    if (block) close();
  };
  root.childNodes.forEach((child) => walk(child, {}));
  close();
  // A paragraph that was only `<br>` (an empty line) holds no text.
  for (const paragraph of document)
    if (paragraph.children.length === 1 && paragraph.children[0].text === '\n')
      paragraph.children[0].text = '';
  return document.length ? document : emptyDocument();
}

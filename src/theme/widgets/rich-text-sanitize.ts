import DOMPurify from 'dompurify';
import { htmlToSlate, type RichParagraph } from './rich-text-html';

// What the editor writes and reads (DESIGN.md §2: HTML in and out, sanitised); scripts, event handlers,
// links and images go. The server keeps the same list (src/server/rich-text.ts).
const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'u', 's', 'strike', 'del', 'em', 'i', 'span', 'div'],
  ALLOWED_ATTR: ['style'],
};

/** Stored editor HTML made safe to show (in the browser). */
export function sanitizeRichHtml(html: string): string {
  return DOMPurify.sanitize(html, allowed);
}

/** Stored editor HTML as the editor's document, sanitised first. */
export function parseRichHtml(html: string): RichParagraph[] {
  const body = new DOMParser().parseFromString(sanitizeRichHtml(html), 'text/html').body;
  return htmlToSlate(body);
}

import { useMemo } from 'react';
import { sanitizeRichHtml } from './rich-text-sanitize';

/** Stored editor HTML shown as it will read, sanitised (a lazy chunk with DOMPurify). */
export default function RichTextView({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeRichHtml(html), [html]);
  // Sanitised just above with the editor's tag list: no script, handler or link survives.
  return <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: safe }} />;
}

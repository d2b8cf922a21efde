import sanitize from 'sanitize-html';

const colour = [/^#[0-9a-f]{3,8}$/i, /^[a-z]{3,20}$/i, /^(rgb|rgba|hsl|hsla)\([\d\s.,%]+\)$/i];
const allowed: sanitize.IOptions = {
  // The browser editor's list (src/theme/widgets/rich-text-sanitize.ts): the tags it writes and reads.
  allowedTags: ['p', 'br', 'strong', 'b', 'u', 's', 'strike', 'del', 'em', 'i', 'span', 'div'],
  allowedAttributes: { '*': ['style'] },
  allowedStyles: {
    '*': {
      color: colour,
      'background-color': colour,
      'font-size': [/^\d+(\.\d+)?(em|rem|px|%)$/, /^(x{0,2}-?small|medium|x{0,2}-?large)$/],
    },
  },
  // Scripts and styles go with their content, other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title'],
};

/** Editor HTML as the server stores it: the editor's tags and colour/size styles only (DESIGN.md §2). */
export function sanitizeRichText(html: string): string {
  return sanitize(html, allowed);
}

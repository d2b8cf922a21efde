const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/**
 * The number of characters a reader sees in editor HTML: tags removed, each entity one character,
 * characters counted as code points (as Ajv's maxLength counts them).
 */
export function htmlTextLength(html: string): number {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') || entities[name.toLowerCase()] !== undefined ? '_' : whole,
    );
  return [...text].length;
}

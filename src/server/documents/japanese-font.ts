import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { sfntOfWoff } from './woff';

// Noto Sans JP (SIL Open Font License 1.1) as @fontsource/noto-sans-jp ships it: its "japanese" file holds
// JIS X 0208 (kana, both kanji levels, ASCII, full-width forms); the rarer characters of names (髙, 﨑, …)
// are in the numbered files the package's unicode.json lists. Both are embedded as subsets of what a
// document prints.
const require = createRequire(import.meta.url);
const file = (name: string) =>
  require.resolve(`@fontsource/noto-sans-jp/files/noto-sans-jp-${name}-400-normal.woff`);

type Face = fontkit.Font;
const faceOf = (bytes: Buffer) => fontkit.create(bytes) as Face;
const primaryBytes = sfntOfWoff(readFileSync(file('japanese')));
const primary = faceOf(primaryBytes);

/**
 * fontkit 2 for pdf-lib. pdf-lib's own fork (@pdf-lib/fontkit 1.1) writes TrueType subsets with a broken
 * short `loca` (pdf-lib#1232: CJK glyphs blank in the PDF though its text extracts), fixed upstream in fontkit
 * 1.8; fontkit 2 answers a subset with `encode()` where pdf-lib asks for the older `encodeStream()`.
 */
const fontkitForPdfLib = {
  create(data: Uint8Array) {
    const face = faceOf(Buffer.from(data));
    const createSubset = face.createSubset.bind(face);
    return Object.assign(face, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, {
          encodeStream() {
            const stream = new EventEmitter();
            setImmediate(() => {
              stream.emit('data', subset.encode());
              stream.emit('end');
            });
            return stream;
          },
        });
      },
    });
  },
};

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

let chunks: { name: string; ranges: [number, number][] }[] | undefined;
function chunkOf(codePoint: number): string | undefined {
  chunks ??= Object.entries(require('@fontsource/noto-sans-jp/unicode.json') as Record<string, string>).map(
    ([key, ranges]) => ({ name: key.replace(/^\[(\d+)\]$/, '$1'), ranges: parseRanges(ranges) }),
  );
  return chunks.find((chunk) => chunk.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))
    ?.name;
}

/** A run of text, the embedded font that draws it and the face that measures it. */
export interface Run {
  text: string;
  font: PDFFont;
  face: Face;
}

const advances = new WeakMap<Face, Map<string, number>>();

/**
 * The width of a text at a size, from the glyphs' advances: pdf-lib's own measure shapes the text each
 * time, which costs milliseconds per call on a CJK font.
 */
export function widthOf(text: string, face: Face, size: number): number {
  let cache = advances.get(face);
  if (!cache) advances.set(face, (cache = new Map()));
  let width = 0;
  for (const char of text) {
    let advance = cache.get(char);
    if (advance === undefined) {
      advance = face.glyphForCodePoint(char.codePointAt(0) ?? 0).advanceWidth / face.unitsPerEm;
      cache.set(char, advance);
    }
    width += advance;
  }
  return width * size;
}

/** The Japanese fonts of one PDF: the main one, and the numbered files a character outside it needs. */
export class JapaneseFonts {
  private readonly fallbacks = new Map<string, Promise<{ font: PDFFont; face: Face }>>();

  private constructor(
    private readonly pdf: PDFDocument,
    readonly main: PDFFont,
  ) {}

  /** Registers fontkit with the document and embeds the main font (as a subset). */
  static async embed(pdf: PDFDocument): Promise<JapaneseFonts> {
    pdf.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    return new JapaneseFonts(pdf, await pdf.embedFont(primaryBytes, { subset: true }));
  }

  private async fontFor(char: string): Promise<{ font: PDFFont; face: Face }> {
    const codePoint = char.codePointAt(0) ?? 0;
    if (primary.hasGlyphForCodePoint(codePoint)) return { font: this.main, face: primary };
    const chunk = chunkOf(codePoint);
    if (chunk === undefined) return { font: this.main, face: primary };
    let fallback = this.fallbacks.get(chunk);
    if (!fallback) {
      const bytes = sfntOfWoff(readFileSync(file(chunk)));
      fallback = this.pdf.embedFont(bytes, { subset: true }).then((font) => ({ font, face: faceOf(bytes) }));
      this.fallbacks.set(chunk, fallback);
    }
    return fallback;
  }

  /** The text split into runs by the font that has its characters. */
  async runs(text: string): Promise<Run[]> {
    const runs: Run[] = [];
    for (const char of text) {
      const { font, face } = await this.fontFor(char);
      const last = runs.at(-1);
      if (last && last.font === font) last.text += char;
      else runs.push({ text: char, font, face });
    }
    return runs;
  }
}

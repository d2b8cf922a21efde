// @vitest-environment jsdom
// The rich-text editor's HTML ⇄ Slate conversion and its sanitising, in the browser (DOMPurify) and on
// the server (sanitize-html): marks survive a round trip, scripts and event handlers do not.
import { sanitizeRichText } from '../../src/server/rich-text';
import { htmlToSlate, slateToHtml, type RichParagraph } from '../../src/theme/widgets/rich-text-html';
import { parseRichHtml, sanitizeRichHtml } from '../../src/theme/widgets/rich-text-sanitize';

const roundTrip = (html: string) => slateToHtml(parseRichHtml(html));

describe('rich text HTML', () => {
  it('keeps bold, underline, strike, colour, background and size through HTML → Slate → HTML', () => {
    const html =
      '<p><strong>太字</strong><u>下線</u><s>取消</s>' +
      '<span style="color:#e60000;background-color:#ffff00;font-size:1.5em">赤</span></p>' +
      '<p>一行目<br>二行目</p><p><br></p><p>&lt;記号&gt; &amp;</p>';
    const document = parseRichHtml(html);
    expect(document[0].children).toEqual([
      { text: '太字', bold: true },
      { text: '下線', underline: true },
      { text: '取消', strike: true },
      { text: '赤', color: '#e60000', background: '#ffff00', size: 'large' },
    ]);
    expect(document[2].children).toEqual([{ text: '' }]);
    expect(slateToHtml(document)).toBe(html);
    expect(roundTrip(html)).toBe(html);
  });

  it('nests marks on one run and reads b, del and styled spans the editor does not write', () => {
    const document = parseRichHtml(
      '<b><u><span style="color: red; font-size: 0.75em">x</span></u></b><div><del>y</del></div>',
    );
    expect(document).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'x', bold: true, underline: true, color: 'red', size: 'small' }],
      },
      { type: 'paragraph', children: [{ text: 'y', strike: true }] },
    ]);
    expect(slateToHtml(document)).toBe(
      '<p><strong><u><span style="color:red;font-size:0.75em">x</span></u></strong></p><p><s>y</s></p>',
    );
  });

  it('drops scripts, on* attributes, links and images, in the browser and on the server', () => {
    const dirty =
      '<p onclick="steal()">a<script>alert(1)</script><img src="x" onerror="steal()">' +
      '<a href="javascript:steal()">b</a><span style="color:#0066cc" onmouseover="steal()">c</span></p>';
    for (const clean of [sanitizeRichHtml(dirty), sanitizeRichText(dirty), roundTrip(dirty)]) {
      expect(clean).not.toMatch(/script|onclick|onerror|onmouseover|javascript|<img|<a /i);
      expect(clean).toContain('<span style="color:#0066cc">c</span>');
    }
    expect(roundTrip(dirty)).toBe('<p>ab<span style="color:#0066cc">c</span></p>');
  });

  it('keeps a style value that is no colour out of the saved HTML', () => {
    const document: RichParagraph[] = [
      { type: 'paragraph', children: [{ text: 'x', color: 'red;position:fixed" onclick="x' }] },
    ];
    expect(slateToHtml(document)).toBe('<p>x</p>');
    expect(sanitizeRichText('<span style="position:fixed;color:#fff">x</span>')).toBe(
      '<span style="color:#fff">x</span>',
    );
  });

  it('an empty editor is an empty text; text outside paragraphs becomes one', () => {
    expect(slateToHtml(parseRichHtml(''))).toBe('');
    const root = new DOMParser().parseFromString('前<p>中</p>後', 'text/html').body;
    expect(htmlToSlate(root).map((paragraph) => paragraph.children[0].text)).toEqual(['前', '中', '後']);
  });
});

// @vitest-environment jsdom
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRepository } from '../../scripts/schemas-check/check';
import { engineFields } from '../../src/engine/renderer/engine-fields';
import { sectionFields } from '../../src/pages/staff/customer-detail/section-services';
import { generateWidgets } from '../../src/theme';
import uiMeta from '../../schemas/meta/ui.schema.json';

const repo = join(import.meta.dirname, '../..');
const node = uiMeta.definitions.node.properties;

describe('schemas:check', () => {
  it('passes the repository as it is', () => {
    expect(checkRepository(repo).problems).toEqual([]);
  });

  it('knows exactly the widgets and fields the app registers (the meta-schema cannot drift from them)', () => {
    // The theme's own widgets by their registry names; rjsf's lower-case aliases map onto its *Widget keys.
    const custom = Object.keys(generateWidgets()).filter((name) => !name.endsWith('Widget'));
    expect(node['ui:widget'].enum).toEqual(expect.arrayContaining(custom));
    expect([...node['ui:field'].enum].sort()).toEqual(
      [...Object.keys(engineFields), ...Object.keys(sectionFields)].sort(),
    );
  });

  // The repository's schemas copied, one file changed by `edit`: the problems the check finds.
  function problemsWith(file: string, edit: (text: string) => string): string[] {
    const copy = mkdtempSync(join(tmpdir(), 'tas-check-'));
    try {
      cpSync(join(repo, 'schemas'), join(copy, 'schemas'), { recursive: true });
      cpSync(join(repo, 'fixtures', 'seed'), join(copy, 'fixtures', 'seed'), { recursive: true });
      const path = join(copy, file);
      writeFileSync(path, edit(readFileSync(path, 'utf8')));
      return checkRepository(copy).problems;
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }

  it('names the file, line and column of a JSON syntax error', () => {
    const [problem] = problemsWith('schemas/sections/qa/ui.json', (text) =>
      text.replace('"ui:field": "rows",', '"ui:field": "rows",,'),
    );
    expect(problem).toMatch(/^schemas\/sections\/qa\/ui\.json:\d+:\d+: JSON syntax error/);
  });

  it("refuses a page's table field that does not say it wraps a row field (its rows would go through rjsf)", () => {
    const problems = problemsWith('schemas/sections/order-detail/ui.json', (text) =>
      text.replace(/,\s*"rows": true/, ''),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^schemas\/sections\/order-detail\/ui\.json\/order_table_info\/basic_items\/ui:options: must have required property 'rows'/,
      ),
    ]);
  });
});

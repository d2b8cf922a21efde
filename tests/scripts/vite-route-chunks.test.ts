// The build's chunk plan (scripts/vite-route-chunks.ts): the chunks that the same routes load up front are
// merged into one, the entries' own chunks and whatever no route loads up front stay as they were.
import type { Rollup } from 'vite';
import { routeChunkPlan, upFrontDifferences, upFrontModules } from '../../scripts/vite-route-chunks';

const root = '/app';
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry,
    facadeModuleId: `${root}/${modules[0]}`,
    moduleIds: modules.map((module) => `${root}/${module}`),
    imports,
  }) as unknown as Rollup.OutputChunk;

// index.html and login.html share `react`; the list and the detail page share the form kit (two chunks as
// Rolldown split it); the detail page has a lazy section no route loads up front.
const chunks = [
  chunk('index.js', ['index.html', 'src/app.tsx'], ['react.js'], true),
  chunk('login.js', ['login.html', 'src/login.tsx'], ['react.js', 'login-form.js'], true),
  chunk('react.js', ['node_modules/react/index.js']),
  chunk('login-form.js', ['src/login-form.tsx'], ['react.js', 'form.js']),
  chunk('list.js', ['src/list.tsx'], ['index.js', 'form.js', 'fields.js']),
  chunk('detail.js', ['src/detail.tsx'], ['index.js', 'form.js', 'fields.js', 'header.js']),
  chunk('form.js', ['src/form.tsx', 'src/theme.tsx'], ['react.js']),
  chunk('fields.js', ['src/fields.tsx'], ['form.js']),
  chunk('header.js', ['src/header.tsx'], ['index.js']),
  chunk('section.js', ['src/section.tsx'], ['detail.js']),
];
const routes = { list: ['src/list.tsx'], detail: ['src/detail.tsx'] };

function groupsOf(plan: Map<string, string>) {
  const groups = new Map<string, string[]>();
  for (const [module, name] of plan)
    groups.set(name, [...(groups.get(name) ?? []), module.slice(root.length + 1)]);
  return [...groups.values()].map((modules) => modules.sort()).sort((a, b) => a[0].localeCompare(b[0]));
}

test('the chunks the same routes load up front become one; entries and lazy chunks are not in the plan', () => {
  const plan = routeChunkPlan(chunks, routes, root);
  expect(groupsOf(plan)).toEqual([
    // the app, /login and both routes
    ['node_modules/react/index.js'],
    // the detail page alone: its page and its header
    ['src/detail.tsx', 'src/header.tsx'],
    // both routes: the form kit's two chunks
    ['src/fields.tsx'],
    // both routes and /login: the form, which /login's form imports too
    ['src/form.tsx', 'src/theme.tsx'],
    ['src/list.tsx'],
    ['src/login-form.tsx'],
  ]);
  expect(plan.has(`${root}/src/app.tsx`)).toBe(false);
  expect(plan.has(`${root}/src/section.tsx`)).toBe(false);
});

test('a group is named after its only route, a shared one by its routes, the same routes the same name', () => {
  const plan = routeChunkPlan(chunks, routes, root);
  expect(plan.get(`${root}/src/detail.tsx`)).toBe('detail');
  expect(plan.get(`${root}/src/header.tsx`)).toBe('detail');
  expect(plan.get(`${root}/src/fields.tsx`)).toMatch(/^shared-[0-9a-f]{6}$/);
  expect(plan.get(`${root}/src/form.tsx`)).not.toBe(plan.get(`${root}/src/fields.tsx`));
});

test('a route naming a module that no chunk holds is refused, with the module and the route', () => {
  expect(() => routeChunkPlan(chunks, { detail: ['src/missing.tsx'] }, root)).toThrow(
    'route-chunks: src/missing.tsx (detail) is in no chunk',
  );
});

test('the check of the second build: a root that loads another module up front is named, equal roots are not', () => {
  const before = upFrontModules(chunks, routes, root);
  expect(before.get('detail')).toContain(`${root}/src/header.tsx`);
  expect(before.get('detail')).not.toContain(`${root}/src/section.tsx`);
  expect(upFrontDifferences(before, upFrontModules(chunks, routes, root))).toEqual([]);
  // The lazy section merged into the header's chunk: the detail page would load it up front.
  const merged = chunks
    .filter((one) => one.fileName !== 'section.js')
    .map((one) =>
      one.fileName === 'header.js'
        ? ({ ...one, moduleIds: [...one.moduleIds, `${root}/src/section.tsx`] } as typeof one)
        : one,
    );
  expect(upFrontDifferences(before, upFrontModules(merged, routes, root))).toEqual([
    `detail: 1 more (${root}/src/section.tsx), 0 fewer`,
  ]);
});

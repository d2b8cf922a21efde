import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

// The customer page asked for some seventy chunks before 基本情報 took a key, most of them a few hundred bytes
// to a few KB: each costs the page's main thread its request, its module-map notifications and its code cache
// (bench B8, issue 17). Rolldown makes a chunk of the modules reached by each set of dynamic imports, and
// most of those imports load later (a section's fields, a dialog), so a route's first screen is cut into
// pieces that always load together. This plugin merges them: every chunk that the same roots load up front
// (the HTML entries and the routes named: the list and the detail page both; the detail page alone; …)
// goes into one chunk with the others. A route then loads exactly the modules it loaded before, in fewer
// files; what no root loads up front stays as Rolldown split it.
//
// Which modules tree shaking keeps in which chunk only a build knows: the plan is read from a first build of
// the same configuration, in memory (`write: false`), and the second build is checked against it. Merging
// whole chunks of that output keeps the chunk graph acyclic: a chunk imports only chunks that every root
// loading it loads too, so an import between two merged chunks goes to a strictly larger set of roots. The
// entries' own chunks stay as the HTML names them.

/** A route and the modules it loads up front: its page and the lazy modules the route starts with it. */
export type RouteModules = Record<string, string[]>;

type Chunk = Rollup.OutputChunk;

/** The mode of the first pass, in which the plugin plans nothing. */
const planningMode = 'route-chunk-plan';

/** Where the build writes which chunk holds each module (the manifest names only chunks with an entry module). */
export const moduleChunksFile = '.vite/module-chunks.json';

function staticClosure(byFile: Map<string, Chunk>, files: Iterable<string>, into = new Set<string>()) {
  for (const file of files) {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) continue;
    into.add(file);
    staticClosure(byFile, chunk.imports, into);
  }
  return into;
}

// Each root's chunks: every HTML entry (/login's page shares chunks with the app's routes) and each route.
function rootClosures(chunks: Chunk[], routes: RouteModules, root: string): Map<string, Set<string>> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const fileOf = (route: string, module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(`${root}/${module}`));
    if (!chunk) throw new Error(`route-chunks: ${module} (${route}) is in no chunk`);
    return chunk.fileName;
  };
  const closures = new Map<string, Set<string>>();
  for (const chunk of chunks)
    if (chunk.isEntry) closures.set(`entry-${chunk.name}`, staticClosure(byFile, [chunk.fileName]));
  for (const [route, modules] of Object.entries(routes))
    closures.set(
      route,
      staticClosure(
        byFile,
        modules.map((module) => fileOf(route, module)),
      ),
    );
  return closures;
}

// A group's name is its identity (Rolldown merges every module given the same name): one per set of roots.
// A route's own chunk is named after it; a shared one after a digest of its roots' names.
const groupName = (roots: string[]) =>
  roots.length === 1
    ? roots[0]
    : `shared-${createHash('sha256').update(roots.join('\n')).digest('hex').slice(0, 6)}`;

/** Module id → the merged chunk's name, from a first pass's chunks. */
export function routeChunkPlan(chunks: Chunk[], routes: RouteModules, root: string): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rootsOf = new Map<string, string[]>();
  for (const [name, files] of rootClosures(chunks, routes, root))
    for (const file of files)
      if (!byFile.get(file)?.isEntry) rootsOf.set(file, [...(rootsOf.get(file) ?? []), name]);
  const plan = new Map<string, string>();
  for (const [file, names] of rootsOf)
    for (const module of byFile.get(file)?.moduleIds ?? []) plan.set(module, groupName(names));
  return plan;
}

/** Each root's modules loaded up front (sorted ids), to compare two builds. */
export function upFrontModules(chunks: Chunk[], routes: RouteModules, root: string): Map<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return new Map(
    [...rootClosures(chunks, routes, root)].map(([name, files]) => [
      name,
      [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []).sort(),
    ]),
  );
}

/** What differs between two builds' up-front modules: a line per root. */
export function upFrontDifferences(before: Map<string, string[]>, after: Map<string, string[]>): string[] {
  return [...before].flatMap(([name, modules]) => {
    const now = new Set(after.get(name) ?? []);
    const was = new Set(modules);
    const lost = modules.filter((module) => !now.has(module));
    const gained = [...now].filter((module) => !was.has(module));
    if (lost.length === 0 && gained.length === 0) return [];
    return [`${name}: ${gained.length} more (${gained.slice(0, 3).join(', ')}), ${lost.length} fewer`];
  });
}

const outputChunks = (output: Awaited<ReturnType<typeof build>>): Chunk[] =>
  (Array.isArray(output) ? output : [output]).flatMap((one) =>
    'output' in one ? one.output.filter((item): item is Chunk => item.type === 'chunk') : [],
  );

/** The build's chunk groups for `routes` (module paths from the project's root). */
export function routeChunks(routes: RouteModules): Plugin {
  let root = process.cwd();
  let planned: Map<string, string[]> | undefined;
  return {
    name: 'tas-route-chunks',
    apply: 'build',
    async config(config, { mode }) {
      root = resolve(config.root ?? process.cwd());
      if (mode === planningMode) return;
      // The same configuration file (Vite finds it in the root as it found this one), this plugin idle in it.
      const firstPass = outputChunks(
        await build({ root, mode: planningMode, logLevel: 'silent', build: { write: false } }),
      );
      planned = upFrontModules(firstPass, routes, root);
      const plan = routeChunkPlan(firstPass, routes, root);
      const group = {
        debugName: 'route-chunks',
        name: (id: string) => plan.get(id) ?? null,
        test: (id: string) => plan.has(id),
        // A group holds whole chunks of the first pass: their own imports are chunks already.
        includeDependenciesRecursively: false,
      };
      return { build: { rollupOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      // The merge may change files, never what a route loads up front.
      const differences = planned ? upFrontDifferences(planned, upFrontModules(chunks, routes, root)) : [];
      if (differences.length > 0)
        this.error(`route-chunks: the merged chunks load other modules up front:\n${differences.join('\n')}`);
      // A merged chunk has no entry module, so the manifest has no key for the pages in it: this file tells
      // bench B7 (and a person) which chunk holds a module.
      const chunkOf: Record<string, string> = {};
      for (const chunk of chunks)
        for (const module of chunk.moduleIds)
          if (module.startsWith(`${root}/`)) chunkOf[relative(root, module)] = chunk.fileName;
      this.emitFile({ type: 'asset', fileName: moduleChunksFile, source: JSON.stringify(chunkOf, null, 1) });
    },
  };
}

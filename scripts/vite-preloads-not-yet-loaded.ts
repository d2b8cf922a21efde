import type { Plugin, Rollup } from 'vite';

// Vite's list of what to preload with a dynamic import names every chunk the imported one needs, those the
// importing chunk has loaded already included (every chunk it imports statically was loaded before it ran),
// and its helper resolves and looks up each name at run time. The customer page's chunk named 451 chunks in
// its 29 lists (110 now), most of them asked for in one task after the first key with the sections' code
// (bench B8: ≈ 60 ms of that task in a profile at 4× CPU throttling). The list here leaves out what the
// importing chunk has loaded, and the imported chunk when nothing else is left (the import asks for it); a
// chunk's stylesheets are not in it (Vite keeps them in the list whatever this returns).
export function preloadsNotYetLoaded() {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();
  const staticClosure = (file: string, into = new Set<string>()) => {
    const chunk = bundle?.[file];
    if (into.has(file) || chunk?.type !== 'chunk') return into;
    into.add(file);
    for (const imported of chunk.imports) staticClosure(imported, into);
    return into;
  };
  const plugin: Plugin = {
    name: 'tas-preloads-not-yet-loaded',
    apply: 'build',
    // Before Vite's own generateBundle, which writes the lists: the chunks' static imports are known now.
    generateBundle: {
      order: 'pre',
      handler(_options, outputBundle) {
        bundle = outputBundle;
        loadedBy.clear();
      },
    },
  };
  const resolveDependencies = (file: string, deps: string[], host: { hostId: string; hostType: string }) => {
    if (host.hostType !== 'js' || !bundle) return deps;
    const loaded = loadedBy.get(host.hostId) ?? staticClosure(host.hostId);
    loadedBy.set(host.hostId, loaded);
    const missing = deps.filter((dep) => !loaded.has(dep));
    // The imported chunk alone: the import itself asks for it (Vite writes no list for it either).
    return missing.length === 1 && missing[0] === file ? [] : missing;
  };
  return { plugin, resolveDependencies };
}

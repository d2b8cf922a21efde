// rjsf resolves `$ref`s against `$id`s with fast-uri (≈ 8 KB gzip), used by nothing else in the browser. Our
// schemas use neither (one file each, no `$id`), so the production build gives rjsf these two functions on
// the platform's URL parser instead (scripts/vite-precompiled-validators.ts).

function normalise(uri: string, base?: string): string | undefined {
  try {
    return new URL(uri, base).href;
  } catch {
    return undefined;
  }
}

/** A reference resolved against a base URI (unchanged when the platform cannot resolve it). */
function resolve(base: string, ref: string): string {
  return normalise(ref, base) ?? ref;
}

/** True when two URIs name the same resource. */
function equal(a: string, b: string): boolean {
  return a === b || (normalise(a) ?? a) === (normalise(b) ?? b);
}

/** The part of fast-uri's default export that rjsf uses. */
export default { resolve, equal };

/** One step into a request body: an object key, an array index, or the JSON text a string field holds. */
export type Step = string | number | { json: true };
/** Where a value sits in a request body. */
export type Path = Step[];

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// An own property even for `__proto__`: assigning that name would set the prototype instead.
function withKey(object: Loose, key: string, value: unknown): Loose {
  const out: Loose = {};
  for (const [name, item] of Object.entries(object)) define(out, name, item);
  if (value === undefined) delete out[key];
  else define(out, key, value);
  return out;
}

/** Sets an own, enumerable property (also `__proto__`, `constructor`). */
export function define(object: Loose, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The value at `path`, or undefined. */
export function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path) {
    if (typeof step === 'object') node = typeof node === 'string' ? JSON.parse(node) : undefined;
    else if (Array.isArray(node) || isRecord(node)) node = (node as Loose)[String(step)];
    else return undefined;
  }
  return node;
}

/** A copy of `root` with `value` at `path` (undefined removes the entry); the rest is shared, not copied. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (typeof step === 'object') return JSON.stringify(setAt(JSON.parse(String(root)), rest, value));
  if (Array.isArray(root) && typeof step === 'number') {
    const out = [...root];
    out[step] = setAt(root[step], rest, value);
    return out;
  }
  const object = isRecord(root) ? root : {};
  return withKey(object, String(step), setAt(object[String(step)], rest, value));
}

/** Where `marker` sits in `root` (inside JSON texts too), or undefined. */
export function findMarker(root: unknown, marker: string | number, path: Path = []): Path | undefined {
  if (root === marker) return path;
  if (typeof root === 'string' && root.includes(String(marker)) && /^[[{]/.test(root))
    return findMarker(JSON.parse(root), marker, [...path, { json: true }]);
  if (!Array.isArray(root) && !isRecord(root)) return undefined;
  for (const [key, child] of Object.entries(root)) {
    const found = findMarker(child, marker, [...path, Array.isArray(root) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

/** Every object inside `root` below its top level (rows, nested records), by path. */
export function nestedObjects(root: unknown, path: Path = []): Path[] {
  if (!Array.isArray(root) && !isRecord(root)) return [];
  const here = path.length > 0 && isRecord(root) ? [path] : [];
  return [
    ...here,
    ...Object.entries(root).flatMap(([key, child]) =>
      nestedObjects(child, [...path, Array.isArray(root) ? Number(key) : key]),
    ),
  ];
}

import { keepEqualParts } from '../../src/engine/keep-equal-parts';

describe('keepEqualParts', () => {
  test('a value equal throughout is the previous one', () => {
    const previous = { a: { b: [1, { c: 'x' }] }, d: null };
    expect(keepEqualParts(previous, { a: { b: [1, { c: 'x' }] }, d: null })).toBe(previous);
  });

  test('only the parts that changed are new; the rest are the previous objects', () => {
    const previous = { kept: { x: 1 }, changed: { y: [1, 2], z: { w: true } } };
    const next = { kept: { x: 1 }, changed: { y: [1, 3], z: { w: true } } };
    const kept = keepEqualParts(previous, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.kept).toBe(previous.kept);
    expect(kept.changed).not.toBe(previous.changed);
    expect(kept.changed.y).toBe(next.changed.y);
    expect(kept.changed.z).toBe(previous.changed.z);
  });

  test('a key added or gone, an array grown or shrunk, a type changed: new', () => {
    const previous: Record<string, unknown> = { a: 1, list: [1, 2], value: { n: 1 } };
    expect(keepEqualParts(previous, { a: 1, list: [1, 2], value: { n: 1 }, b: 2 })).not.toBe(previous);
    expect(keepEqualParts(previous, { list: [1, 2], value: { n: 1 } })).not.toBe(previous);
    expect(keepEqualParts(previous, { a: 1, list: [1], value: { n: 1 } })).not.toBe(previous);
    expect(keepEqualParts(previous, { a: 1, list: [1, 2, 3], value: { n: 1 } })).not.toBe(previous);
    const typed = keepEqualParts(previous, { a: '1', list: [1, 2], value: [1] });
    expect(typed).toEqual({ a: '1', list: [1, 2], value: [1] });
    expect(typed.list).toBe(previous.list);
    // A key whose value is undefined is not the same as no key.
    expect(keepEqualParts({ a: undefined } as Record<string, unknown>, {})).toEqual({});
    expect(keepEqualParts({}, { a: undefined })).toHaveProperty('a');
  });

  test('anything but plain objects and arrays is kept only when it is the very value', () => {
    const run = () => undefined;
    const date = new Date(0);
    const previous = { run, date, nan: Number.NaN };
    expect(keepEqualParts(previous, { run, date, nan: Number.NaN })).toBe(previous);
    const next = { run: () => undefined, date: new Date(0), nan: Number.NaN };
    const kept = keepEqualParts(previous, next);
    expect(kept.run).toBe(next.run);
    expect(kept.date).toBe(next.date);
  });
});

/**
 * The row position of a cell of a row table, from its id: the table builds a cell's id as
 * `<table id>_<row position>_<column>`. -1 when the id is not such a cell's.
 */
export function rowPositionOf(id: string, column: string): number {
  const suffix = `_${column}`;
  if (!id.endsWith(suffix)) return -1;
  const match = /_(\d+)$/.exec(id.slice(0, -suffix.length));
  return match ? Number(match[1]) : -1;
}

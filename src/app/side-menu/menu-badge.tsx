import { Intent, Tag } from '@blueprintjs/core';

/** The count on a side-menu entry; nothing when there is nothing waiting. */
export function MenuBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Tag round intent={Intent.DANGER} className="tas-menu-badge">
      {count}
    </Tag>
  );
}

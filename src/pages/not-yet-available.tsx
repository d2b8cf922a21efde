import { NonIdealState } from '@blueprintjs/core';

/** The plain statement a named but not yet built screen shows — never fake content. */
export function NotYetAvailable() {
  return (
    <NonIdealState icon="build" title="この画面はまだご利用いただけません" description="準備中の画面です。" />
  );
}

import { H1 } from '@blueprintjs/core';
import { NotYetAvailable } from '../pages/not-yet-available';

/**
 * A route the spec names but does not describe: its title and a plain statement that the screen is not
 * available yet, never made-up content. The README lists these routes.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <H1 className="tas-page-title">{title}</H1>
      <NotYetAvailable />
    </>
  );
}

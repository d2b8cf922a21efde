import { H3 } from '@blueprintjs/core';
import { NotYetAvailable } from '../not-yet-available';

/** `/home`: the landing page after sign-in; its headline list arrives with the staff-shell issue. */
export function HomePage() {
  return (
    <>
      <H3>ヘッドライン</H3>
      <NotYetAvailable />
    </>
  );
}

import { H3 } from '@blueprintjs/core';
import { HeadlineList } from './headline/headline-list';

/** `/home`: the landing page after sign-in, the headline list (ヘッドライン, 000 §2.5). */
export function HomePage() {
  return (
    <>
      <H3>ヘッドライン</H3>
      <HeadlineList />
    </>
  );
}

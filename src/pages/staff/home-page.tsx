import { H1 } from '@blueprintjs/core';
import { HeadlineList } from './headline/headline-list';

/** `/home`: the landing page after sign-in, the headline list (ヘッドライン, 000 §2.5). */
export function HomePage() {
  return (
    <>
      <H1 className="tas-page-title">ヘッドライン</H1>
      <HeadlineList />
    </>
  );
}

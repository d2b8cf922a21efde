import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

/** `not_found`: any path the product does not know. */
export function NotFoundPage() {
  return (
    <NonIdealState
      icon="search"
      title="ページが見つかりません"
      description="URLをご確認ください。"
      action={<Link to="/login">ログイン画面へ</Link>}
    />
  );
}

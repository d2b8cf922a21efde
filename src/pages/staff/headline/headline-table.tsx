import type { MouseEvent } from 'react';
import { Button, HTMLSelect, HTMLTable, Intent } from '@blueprintjs/core';
import type { Headline } from '../../../api/menu';
import { deliveryTime, headlineStatuses, normalStatus, shortTitle, statusLabel } from './headline-rules';

/** What the user can do from a row. */
export interface HeadlineActions {
  onStatus: (headline: Headline, status: number) => void;
  onOpen: (url: string) => void;
  onComment: (headline: Headline) => void;
  onDelete: (headline: Headline) => void;
}

function TitleCell({ headline, onOpen }: { headline: Headline; onOpen: (url: string) => void }) {
  const text = shortTitle(headline.title);
  const full = text === headline.title ? undefined : headline.title;
  const { url } = headline;
  if (!url) return <span title={full}>{text}</span>;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(url);
  };
  return (
    <a href={url} title={full} onClick={follow}>
      {text}
    </a>
  );
}

/** The headline table (000 §2.5): status, title, delivery time, comment and delete. */
export function HeadlineTable({ headlines, actions }: { headlines: Headline[]; actions: HeadlineActions }) {
  return (
    <HTMLTable striped style={{ width: '100%', background: 'white' }} aria-label="ヘッドライン一覧">
      <thead>
        <tr>
          <th style={{ width: 130 }}>ステータス</th>
          <th>タイトル</th>
          <th style={{ width: 150 }}>配信日時</th>
          <th style={{ width: 120 }}>コメント</th>
          <th style={{ width: 90 }}>削除</th>
        </tr>
      </thead>
      <tbody>
        {headlines.map((headline) => (
          <tr key={headline.ID}>
            <td>
              {headline.display_change_flag ? (
                <HTMLSelect
                  aria-label="ステータス"
                  value={normalStatus(headline.headline_status)}
                  onChange={(event) => actions.onStatus(headline, Number(event.currentTarget.value))}
                  options={headlineStatuses.map((s) => ({ value: s.value, label: s.label }))}
                />
              ) : (
                <span aria-label="ステータス">{statusLabel(headline.headline_status)}</span>
              )}
            </td>
            <td>
              <TitleCell headline={headline} onOpen={actions.onOpen} />
            </td>
            <td style={{ whiteSpace: 'nowrap' }}>{deliveryTime(headline.registered_timestamp)}</td>
            <td style={{ whiteSpace: 'nowrap' }}>
              <Button
                variant="minimal"
                icon="comment"
                text="コメント"
                onClick={() => actions.onComment(headline)}
              />
            </td>
            <td style={{ whiteSpace: 'nowrap' }}>
              <Button
                variant="minimal"
                intent={Intent.DANGER}
                icon="trash"
                text="削除"
                onClick={() => actions.onDelete(headline)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

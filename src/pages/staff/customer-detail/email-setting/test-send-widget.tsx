import { createContext, useContext } from 'react';
import { Button } from '@blueprintjs/core';
import type { AppWidgetProps } from '../../../../engine/types';
import { displayTimestamp } from '../../../../theme/date-display';
import { rowPositionOf } from './row-position';
import { sideTexts } from './texts';

/** What the address table hands its test-send cells. */
export interface TestSendAccess {
  locked: boolean;
  /** False for a new (unsaved) row: it has nothing to test yet (001 §4). */
  savedAt: (position: number) => boolean;
  addressAt: (position: number) => string;
  ask: (position: number) => void;
}

/** Provided by the address table (`MailRowsField`) around its rows. */
export const TestSendContext = createContext<TestSendAccess | null>(null);

/** The column key the widget sits in. */
export const testSendColumn = 'report_mail_address_test_timestamp';

/** The last test time (未送信 when none) and the 'テスト送信' button, disabled for new rows. */
export function TestSendWidget({ id, value }: AppWidgetProps) {
  const access = useContext(TestSendContext);
  const position = rowPositionOf(id, testSendColumn);
  const texts = sideTexts.testMessage;
  return (
    <span id={id} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
      <span>{typeof value === 'string' && value !== '' ? displayTimestamp(value) : texts.never}</span>
      {access ? (
        <Button
          size="small"
          text={texts.label}
          aria-label={`${access.addressAt(position)}に${texts.label}`}
          disabled={access.locked || !access.savedAt(position)}
          onClick={() => access.ask(position)}
        />
      ) : null}
    </span>
  );
}

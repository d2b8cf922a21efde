import { useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import type { CustomerDetail } from '../../../../api/staff';
import { MailConfirm } from './mail-action';
import { conditionMet, headerActions, shownIn, type HeaderAction, type HeaderItem } from './declaration';
import { headerPanels } from './panels';
import { runDownload } from './run-download';

type MailAction = Extract<HeaderAction, { kind: 'mail' }>;
const texts = headerActions.messages;

// A panel that is not registered yet would make a button that does nothing: such an item is not shown.
const available = (item: HeaderItem) => item.action.kind !== 'panel' || item.action.panel in headerPanels;

/**
 * The header's declared buttons and menus (取引条件書, 顧客応対履歴, ファイル発行履歴; その他, 書類, メール —
 * `headerActions` of schemas/pages/customer-detail.json), each shown in the modes it names.
 */
export function HeaderMenus(props: {
  customer: CustomerDetail;
  customerId: number;
  userId: number;
  isEntry: boolean;
  onOpenPanel: (panel: string) => void;
}) {
  const { customer, customerId, userId, isEntry } = props;
  const [mail, setMail] = useState<MailAction | null>(null);
  const run = (action: HeaderAction) => {
    switch (action.kind) {
      case 'download':
        return void runDownload(action.path, {
          [action.idParam ?? 'customer_id']: customerId,
          user_id: userId,
        });
      case 'mail':
        return setMail(action);
      case 'open':
        return void window.open(
          fillTemplate(action.url, { customer_id: String(customerId) }),
          '_blank',
          'noopener',
        );
      case 'panel':
        return props.onOpenPanel(action.panel);
      default: {
        const unknown: never = action;
        throw new Error(`unknown header action ${JSON.stringify(unknown)}`);
      }
    }
  };
  const items = (list: HeaderItem[]) =>
    list.filter((item) => shownIn(item, isEntry) && conditionMet(item, customer, isEntry) && available(item));
  return (
    <>
      {items(headerActions.buttons).map((item) => (
        <Button key={item.label} text={item.label} onClick={() => run(item.action)} />
      ))}
      {headerActions.menus
        .filter((menu) => shownIn(menu, isEntry) && items(menu.items).length > 0)
        .map((menu) => (
          <PopoverNext
            key={menu.label}
            placement="bottom-start"
            content={
              <Menu aria-label={fillTemplate(texts.menuOf, { label: menu.label })}>
                {items(menu.items).map((item) => (
                  <MenuItem key={item.label} text={item.label} onClick={() => run(item.action)} />
                ))}
              </Menu>
            }
          >
            <Button text={menu.label} endIcon="caret-down" />
          </PopoverNext>
        ))}
      <MailConfirm
        action={mail}
        customerId={customerId}
        userId={userId}
        tasId={customer.tas_id}
        company={customer.corporate_name}
        onDone={() => setMail(null)}
      />
    </>
  );
}

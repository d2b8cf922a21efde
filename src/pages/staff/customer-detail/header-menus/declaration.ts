import layout from '../../../../../schemas/pages/customer-detail.json';

/** What a header action does (`headerActions` of schemas/pages/customer-detail.json). */
export type HeaderAction =
  | { kind: 'download'; path: string; idParam?: string }
  | {
      kind: 'mail';
      path: string;
      params: Record<string, string | number>;
      mailType: string;
      partialFailure: string;
    }
  | { kind: 'open'; url: string }
  | { kind: 'panel'; panel: string };

/** A button or menu item of the header, in the modes that show it. */
export interface HeaderItem {
  label: string;
  modes: ('entry' | 'contracted')[];
  /** Per mode, a flag of the customer detail answer the item needs in that mode (shown only when it is true). */
  onlyIf?: Partial<Record<'entry' | 'contracted', string>>;
  action: HeaderAction;
}

/** A menu of the header ("その他", "書類", "メール"). */
export interface HeaderMenu {
  label: string;
  modes: ('entry' | 'contracted')[];
  items: HeaderItem[];
}

/** The header's declared buttons and menus, with their texts. */
export const headerActions = layout.headerActions as unknown as {
  buttons: HeaderItem[];
  menus: HeaderMenu[];
  messages: typeof layout.headerActions.messages;
};

/** Whether a declared item shows for this mode. */
export const shownIn = (item: { modes: HeaderItem['modes'] }, isEntry: boolean): boolean =>
  item.modes.includes(isEntry ? 'entry' : 'contracted');

/** Whether the customer detail answer meets the item's `onlyIf` condition for this mode (met when it has none). */
export const conditionMet = (
  item: Pick<HeaderItem, 'onlyIf'>,
  customer: object,
  isEntry: boolean,
): boolean => {
  const flag = item.onlyIf?.[isEntry ? 'entry' : 'contracted'];
  return flag === undefined || (customer as Record<string, unknown>)[flag] === true;
};

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

import { lazy, useMemo, type ReactNode } from 'react';
import { EngineServicesProvider, useEngine, type EngineField } from '../../../engine/renderer/engine-context';
import { sectionAdapters } from '../../../sections/adapters';

// The 反響 link field (and its modal) loads with the first form that names it (基本情報).
const BusinessTalkLinkField: EngineField = lazy(async () => ({
  default: (await import('./business-talk/business-talk-link-field')).BusinessTalkLinkField,
}));
// The e-mail section's tables (and their modals) load with the first form that names them.
const emailFields = () => import('./email-setting/fields');
const MailRowsField: EngineField = lazy(async () => ({ default: (await emailFields()).MailRowsField }));
const MessengerRowsField: EngineField = lazy(async () => ({
  default: (await emailFields()).MessengerRowsField,
}));
const MailGroupsField: EngineField = lazy(async () => ({ default: (await emailFields()).MailGroupsField }));
// 受注内容's tables (and the select-business modal) load with the first form that names them.
const OrderRowsField: EngineField = lazy(async () => ({
  default: (await import('./order-detail/fields')).OrderRowsField,
}));
// 受注内容's 転送先番号 with its 採番 (and the confirmations), likewise.
const NumberingField: EngineField = lazy(async () => ({
  default: (await import('./order-detail/numbering-field')).NumberingField,
}));

/** The page fields of the detail page's sections, by the name `ui:field` gives them. */
export const sectionFields = {
  businessTalkLink: BusinessTalkLinkField,
  mailRows: MailRowsField,
  messengerRows: MessengerRowsField,
  mailGroups: MailGroupsField,
  orderRows: OrderRowsField,
  transmitNumbering: NumberingField,
};

/**
 * The app's engine services plus what only the detail page's sections need — their adapters and page
 * fields — so that this code loads with the detail page, not with every route (bench B7).
 */
export function SectionServices({ children }: { children: ReactNode }) {
  const base = useEngine();
  const services = useMemo(
    () => ({ ...base, fields: { ...base.fields, ...sectionFields }, adapters: sectionAdapters }),
    [base],
  );
  return <EngineServicesProvider services={services}>{children}</EngineServicesProvider>;
}

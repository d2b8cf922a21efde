import { Spinner } from '@blueprintjs/core';
import { useMemo, type ReactNode } from 'react';
import { lazyComponent } from '../../../engine/renderer/lazy-component';
import { EngineServicesProvider, useEngine, type EngineField } from '../../../engine/renderer/engine-context';
import { sectionAdapters } from '../../../sections/adapters';
import type { AppFieldProps } from '../../../engine/types';
import texts from '../../../../schemas/messages.json';

// A page field from its own chunk: shown at once once loaded (the page preloads them in idle time,
// section-chunk-preload.ts), else a small spinner in its place — never the page's spinner (lazy-component.tsx).
const pageField = (load: () => Promise<EngineField>) =>
  lazyComponent<AppFieldProps>(load, <Spinner size={16} aria-label={texts.busy} />);

const emailFields = () => import('./email-setting/fields');

/** The page fields of the detail page's sections, by the name `ui:field` gives them. */
export const sectionFields = {
  // The 反響 link field (and its modal), named by 基本情報.
  businessTalkLink: pageField(
    async () => (await import('./business-talk/business-talk-link-field')).BusinessTalkLinkField,
  ),
  // The e-mail section's tables (and their modals).
  mailRows: pageField(async () => (await emailFields()).MailRowsField),
  messengerRows: pageField(async () => (await emailFields()).MessengerRowsField),
  mailGroups: pageField(async () => (await emailFields()).MailGroupsField),
  // 受注内容's tables (and the select-business modal).
  orderRows: pageField(async () => (await import('./order-detail/fields')).OrderRowsField),
  // 受注内容's 転送先番号 with its 採番 (and the confirmations).
  transmitNumbering: pageField(async () => (await import('./order-detail/numbering-field')).NumberingField),
};

// 基本情報, the section opened first, names the 反響 link field: the route asked for its chunk already
// (first-section-preload.ts), so it is in by the time 基本情報's data is, and renders in the form's first pass.
void sectionFields.businessTalkLink.preload();

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

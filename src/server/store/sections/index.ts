import { billingStore } from './billing';
import { emailSettingStore } from './email-setting';
import { dutiesContentStore } from './duties-content';
import { overtimeAnnounceStore } from './overtime-announce';
import { relationClientStore } from './relation-client';
import type { SectionStore } from './section-store';

export type { SectionChange, SectionStore } from './section-store';

/** The store of each catalogue section, by section id (`schemas/sections/<id>`). */
export const sectionStores: Record<string, SectionStore> = {
  billing: billingStore,
  'email-setting': emailSettingStore,
  'duties-content': dutiesContentStore,
  'overtime-announce': overtimeAnnounceStore,
  'relation-client': relationClientStore,
};

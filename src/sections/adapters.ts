import type { SectionAdapter } from '../engine/adapters';
import { basicInfoAdapter } from './basic-info';
import { dutiesContentAdapter } from './duties-content';
import { emailSettingAdapter } from './email-setting';
import { timingSheetAdapter } from './timing-sheet';

/** Section id → the browser's half of its adapter (`section.json` → `adapter`); the server's are in server-adapters. */
export const sectionAdapters: Record<string, SectionAdapter> = {
  'basic-info': basicInfoAdapter,
  'duties-content': dutiesContentAdapter,
  'email-setting': emailSettingAdapter,
  'timing-sheet': timingSheetAdapter,
};

import type { ServerSectionAdapter } from '../engine/adapters';
import type { JsonValue } from '../engine/types';
import * as dutiesContent from './duties-content';
import * as emailSetting from './email-setting';
import { timingSheetServerAdapter } from './timing-sheet';

/** Section id → the server's half of its adapter (`section.json` → `adapter`); the browser's are in section-services. */
export const serverAdapters: Record<string, ServerSectionAdapter> = {
  'duties-content': {
    fromRequest: (body) =>
      dutiesContent.isWellFormedRequest(body) ? dutiesContent.fromRequest(body).data : undefined,
    // The store keeps the flat §7 payload: normalised times and codes, and the values the form only carries.
    toStored: (data, body) =>
      dutiesContent.toRequest(data, { extra: dutiesContent.fromRequest(body).extra }).fields,
  },
  'email-setting': {
    fromRequest: (body, { isEntry }) => {
      const data = emailSetting.fromRequest(body);
      // Entries have no messenger block: what such a request carries is neither checked nor written.
      return isEntry ? { ...data, messenger_table_items: [] as JsonValue[] } : data;
    },
  },
  'timing-sheet': timingSheetServerAdapter,
};

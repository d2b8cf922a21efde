import type { ServerSectionAdapter } from '../engine/adapters';

/** Section id → the server's half of its adapter (`section.json` → `adapter`); the browser's are in section-services. */
export const serverAdapters: Record<string, ServerSectionAdapter> = {};

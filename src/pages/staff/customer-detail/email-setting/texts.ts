import section from '../../../../../schemas/sections/email-setting/section.json';
import schema from '../../../../../schemas/sections/email-setting/schema.json';

/** The e-mail section's modal and side-call texts (`section.json` → `sideCalls`). */
export const sideTexts = section.sideCalls;

/** Messenger service names by master id, from the schema's select (1 LINE … 6 Teams). */
export const serviceNames: Record<number, string> = Object.fromEntries(
  schema.properties.messenger_table_items.items.properties.message_service_master_id.oneOf.map((option) => [
    option.const,
    option.title,
  ]),
);

/** The section's id, as the catalogue and the page name it. */
export const sectionId = section.id;

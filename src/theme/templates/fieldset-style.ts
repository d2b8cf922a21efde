import type { CSSProperties } from 'react';

/** Resets the browser's fieldset frame: Blueprint FormGroups inside already space the fields. */
export const FIELDSET: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

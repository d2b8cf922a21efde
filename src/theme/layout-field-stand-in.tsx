// rjsf's layout-grid fields (LayoutGridField, LayoutHeaderField, LayoutMultiSchemaField; ≈ 6 KB gzip) lay
// out a form from a `ui:layoutGrid`. Our sections are laid out by their ui.json groups and the theme's
// templates, and schemas/meta/ui.schema.json (npm run schemas:check) allows only our own `ui:field`s; so
// the production build gives rjsf this stand-in for the three (scripts/vite-precompiled-validators.ts).

/** Says, in place of the form, that a layout-grid field was asked for and is not part of the product. */
export default function LayoutFieldStandIn(): never {
  throw new Error('rjsf layout-grid fields are not part of TAS Desk (ui:layoutGrid / Layout*Field)');
}

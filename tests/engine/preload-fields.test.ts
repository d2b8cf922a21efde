import { describe, expect, test, vi } from 'vitest';
import { fieldNamesOf, preloadFieldsOf } from '../../src/engine/renderer/preload-fields';
import orderUi from '../../schemas/sections/order-detail/ui.json';
import type { AppUiSchema } from '../../src/engine/types';

describe('a section asks for its lazy fields as it opens', () => {
  test('finds every ui:field, in blocks and row items', () => {
    const ui: AppUiSchema = {
      rows: { 'ui:field': 'rows', items: { dates: { 'ui:field': 'spotDates' } } },
      block: { inner: { 'ui:field': 'numbering' } },
      plain: { 'ui:widget': 'textarea' },
    };
    expect([...fieldNamesOf(ui)].sort()).toEqual(['numbering', 'rows', 'spotDates']);
    // 受注内容's tables and numbering field are lazy parts of the page.
    expect(fieldNamesOf(orderUi as AppUiSchema)).toEqual(new Set(['orderRows', 'transmitNumbering']));
  });

  test('calls the preload of each lazy field the section uses, and only those', () => {
    const used = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const other = Object.assign(() => null, { preload: vi.fn(async () => undefined) });
    const eager = () => null;
    preloadFieldsOf({ a: { 'ui:field': 'used' }, b: { 'ui:field': 'eager' } }, { used, other, eager });
    expect(used.preload).toHaveBeenCalledTimes(1);
    expect(other.preload).not.toHaveBeenCalled();
    preloadFieldsOf({ a: { 'ui:field': 'used' } }, undefined);
    expect(used.preload).toHaveBeenCalledTimes(1);
  });
});

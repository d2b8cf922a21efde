import type { AppUiSchema, FormData } from '../../src/engine/types';
import { clearRuled } from '../../src/engine/ui-rules';
import payUi from '../../schemas/sections/pay-condition/ui.json';

// A `ui:rule` with `set` forces its field's value while the rule disables it (支払条件: any method but
// 振込 forces 毎月, 002 §2.5), and what the forced value hides is cleared in the same edit.
const ui = payUi as unknown as AppUiSchema;

describe('a forced value (ui:rule set)', () => {
  it('a card method turns 毎年 into 毎月 and empties 毎年’s fields', () => {
    const yearly: FormData = {
      payment_method: 5,
      payment_cycle: { payment_cycle_type: 2, every_year_month: '04', every_year_day: '30' },
    };
    expect(clearRuled(ui, yearly)).toEqual({ payment_method: 5, payment_cycle: { payment_cycle_type: 1 } });
  });

  it('振込 and no method force nothing; an unchanged form comes back as the same object', () => {
    const transfer: FormData = {
      payment_method: 1,
      payment_cycle: { payment_cycle_type: 2, every_year_month: '04', every_year_day: '30' },
    };
    expect(clearRuled(ui, transfer)).toBe(transfer);
    const none: FormData = { payment_method: null, payment_cycle: { payment_cycle_type: 2 } };
    expect(clearRuled(ui, none)).toBe(none);
  });
});

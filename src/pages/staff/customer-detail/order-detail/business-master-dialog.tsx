import { useState } from 'react';
import {
  Button,
  Callout,
  Classes,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
} from '@blueprintjs/core';
import { describeFailure } from '../../../../engine/failure';
import { AppDialog } from '../../../../engine/renderer/app-dialog';
import { useEngine } from '../../../../engine/renderer/engine-context';
import { toastError } from '../../../../engine/renderer/toaster';
import { timeOptions, timeText, type BusinessMaster } from '../../../../sections/order-business-master';
import { orderTexts as texts } from './texts';

/** Props of {@link BusinessMasterDialog}: the genre searched (1 basic, 2 pay-per-use) and what a choice does. */
export interface BusinessMasterDialogProps {
  isOpen: boolean;
  customerId: number;
  genre: number;
  onSelect: (master: BusinessMaster) => void;
  onClose: () => void;
}

const times = timeOptions();
const emptySearch = {
  business_code: '',
  course_option_name: '',
  start_time_id: '',
  end_time_id: '',
  base_call_count: '',
};

// The weekday (else Saturday, else holiday) hours of a master, as the result table shows them.
function hoursOf(master: BusinessMaster): string {
  const pairs: [number | null, number | null][] = [
    [master.weekday_start_time_id, master.weekday_end_time_id],
    [master.saturday_start_time_id, master.saturday_end_time_id],
    [master.holiday_start_time_id, master.holiday_end_time_id],
  ];
  const found = pairs.find(([start, end]) => start !== null && end !== null);
  return found ? `${timeText(found[0] as number)}〜${timeText(found[1] as number)}` : '';
}

/**
 * The select-business modal of 受注内容 (002 §2.2): search by business code, course or option name, start
 * and end time and call count (customers/searchBusinessMaster); 選択 hands the master to the table, which
 * copies its values into a new row; an empty result says no business was found.
 */
export function BusinessMasterDialog(props: BusinessMasterDialogProps) {
  const { transport } = useEngine();
  const [search, setSearch] = useState(emptySearch);
  const [found, setFound] = useState<BusinessMaster[] | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof emptySearch) => ({
    value: search[name],
    onChange: (event: { target: { value: string } }) => setSearch({ ...search, [name]: event.target.value }),
  });
  const run = async () => {
    setBusy(true);
    const result = await transport.get(texts.searchPath, {
      customer_id: props.customerId,
      business_genre: props.genre,
      ...Object.fromEntries(Object.entries(search).filter(([, value]) => value !== '')),
    });
    setBusy(false);
    if (result.kind !== 'ok') return void toastError(describeFailure(result, texts.searchFailed));
    setFound((result.body.business_masters ?? []) as BusinessMaster[]);
  };
  const timeSelect = (name: 'start_time_id' | 'end_time_id', label: string) => (
    <FormGroup label={label} labelFor={`business-master-${name}`}>
      <HTMLSelect id={`business-master-${name}`} {...field(name)}>
        <option value="">指定なし</option>
        {times.map((time) => (
          <option key={time.value} value={time.value}>
            {time.text}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );

  return (
    <AppDialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={texts.selectBusinessTitle}
      style={{ width: 900, maxWidth: '95vw' }}
    >
      <div className={Classes.DIALOG_BODY}>
        <form
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <FormGroup label="業務コード" labelFor="business-master-code">
            <InputGroup id="business-master-code" {...field('business_code')} />
          </FormGroup>
          <FormGroup label="コース・オプション名" labelFor="business-master-name">
            <InputGroup id="business-master-name" {...field('course_option_name')} />
          </FormGroup>
          {timeSelect('start_time_id', '開始時刻')}
          {timeSelect('end_time_id', '終了時刻')}
          <FormGroup label="基本コール数" labelFor="business-master-calls">
            <InputGroup id="business-master-calls" style={{ width: 90 }} {...field('base_call_count')} />
          </FormGroup>
          <FormGroup>
            <Button type="submit" icon="search" intent={Intent.PRIMARY} text={texts.search} loading={busy} />
          </FormGroup>
        </form>
        {found === null ? null : found.length === 0 ? (
          <Callout intent={Intent.WARNING} compact>
            {texts.noBusiness}
          </Callout>
        ) : (
          <div style={{ maxHeight: 360, overflowY: 'auto' }}>
            <HTMLTable compact striped style={{ width: '100%' }} aria-label={texts.selectBusinessTitle}>
              <thead>
                <tr>
                  <th>業務コード</th>
                  <th>コース・オプション名</th>
                  <th>時間帯</th>
                  <th>単価</th>
                  <th>基本コール数</th>
                  <th>超過単価</th>
                  <th aria-label={texts.select} />
                </tr>
              </thead>
              <tbody>
                {found.map((master) => (
                  <tr key={master.business_master_id}>
                    <td>{master.business_code}</td>
                    <td>{master.course_option_name}</td>
                    <td>{hoursOf(master)}</td>
                    <td>{master.unit_price}</td>
                    <td>{master.base_call_count}</td>
                    <td>{master.call_over_unit_price}</td>
                    <td>
                      <Button
                        size="small"
                        intent={Intent.PRIMARY}
                        text={texts.select}
                        aria-label={`${master.business_code}を${texts.select}`}
                        onClick={() => props.onSelect(master)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={texts.close} onClick={props.onClose} />
        </div>
      </div>
    </AppDialog>
  );
}

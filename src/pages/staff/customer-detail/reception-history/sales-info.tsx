import { useState } from 'react';
import { Button, Card, FormGroup, H2, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import texts from '../../../../../schemas/pages/reception-history.json';
import { displayTimestamp } from '../../../../theme/date-display';
import { updateSensation, type ReceptionAnswer } from './reception-api';
import type { useStampedCall } from '../../../../engine/renderer/use-stamped-call';

const unset = -1;
const labels = texts.salesInfo;
const remarkLimit = texts.schemas.sensation.properties.sensation_media_remark.maxLength;

/** Props of {@link SalesInfo}. */
export interface SalesInfoProps {
  info: ReceptionAnswer['business_info'];
  authorised: boolean;
  save: ReturnType<typeof useStampedCall>;
}

/**
 * The sales info (002 §2.6): 営業担当 (read only), 反響媒体 with its remark and their own save, and the input
 * time the last save set. The parent remounts it with the loaded values after each save.
 */
export function SalesInfo({ info, authorised, save }: SalesInfoProps) {
  const [media, setMedia] = useState(info.sensation_media_master_id);
  const [remark, setRemark] = useState(info.sensation_media_remark);
  const disabled = !authorised || save.busy;
  const options = [{ value: unset, label: texts.none }].concat(
    info.sensation_media_options.map((option) => ({ value: option.value, label: option.text })),
  );
  const submit = () =>
    void save.run({
      send: (base) =>
        updateSensation({ ...base, sensation_media_master_id: media, sensation_media_remark: remark }),
      success: texts.toasts.mediaUpdated,
      failure: texts.failures.media,
    });
  return (
    <Card compact aria-labelledby="reception-sales-heading" role="region">
      <H2 id="reception-sales-heading" style={{ fontSize: 16 }}>
        {labels.heading}
      </H2>
      <dl className="tas-reception-facts">
        <dt>{labels.businessUser}</dt>
        <dd aria-label={labels.businessUser}>{info.business_user_name || texts.none}</dd>
        <dt>{labels.inputTime}</dt>
        <dd aria-label={labels.inputTime}>
          {displayTimestamp(info.sensation_media_input_timestamp) || texts.notEntered}
        </dd>
      </dl>
      <FormGroup label={labels.media} labelFor="reception-media">
        <HTMLSelect
          id="reception-media"
          value={media}
          options={options}
          disabled={disabled}
          onChange={(event) => setMedia(Number(event.currentTarget.value))}
        />
      </FormGroup>
      <FormGroup
        label={labels.remark}
        labelFor="reception-media-remark"
        helperText={fillTemplate(texts.counter, {
          count: String([...remark].length),
          limit: String(remarkLimit),
        })}
      >
        <TextArea
          id="reception-media-remark"
          fill
          rows={3}
          value={remark}
          disabled={disabled}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
      </FormGroup>
      <Button intent={Intent.PRIMARY} text={labels.save} disabled={disabled} onClick={submit} />
    </Card>
  );
}

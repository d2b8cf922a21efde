import { useState } from 'react';
import { Button, Card, FormGroup, H2, Intent, TextArea } from '@blueprintjs/core';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import texts from '../../../../../schemas/pages/reception-history.json';
import { displayTimestamp } from '../../../../theme/date-display';
import { updateReceptionDescription, type ReceptionAnswer } from './reception-api';
import type { useStampedCall } from '../../../../engine/renderer/use-stamped-call';

const labels = texts.description;
// The limit the server checks (schemas/pages/reception-history.json): the counter reads it from there.
const limit = texts.schemas.description.properties.customer_reception_description.maxLength;

/** Props of {@link ReceptionDescription}. */
export interface ReceptionDescriptionProps {
  reception: ReceptionAnswer['reception'];
  authorised: boolean;
  save: ReturnType<typeof useStampedCall>;
}

/**
 * The reception description (002 §2.6): free text up to 10000 characters with its own updated time and save.
 * Past the limit the counter turns red; the save is still sent, and the server's message says what is wrong.
 */
export function ReceptionDescription({ reception, authorised, save }: ReceptionDescriptionProps) {
  const [text, setText] = useState(reception.customer_reception_description);
  const disabled = !authorised || save.busy;
  // Characters as the server counts them (code points), not UTF-16 units.
  const count = [...text].length;
  const submit = () =>
    void save.run({
      send: (base) => updateReceptionDescription({ ...base, customer_reception_description: text }),
      success: texts.toasts.descriptionUpdated,
      failure: texts.failures.description,
    });
  return (
    <Card compact aria-labelledby="reception-description-heading" role="region">
      <H2 id="reception-description-heading" style={{ fontSize: 16 }}>
        {labels.heading}
      </H2>
      <dl className="tas-reception-facts">
        <dt>{labels.updatedTime}</dt>
        <dd aria-label={labels.updatedTime}>
          {displayTimestamp(reception.customer_reception_description_updated_timestamp) || texts.notEntered}
        </dd>
      </dl>
      <FormGroup
        label={labels.label}
        labelFor="reception-description"
        intent={count > limit ? Intent.DANGER : Intent.NONE}
        helperText={fillTemplate(texts.counter, { count: String(count), limit: String(limit) })}
      >
        <TextArea
          id="reception-description"
          fill
          rows={8}
          value={text}
          disabled={disabled}
          intent={count > limit ? Intent.DANGER : Intent.NONE}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormGroup>
      <Button intent={Intent.PRIMARY} text={labels.save} disabled={disabled} onClick={submit} />
    </Card>
  );
}

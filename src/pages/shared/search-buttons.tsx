import { Button, Intent } from '@blueprintjs/core';
import { keepFocus } from '../../engine/renderer/keep-focus';

/**
 * A search card's クリア and 検索 buttons (`search.json` labels). 検索 submits the card's form; it keeps
 * the focus where it is, so that the field being typed in validates with the search, not before it.
 */
export function SearchButtons(props: {
  labels: { clear: string; search: string };
  busy: boolean;
  onClear: () => void;
}) {
  return (
    <>
      <Button icon="eraser" text={props.labels.clear} onClick={props.onClear} />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        icon="search"
        text={props.labels.search}
        loading={props.busy}
        onMouseDown={keepFocus}
      />
    </>
  );
}

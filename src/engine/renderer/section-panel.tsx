import { useMemo, useState } from 'react';
import { Button, Callout, Card, Collapse, Elevation, H5, Intent, Spinner } from '@blueprintjs/core';
import type { CatalogueEntry } from '../catalogue';
import { noteFor } from '../notes';
import type { AppUiSchema, SectionContext } from '../types';
import { resolveUiSchema } from '../ui-rules';
import { BlockingDialog } from './blocking-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { keepFocus } from './keep-focus';
import { SchemaForm } from './schema-form';
import { sectionAnchorId, sectionHeadingId, useRevealRequest } from './section-anchor';
import { useSection } from './use-section';
import { ValidationAlert } from './validation-alert';
import texts from '../../../schemas/messages.json';

/** Marks every pending field read-only, so the pending value shows but cannot be edited. */
function withReadonlyChanges(ui: AppUiSchema, pointers: string[]): AppUiSchema {
  let out = ui;
  for (const pointer of pointers) {
    const path = pointer.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
    const set = (node: AppUiSchema, rest: string[]): AppUiSchema => {
      const [head, ...tail] = rest;
      const child = (node[head] ?? {}) as AppUiSchema;
      return { ...node, [head]: tail.length === 0 ? { ...child, 'ui:readonly': true } : set(child, tail) };
    };
    out = set(out, path);
  }
  return out;
}

/**
 * One customer-detail section from the catalogue: collapsible card, loaded on first open, with
 * validation, save, pending marks and the disabled states of DESIGN.md §5.
 */
export function SectionPanel({ entry, context }: { entry: CatalogueEntry; context: SectionContext }) {
  const { section, schema } = entry;
  const state = useSection(entry, context);
  const [restoring, setRestoring] = useState(false);
  const mode = context.isEntry ? section.modes?.entry : section.modes?.contracted;
  const title = mode?.title ?? section.title;
  const headingId = sectionHeadingId(section.id);
  const data = state.data;
  const uiSchema = useMemo(
    () => withReadonlyChanges(resolveUiSchema(entry.ui, data ?? {}, mode?.hide), Object.keys(state.changes)),
    [entry.ui, data, mode, state.changes],
  );
  const formContext = useMemo(() => ({ ...context, changes: state.changes }), [context, state.changes]);
  const note = data ? noteFor(section.notes, data) : undefined;
  useRevealRequest(section.id, state.reveal);

  return (
    <Card
      id={sectionAnchorId(section.id)}
      elevation={Elevation.ONE}
      // Clear of the fixed top bar when the tag bar scrolls the card to the top.
      style={{ marginBottom: 12, padding: 0, scrollMarginTop: 90 }}
    >
      <section aria-labelledby={headingId}>
        <Button
          variant="minimal"
          fill
          alignText="left"
          size="large"
          icon={state.open ? 'chevron-down' : 'chevron-right'}
          aria-expanded={state.open}
          onClick={state.toggle}
          id={headingId}
          intent={state.updateMode || context.requesting ? Intent.WARNING : Intent.NONE}
        >
          <H5 style={{ margin: 0 }}>{title}</H5>
        </Button>
        <Collapse isOpen={state.open && !!data} keepChildrenMounted>
          <div style={{ padding: '8px 16px 16px' }}>
            {note ? (
              <Callout intent={Intent.PRIMARY} compact icon="info-sign" style={{ marginBottom: 8 }}>
                {note}
              </Callout>
            ) : null}
            {data ? (
              <SchemaForm
                key={state.generation}
                schema={schema}
                uiSchema={uiSchema}
                formData={data}
                onChange={state.edit}
                formContext={formContext}
                idPrefix={section.id}
                disabled={state.locked}
                showAllErrors={state.attempted}
              />
            ) : null}
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 8 }}>
              {section.restore ? (
                <Button text="復元" icon="undo" disabled={state.locked} onClick={() => setRestoring(true)} />
              ) : null}
              {state.updateMode ? null : (
                <Button
                  text="保存"
                  icon="floppy-disk"
                  intent={Intent.PRIMARY}
                  disabled={state.locked}
                  onMouseDown={keepFocus}
                  onClick={state.save}
                />
              )}
            </div>
          </div>
        </Collapse>
        {state.open && state.loading ? <Spinner size={20} aria-label="読み込み中" /> : null}
      </section>
      <BlockingDialog
        isOpen={state.loading || state.saving}
        text={state.saving ? texts.saving : texts.loading}
      />
      <ValidationAlert itemName={title} lines={state.alert} onClose={state.closeAlert} />
      <ConfirmDialog
        message={restoring ? texts.restoreConfirm : null}
        confirmText="元に戻す"
        onConfirm={() => (state.restore(), setRestoring(false))}
        onCancel={() => setRestoring(false)}
      />
    </Card>
  );
}

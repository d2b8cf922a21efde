import { Classes, Intent, Tag } from '@blueprintjs/core';
import type { CustomerDetail } from '../../../api/staff';
import { catalogue } from '../../../engine/browser-catalogue';
import { matchesWhen } from '../../../engine/notes';
import { revealSection, sectionAnchorId } from '../../../engine/renderer/section-anchor';

/** The section's title in this mode: the entry-mode title where the catalogue gives one. */
function titleOf(sectionId: string, isEntry: boolean): string {
  const { section } = catalogue[sectionId];
  const mode = isEntry ? section.modes?.entry : section.modes?.contracted;
  return mode?.title ?? section.title;
}

/** Whether a section's tag shows in warning colour: its `tagWarning` over the customer, else a running request. */
export function tagWarns(sectionId: string, customer: CustomerDetail): boolean {
  const warning = catalogue[sectionId].section.tagWarning;
  return warning ? matchesWhen(warning.when, customer) : customer.is_credit_screening_requesting;
}

/**
 * The tag bar of 000 §2.7: one tag per section of the page; a click scrolls to the section and opens
 * it. Each tag is a link to the card's anchor (it goes somewhere, it does not act), which also keeps
 * it apart from the section's own open/close button of the same name. Warning colour while an update
 * is pending or a credit request runs.
 */
export function SectionTags(props: {
  sectionIds: readonly string[];
  isEntry: boolean;
  customer: CustomerDetail;
}) {
  const { sectionIds, isEntry, customer } = props;
  return (
    <nav aria-label="セクション" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 12 }}>
      {sectionIds.map((id) => {
        const warning = tagWarns(id, customer);
        return (
          <a
            key={id}
            href={`#${sectionAnchorId(id)}`}
            style={{ textDecoration: 'none' }}
            aria-description={warning ? '変更申請中' : undefined}
            onClick={(event) => {
              // No hash navigation: it would add a history entry, which the back action would step to.
              event.preventDefault();
              revealSection(id);
            }}
          >
            <Tag
              className={Classes.INTERACTIVE}
              intent={warning ? Intent.WARNING : Intent.NONE}
              minimal={!warning}
              size="large"
            >
              {titleOf(id, isEntry)}
            </Tag>
          </a>
        );
      })}
    </nav>
  );
}

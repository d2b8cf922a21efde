import { Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import { memo } from 'react';
import { useAtomValue } from 'jotai';
import type { CustomerDetail } from '../../../api/staff';
import { catalogue } from '../../../engine/browser-catalogue';
import { matchesWhen } from '../../../engine/notes';
import { isFeatureAllowed } from '../../../engine/permissions';
import { revealSection, sectionAnchorId } from '../../../engine/renderer/section-anchor';
import { unsavedSectionsAtom } from '../../../engine/renderer/unsaved';
import messages from '../../../../schemas/messages.json';
import layout from '../../../../schemas/pages/customer-detail.json';

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

/** One tab of 000 §2.7 as schemas/pages/customer-detail.json lists it. */
interface Tab {
  name: string;
  section?: string;
  contractedOnly?: boolean;
}

/**
 * The tag bar of 000 §2.7: one tag per tab of the mode. A built section's tag is a link to its card (a
 * click scrolls there and opens it; a link, not a button, so it stays apart from the card's own heading
 * button of the same name), in warning colour while an update is pending or a credit request runs. A tab
 * whose section is not built yet shows as plain text saying so. A lock marks a tab the role lacks the
 * feature for (the section shows read-only).
 */
export function SectionTags(props: { isEntry: boolean; customer: CustomerDetail }) {
  const { isEntry, customer } = props;
  const tabs = (layout.tabs as Tab[]).filter((tab) => !(isEntry && tab.contractedOnly));
  const unsaved = useAtomValue(unsavedSectionsAtom);
  return (
    <nav
      aria-label={layout.messages.tagBar}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 12 }}
    >
      {tabs.map((tab) => {
        const locked = !isFeatureAllowed(customer.feature_masters, tab.name, isEntry);
        const icon = locked ? <Icon icon="lock" aria-label={layout.messages.tabLocked} /> : undefined;
        if (!tab.section)
          return (
            <Tag
              key={tab.name}
              minimal
              multiline
              size="large"
              icon={icon}
              aria-description={layout.messages.tabNotBuilt}
              title={layout.messages.tabNotBuilt}
              className="tas-tag-not-built"
            >
              {tab.name}
            </Tag>
          );
        const id = tab.section;
        return (
          <SectionTagLink
            key={id}
            id={id}
            isEntry={isEntry}
            warning={tagWarns(id, customer)}
            locked={locked}
            unsaved={unsaved.has(id)}
          />
        );
      })}
    </nav>
  );
}

/**
 * One built section's tag: a tag re-renders only when what it shows changes (B8, session 21: the page's first
 * key marks its section unsaved, and the whole bar, 17 tags with their icons, rendered again in that key's task).
 */
const SectionTagLink = memo(function SectionTagLink(props: {
  id: string;
  isEntry: boolean;
  warning: boolean;
  locked: boolean;
  unsaved: boolean;
}) {
  const { id, isEntry, warning, locked, unsaved } = props;
  const why = catalogue[id].section.tagWarning?.text ?? layout.messages.tagWarning;
  const icon = locked ? <Icon icon="lock" aria-label={layout.messages.tabLocked} /> : undefined;
  return (
    <a
      href={`#${sectionAnchorId(id)}`}
      style={{ textDecoration: 'none' }}
      aria-description={warning ? why : undefined}
      title={warning ? why : undefined}
      onClick={(event) => {
        // No hash navigation: it would add a history entry, which the back action would step to.
        event.preventDefault();
        revealSection(id);
      }}
      // Enter opens the section when the key is released: the focus moves to the section's heading
      // button, which would take the rest of this key press (its keyup clicks) and close it again.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onKeyUp={(event) => {
        if (event.key === 'Enter') revealSection(id);
      }}
    >
      <Tag
        // Not ellipsized: an ellipsizing tag measures its text after mounting and renders again, which
        // forced the page's first layout and a second render into its first task (bench B8). The
        // titles are short; they never needed cutting.
        multiline
        className={Classes.INTERACTIVE}
        intent={warning ? Intent.WARNING : Intent.NONE}
        minimal={!warning}
        size="large"
        icon={icon}
        endIcon={
          unsaved ? (
            <Icon icon="edit" title={messages.unsaved.markDescription} aria-label={messages.unsaved.mark} />
          ) : undefined
        }
      >
        {titleOf(id, isEntry)}
      </Tag>
    </a>
  );
});

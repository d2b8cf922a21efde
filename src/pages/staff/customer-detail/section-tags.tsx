import { Classes, Intent, Tag } from '@blueprintjs/core';
import { catalogue } from '../../../engine/browser-catalogue';
import { revealSection, sectionAnchorId } from '../../../engine/renderer/section-anchor';

/** The section's title in this mode: the entry-mode title where the catalogue gives one. */
function titleOf(sectionId: string, isEntry: boolean): string {
  const { section } = catalogue[sectionId];
  const mode = isEntry ? section.modes?.entry : section.modes?.contracted;
  return mode?.title ?? section.title;
}

/**
 * The tag bar of 000 §2.7: one tag per section of the page; a click scrolls to the section and opens
 * it. Each tag is a link to the card's anchor (it goes somewhere, it does not act), which also keeps
 * it apart from the section's own open/close button of the same name. Warning colour while a credit
 * request runs.
 */
export function SectionTags(props: { sectionIds: readonly string[]; isEntry: boolean; requesting: boolean }) {
  const { sectionIds, isEntry, requesting } = props;
  return (
    <nav aria-label="セクション" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 12 }}>
      {sectionIds.map((id) => (
        <a
          key={id}
          href={`#${sectionAnchorId(id)}`}
          style={{ textDecoration: 'none' }}
          onClick={(event) => {
            // No hash navigation: it would add a history entry, which the back action would step to.
            event.preventDefault();
            revealSection(id);
          }}
        >
          <Tag
            className={Classes.INTERACTIVE}
            intent={requesting ? Intent.WARNING : Intent.NONE}
            minimal={!requesting}
            size="large"
          >
            {titleOf(id, isEntry)}
          </Tag>
        </a>
      ))}
    </nav>
  );
}

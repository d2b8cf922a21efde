import { lazyValidatorLoads } from '../../../engine/precompiled-registry';
import { RichTextView } from '../../../theme/widgets/rich-text-widget';
import { sectionFields } from './section-services';

// The sections' lazy parts, requested otherwise only once a section's data has come back and its form
// renders them (bench B8, issue 17: E-Mail報告設定 and 業務内容 waited for their chunk after their data).
// A page field preloaded here renders at once when its section opens (lazy-component.tsx). The sections'
// validators follow (the build's, loaded otherwise as a section opens: vite-precompiled-validators.ts).
const sectionChunks: (() => Promise<unknown>)[] = [
  RichTextView.preload,
  ...Object.values(sectionFields).map((field) => field.preload),
];

const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(then, { timeout: 500 })
    : setTimeout(then, 200);

// Just after the frame that shows the key: a person sees the character first, and the chunks are not kept
// waiting for an idle period, which a page still rendering 基本情報's later fields gives only at whenIdle's
// timeout (B8: ≈ 470 ms at 4×, so that the sections opened next met the chunks arriving as they opened).
const afterNextFrame = (then: () => void) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(() => setTimeout(then, 0))
    : setTimeout(then, 0);

// Before the page's first key the chunks would compete with 基本情報's own loading and first render (what a
// person waits for first); a person who types has started working, and what they open next should find its code.
const settleMs = 2000;

let started = false;

function loadAll() {
  // A chunk that fails to load here is asked for again when its section opens.
  for (const chunk of [...sectionChunks, ...lazyValidatorLoads()]) void chunk().catch(() => undefined);
}

/**
 * Once the page's sections are on screen: every chunk is asked for at once, just after the page's first key
 * has been drawn or in the first idle period after `settleMs`, whichever comes first. They arrive in parallel
 * and each runs as it comes, so that a section opened then finds its code in (B8, session 12: one chunk per
 * idle period left the sections opened soon after the page loading their validators as they opened).
 */
export function preloadSectionChunks(): void {
  if (started) return;
  started = true;
  const begin = (schedule: (then: () => void) => void) => {
    window.removeEventListener('keydown', afterKey, true);
    clearTimeout(timer);
    schedule(loadAll);
  };
  const afterKey = () => begin(afterNextFrame);
  const timer = setTimeout(() => begin(whenIdle), settleMs);
  window.addEventListener('keydown', afterKey, true);
}

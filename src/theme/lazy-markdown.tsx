import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

// rjsf core imports markdown-to-jsx (≈ 25 KB gzip) for markdown in descriptions and help
// (`ui:enableMarkdownInDescription`, unused by our schemas) and for its own error notices. The production
// build hands rjsf this component instead (scripts/vite-precompiled-validators.ts), so the parser loads
// only if some form ever shows markdown; until then the plain text stands in.
const Loaded = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

/** markdown-to-jsx's `Markdown`, loaded on first use. */
export function Markdown(props: ComponentProps<typeof RealMarkdown>) {
  return (
    <Suspense fallback={<span>{props.children}</span>}>
      <Loaded {...props} />
    </Suspense>
  );
}

// Stands in for Blueprint's `Text` in the app's build (vite.config.ts, `textMeasuredOnlyToEllipsize`).
// Blueprint wraps the label of every Button, Tag and MenuItem in `Text`, which copies its own text content
// into state in a layout effect after mounting: every labelled button renders twice, the second time
// synchronously inside the commit (bench B8: ≈ 80 ms of opening the customer page at 4× CPU throttling, with
// a few hundred buttons). That copy serves one thing, the tooltip of an ellipsized label that overflows; a
// label that is not ellipsized renders once here. An ellipsized one (a Tag, a MenuItem) is measured when the
// pointer comes onto it, the only time its tooltip can show: measuring as it mounts forced a layout of the
// whole page inside the commit that mounted it (B8: the side menu's items, 基本情報's status tags).
import classNames from 'classnames';
import { createElement, forwardRef, useState, type PointerEvent, type Ref } from 'react';
import type { TextProps } from '@blueprintjs/core';
// Deep imports: '@blueprintjs/core' itself exports this module (through the stand-in), a cycle at start-up.
import { TEXT_OVERFLOW_ELLIPSIS } from '@blueprintjs/core/lib/esm/common/classes';
import { DISPLAYNAME_PREFIX } from '@blueprintjs/core/lib/esm/common/props';

type Props = Omit<TextProps, 'ref' | 'ellipsize'>;

/** An ellipsized label: titled with its own text while it overflows, as Blueprint's `Text` is. */
const EllipsizedText = forwardRef<HTMLElement, Props>(function EllipsizedText(
  { children, tagName = 'div', title, className, onPointerEnter, ...htmlProps },
  ref,
) {
  const [overflowingText, setOverflowingText] = useState<string | undefined>();
  const measure = (event: PointerEvent<HTMLElement>) => {
    const element = event.currentTarget;
    setOverflowingText(element.scrollWidth > element.clientWidth ? (element.textContent ?? '') : undefined);
    onPointerEnter?.(event);
  };
  return createElement(
    tagName,
    {
      ...htmlProps,
      className: classNames(TEXT_OVERFLOW_ELLIPSIS, className),
      ref,
      title: title ?? overflowingText,
      onPointerEnter: measure,
    },
    children,
  );
});

/** Blueprint's `Text`: a plain element unless `ellipsize` asks for the overflow tooltip. */
export const Text = forwardRef<HTMLElement, Props & { ellipsize?: boolean }>(function Text(
  { ellipsize, ...props },
  ref: Ref<HTMLElement>,
) {
  if (ellipsize) return <EllipsizedText {...props} ref={ref} />;
  const { children, tagName = 'div', ...htmlProps } = props;
  return createElement(tagName, { ...htmlProps, ref }, children);
});
Text.displayName = `${DISPLAYNAME_PREFIX}.Text`;

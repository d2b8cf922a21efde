import { useEffect, useRef } from 'react';

/**
 * Lets the browser skip the layout and paint of shown content while it is off screen
 * (`content-visibility: auto`), from the frame after it was first painted.
 *
 * With every section of the customer page open there are ≈ 5 700 boxes, and each frame of an opening (the
 * click, the loading dialog, the data) laid out and painted all of them: 30–35 ms a frame on a 4× slowed CPU
 * (B8). Off screen the content keeps the size it last had (`auto`), so the page's height and the scroll
 * position stay; it stays in the DOM, the accessibility tree and the browser's find. Not from the start:
 * applied as the content mounted, page → 基本情報 took ≈ 150 ms longer in B8 (new `auto` content waits for the
 * browser to find out whether it is on screen). Set on the element directly, so that switching it costs no
 * render of the form inside.
 */
export function useSkipWhenOffscreen<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    // The first callback runs before the next frame, the second after that frame was painted.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        element.style.contentVisibility = 'auto';
        // `auto`: the size it had when last rendered; the length only until a frame has recorded that.
        element.style.containIntrinsicSize = 'auto 800px';
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      element.style.contentVisibility = '';
      element.style.containIntrinsicSize = '';
    };
  }, [shown]);
  return ref;
}

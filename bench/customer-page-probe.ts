// B8's in-page probe, added to every page of the bench's browser context as an init script (before the app's
// own scripts): it opens 基本情報 as soon as its header exists and times the page against navigation start
// (`performance.now()`), opens sections on request, times key presses (keydown → next frame, as B1 does) and
// keeps every long task. The function is sent to the browser as its source text, so it must not use anything
// from this module's scope.

/** What the probe records; `window.b8`. */
export interface ProbeRecord {
  /** 基本情報's header in the DOM; clicked at once. */
  headerSeen: number;
  /** 基本情報's content (its 会社名 input) in the DOM, and the next frame painted. */
  basicPainted: number;
  /** 会社名 enabled, editable and the topmost element at its centre (no dialog or backdrop over it). */
  basicReady: number;
  /** 会社名's centre, for the bench to click it. */
  basicPoint: { x: number; y: number } | null;
  /**
   * When the frame showing the first character typed into 会社名 was presented (the bench types one): the end
   * of that key's events by the Event Timing API (startTime + duration, what INP is made of). 0 until the
   * browser reports it, which it does only for events of 16 ms or more and after the frame.
   */
  basicTypedPresented: number;
  /** The animation frame after that `input` event: the figure when no event of 16 ms or more is reported. */
  basicTypedFrame: number;
  /**
   * The frame after that `input` event as the probe timed it before session 21: its rAF, then a posted
   * message. The message waits behind every task queued before it, such as the timer the page starts after
   * its first key (B8, session 21: 40–620 ms after the frame was presented at 4×); printed beside.
   */
  basicTypedMessage: number;
  /** keydown → the next animation frame, every key pressed. */
  latencies: number[];
  longTasks: { start: number; duration: number }[];
  /** Opens a section (click on its header) and resolves with its times (ms from the click). */
  openSection: (sectionId: string) => Promise<SectionOpening>;
  /** A fixed amount of JavaScript work, timed: the CPU throttling's check. */
  calibrate: () => number;
}

/** One section opened: content painted (first input in the DOM, next frame) and its first input hittable. */
export interface SectionOpening {
  painted: number;
  hittable: number;
  firstInput: string;
  /** What the page fetched after the click (API calls, chunks): its name and when it arrived (ms from the click). */
  fetched: { name: string; end: number }[];
}

/** The probe itself (runs in the page). */
export function customerPageProbe(): void {
  const basicHeadingId = 'basic-info-heading';
  const basicInputId = 'basic-info_basic_customer_info_corporate_name';
  const timeLimitMs = 30_000;
  const inputs = 'input:not([type=hidden]), textarea, select, [contenteditable=true]';

  const record: ProbeRecord = {
    headerSeen: 0,
    basicPainted: 0,
    basicReady: 0,
    basicPoint: null,
    basicTypedPresented: 0,
    basicTypedFrame: 0,
    basicTypedMessage: 0,
    latencies: [],
    longTasks: [],
    openSection,
    calibrate,
  };
  (window as unknown as { b8: ProbeRecord }).b8 = record;

  // Called from a rAF callback: after the frame that callback belongs to. The callbacks run before that
  // frame's style, layout and paint, a message posted from them after those (as bench/page/main.tsx).
  function afterThisFrame(then: (time: number) => void) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => then(performance.now());
    channel.port2.postMessage(null);
  }

  // After the frame that follows now (called from anything but a rAF callback, whose next rAF is a frame later).
  function afterFrame(then: (time: number) => void) {
    requestAnimationFrame(() => afterThisFrame(then));
  }

  // As a person could use it: enabled, editable, and what a click at its centre would hit.
  function hittable(element: Element | null): { x: number; y: number } | null {
    if (!(element instanceof HTMLElement)) return null;
    if ((element as HTMLInputElement).disabled || (element as HTMLInputElement).readOnly) return null;
    let box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    // Below the fold (会社名 is, under 基本情報's first block): the window scrolled to it, as a person would.
    // Not `scrollIntoView`, which would scroll the opening Collapse (overflow hidden) under it.
    if (box.bottom > innerHeight || box.top < 0) {
      scrollBy(0, box.top - innerHeight / 2);
      box = element.getBoundingClientRect();
    }
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 10);
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return null;
    const top = document.elementFromPoint(x, y);
    // A checkbox or switch lies under its drawn indicator: a click on its label reaches it as well.
    const label = top?.closest('label');
    const reaches = top && (top === element || element.contains(top) || (label && label.contains(element)));
    return reaches ? { x, y } : null;
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  document.addEventListener(
    'keydown',
    () => {
      const start = performance.now();
      requestAnimationFrame(() => record.latencies.push(performance.now() - start));
    },
    true,
  );

  if (!location.pathname.endsWith('/detail')) return;

  // The events of the key typed into 会社名 (keydown … input share one task and so one frame).
  // keyup comes in a task of its own, after the character was drawn.
  const typedEvents = new Set(['keydown', 'keypress', 'beforeinput', 'input']);
  let typedAt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      // The first key's events only: they began before its `input` event was handled.
      if (typedAt === 0 || !typedEvents.has(entry.name) || entry.startTime > typedAt) continue;
      if ((entry.target as Element | null)?.id !== basicInputId) continue;
      record.basicTypedPresented = Math.max(record.basicTypedPresented, entry.startTime + entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  document.addEventListener(
    'input',
    (event) => {
      if (typedAt !== 0 || (event.target as Element).id !== basicInputId) return;
      typedAt = performance.now();
      requestAnimationFrame((time) => (record.basicTypedFrame = time));
      afterFrame((time) => (record.basicTypedMessage = time));
    },
    true,
  );

  // 基本情報: clicked as soon as its header exists; then watched every frame until its 会社名 takes input.
  const watchHeader = new MutationObserver(() => {
    const header = document.getElementById(basicHeadingId);
    if (!header) return;
    watchHeader.disconnect();
    record.headerSeen = performance.now();
    header.click();
    const started = performance.now();
    const step = () => {
      const input = document.getElementById(basicInputId);
      if (input && record.basicPainted === 0) {
        record.basicPainted = -1;
        afterThisFrame((time) => (record.basicPainted = time));
      }
      const point = hittable(input);
      if (point) {
        record.basicPoint = point;
        afterThisFrame((time) => (record.basicReady = time));
      } else if (performance.now() - started < timeLimitMs) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  watchHeader.observe(document, { childList: true, subtree: true });

  function openSection(sectionId: string): Promise<SectionOpening> {
    const header = document.getElementById(`${sectionId}-heading`);
    if (!header) return Promise.reject(new Error(`no header for ${sectionId}`));
    // Its card at the top of the window (as the tag bar does), so that its first input is in view; settled
    // for a frame before the click.
    document.getElementById(`section-${sectionId}`)?.scrollIntoView({ block: 'start' });
    return new Promise((resolve, reject) => {
      afterFrame(() => {
        const start = performance.now();
        const times: SectionOpening = { painted: 0, hittable: 0, firstInput: '', fetched: [] };
        header.click();
        const step = () => {
          const region = document.querySelector(`section[aria-labelledby="${sectionId}-heading"]`);
          const first = region?.querySelector<HTMLElement>(inputs) ?? null;
          if (first && times.painted === 0) {
            times.painted = -1;
            times.firstInput = first.id || first.tagName;
            afterThisFrame((time) => (times.painted = time - start));
          }
          if (first && hittable(first)) {
            afterThisFrame((time) => {
              times.hittable = time - start;
              const done = () => {
                times.fetched = performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.startTime >= start)
                  .map((entry) => ({
                    name: new URL(entry.name).pathname.split('/').pop() ?? entry.name,
                    end: (entry as PerformanceResourceTiming).responseEnd - start,
                  }));
                resolve(times);
              };
              const wait = () => (times.painted > 0 ? done() : requestAnimationFrame(wait));
              wait();
            });
          } else if (performance.now() - start < timeLimitMs) requestAnimationFrame(step);
          else
            reject(
              new Error(`${sectionId}: no input to click after ${timeLimitMs} ms (${times.firstInput})`),
            );
        };
        requestAnimationFrame(step);
      });
    });
  }

  function calibrate(): number {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 3_000_000; i += 1) sum += Math.sqrt(i);
    return sum > 0 ? performance.now() - start : NaN;
  }
}

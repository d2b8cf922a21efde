import {
  useRef,
  useState,
  type CompositionEvent,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** Props of {@link ImeSafeInput}: an `<input>`'s, with a string value. */
export type ImeSafeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  value: string;
  ref?: Ref<HTMLInputElement>;
};

interface Shown {
  /** The last value the parent confirmed. */
  value: string;
  /** What the user typed (equal to `value` once the parent took it). */
  next: string;
  composing: boolean;
  /** The user's change was sent and the parent still shows the value before it. */
  pending: boolean;
}

// Blueprint's AsyncControllableInput waits this long after compositionend before the value prop may
// overwrite the text again: some IMEs end one composition and start the next with the same keystroke.
const COMPOSITION_END_DELAY = 10;

// Blueprint's AsyncControllableInput's rules (getDerivedStateFromProps) for which value to show.
function derive(state: Shown, value: string): Shown {
  if (state.composing) return state;
  if (state.next === state.value || (state.next !== value && state.value !== value))
    return { value, next: value, composing: false, pending: false };
  if (value === state.next) return { ...state, value, pending: false };
  return { ...state, pending: true };
}

const same = (a: Shown, b: Shown) =>
  a.value === b.value && a.next === b.next && a.composing === b.composing && a.pending === b.pending;

type TextElement = HTMLInputElement | HTMLTextAreaElement;

interface ImeSafeHandlers<E extends TextElement> {
  onChange?: (event: ChangeEvent<E>) => void;
  onCompositionStart?: (event: CompositionEvent<E>) => void;
  onCompositionEnd?: (event: CompositionEvent<E>) => void;
}

// The text to show and the handlers that keep it (wrapping the element's own), for an `<input>` or a `<textarea>`.
function useImeSafeText<E extends TextElement>(value: string, handlers: ImeSafeHandlers<E>) {
  const [state, setState] = useState<Shown>(() => ({ value, next: value, composing: false, pending: false }));
  const unlock = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Derived during render (React's pattern for state that follows props): no extra commit.
  const derived = derive(state, value);
  if (!same(derived, state)) setState(derived);
  return {
    value: derived.composing || derived.pending ? derived.next : derived.value,
    onChange: (event: ChangeEvent<E>) => {
      const next = event.target.value;
      setState((before) => ({ ...before, next }));
      handlers.onChange?.(event);
    },
    onCompositionStart: (event: CompositionEvent<E>) => {
      clearTimeout(unlock.current);
      setState((before) => ({ ...before, composing: true }));
      handlers.onCompositionStart?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<E>) => {
      unlock.current = setTimeout(
        () => setState((before) => ({ ...before, composing: false })),
        COMPOSITION_END_DELAY,
      );
      handlers.onCompositionEnd?.(event);
    },
  };
}

/**
 * A plain controlled `<input>` that keeps a Japanese IME's composing text (and the text just typed)
 * while the value goes round rjsf and back — what Blueprint's `InputGroup asyncControl` does, without
 * the group's wrapper and its measuring re-render after mount (issue 6).
 */
export function ImeSafeInput({ value, ...rest }: ImeSafeInputProps) {
  const shown = useImeSafeText(value, rest);
  return <input {...rest} {...shown} />;
}

/** Props of {@link ImeSafeTextArea}: a `<textarea>`'s, with a string value. */
export type ImeSafeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  value: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * {@link ImeSafeInput} as a `<textarea>`: what Blueprint's `TextArea asyncControl` does, without its
 * measuring of the box's height after every mount and render (a forced layout of the page each, bench B8).
 */
export function ImeSafeTextArea({ value, ...rest }: ImeSafeTextAreaProps) {
  const shown = useImeSafeText(value, rest);
  return <textarea {...rest} {...shown} />;
}

// @vitest-environment jsdom
// The text input's IME handling (Blueprint's `asyncControl` rules, kept when InputGroup was dropped):
// the composing or just-typed text stays until the parent has taken it or replaced it.
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImeSafeInput, ImeSafeTextArea } from '../../src/theme/ime-safe-input';

/** A parent that takes a change only when told to, as a slow round trip would. */
function Parent({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const [typed, setTyped] = useState(initial);
  return (
    <>
      <ImeSafeInput aria-label="名前" value={value} onChange={(event) => setTyped(event.target.value)} />
      <button onClick={() => setValue(typed)}>accept</button>
      <button onClick={() => setValue('外から')}>replace</button>
    </>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('名前');

test('shows the typed text while the parent has not taken it yet, then the accepted value', () => {
  render(<Parent initial="山" />);
  fireEvent.change(input(), { target: { value: '山田' } });
  expect(input().value).toBe('山田');
  fireEvent.click(screen.getByText('accept'));
  expect(input().value).toBe('山田');
});

test('a value the parent sets itself replaces the typed text', () => {
  render(<Parent initial="山" />);
  fireEvent.change(input(), { target: { value: '山田' } });
  fireEvent.click(screen.getByText('replace'));
  expect(input().value).toBe('外から');
});

test('while composing, the parent cannot overwrite the text; after compositionend it can', async () => {
  render(<Parent initial="" />);
  fireEvent.compositionStart(input());
  fireEvent.change(input(), { target: { value: 'やまだ' } });
  fireEvent.click(screen.getByText('replace'));
  expect(input().value).toBe('やまだ');
  fireEvent.compositionEnd(input());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  fireEvent.click(screen.getByText('replace'));
  expect(input().value).toBe('外から');
});

test('the text area keeps the composing text the same way', async () => {
  function AreaParent() {
    const [value, setValue] = useState('');
    return (
      <>
        <ImeSafeTextArea aria-label="備考" value={value} onChange={() => undefined} />
        <button onClick={() => setValue('外から')}>replace</button>
      </>
    );
  }
  render(<AreaParent />);
  const area = () => screen.getByLabelText<HTMLTextAreaElement>('備考');
  fireEvent.compositionStart(area());
  fireEvent.change(area(), { target: { value: 'びこう' } });
  fireEvent.click(screen.getByText('replace'));
  expect(area().value).toBe('びこう');
  fireEvent.compositionEnd(area());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  fireEvent.click(screen.getByText('replace'));
  expect(area().value).toBe('外から');
});

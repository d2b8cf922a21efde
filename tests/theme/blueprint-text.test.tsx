// @vitest-environment jsdom
// The build's stand-in for Blueprint's `Text` (src/theme/blueprint-text.tsx; vitest runs Blueprint's CommonJS
// build, which keeps its own): a label commits once as it mounts, and an ellipsized label that overflows still
// gets its text as a tooltip, as Blueprint's does, measured when the pointer comes onto it.
import { Text as BlueprintText } from '@blueprintjs/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { Text } from '../../src/theme/blueprint-text';

afterEach(cleanup);

function commitsOf(TextComponent: ComponentType<{ tagName?: 'span'; children: string }>): string[] {
  const commits: string[] = [];
  render(
    <Profiler id="labels" onRender={(_id, phase) => commits.push(phase)}>
      <TextComponent tagName="span">保存</TextComponent>
      <TextComponent tagName="span">キャンセル</TextComponent>
    </Profiler>,
  );
  return commits;
}

test("a label renders once as it mounts (Blueprint's renders again inside the commit)", () => {
  expect(commitsOf(BlueprintText)).toEqual(['mount', 'nested-update']);
  cleanup();
  expect(commitsOf(Text)).toEqual(['mount']);
  expect(screen.getByText('保存').tagName).toBe('SPAN');
});

test('a label that is not ellipsized has no tooltip and keeps its own class and attributes', () => {
  render(
    <Text className="bp6-fill" data-kind="label">
      重要なお客様
    </Text>,
  );
  const label = screen.getByText('重要なお客様');
  expect(label.getAttribute('title')).toBeNull();
  expect(label.className).toBe('bp6-fill');
  expect(label.dataset.kind).toBe('label');
});

describe('an ellipsized label', () => {
  const widths = (scrollWidth: number, clientWidth: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  };
  afterEach(() => vi.restoreAllMocks());

  test('that overflows gets its text as a tooltip when the pointer comes onto it, and mounts without measuring', () => {
    widths(300, 120);
    const commits: string[] = [];
    const entered = vi.fn();
    render(
      <Profiler id="label" onRender={(_id, phase) => commits.push(phase)}>
        <Text ellipsize onPointerEnter={entered}>
          株式会社テスト・アンド・サンズ・ホールディングス
        </Text>
      </Profiler>,
    );
    const label = screen.getByText('株式会社テスト・アンド・サンズ・ホールディングス');
    expect(commits).toEqual(['mount']);
    expect(label.getAttribute('title')).toBeNull();
    fireEvent.pointerEnter(label);
    expect(label.getAttribute('title')).toBe('株式会社テスト・アンド・サンズ・ホールディングス');
    expect(label.className).toBe('bp6-text-overflow-ellipsis');
    expect(entered).toHaveBeenCalledTimes(1);
  });

  test('that fits has none (nor once it stopped overflowing), and a title given wins', () => {
    widths(80, 120);
    render(<Text ellipsize>短い名前</Text>);
    fireEvent.pointerEnter(screen.getByText('短い名前'));
    expect(screen.getByText('短い名前').getAttribute('title')).toBeNull();
    cleanup();
    widths(300, 120);
    render(<Text ellipsize>列幅で切れる名前</Text>);
    const label = screen.getByText('列幅で切れる名前');
    fireEvent.pointerEnter(label);
    expect(label.getAttribute('title')).toBe('列幅で切れる名前');
    widths(80, 120);
    fireEvent.pointerLeave(label);
    fireEvent.pointerEnter(label);
    expect(label.getAttribute('title')).toBeNull();
    cleanup();
    widths(300, 120);
    render(
      <Text ellipsize title="正式名称">
        長い名前
      </Text>,
    );
    fireEvent.pointerEnter(screen.getByText('長い名前'));
    expect(screen.getByText('長い名前').getAttribute('title')).toBe('正式名称');
  });
});

import { serverText } from '../../src/engine/failure';

// 002 §8 numbering: a failure shows the server's error_message alone, or 通信エラー when no answer came.
describe('the server’s own words as the failure toast', () => {
  const fallback = '転送先番号の採番に失敗しました。';
  it.each([
    [
      'a 400 with its message',
      {
        kind: 'http-error' as const,
        status: 400,
        body: { error_message: '採番できる転送先番号がありません' },
      },
      '採番できる転送先番号がありません',
    ],
    [
      'result_message when there is no error_message',
      { kind: 'http-error' as const, status: 409, body: { result_message: '更新日時が一致しません' } },
      '更新日時が一致しません',
    ],
    ['an answer without text', { kind: 'http-error' as const, status: 500, body: {} }, fallback],
    ['no answer at all', { kind: 'network-error' as const, detail: 'Failed to fetch' }, '通信エラー'],
  ])('%s', (_, result, expected) => {
    expect(serverText(result, fallback, '通信エラー')).toBe(expected);
  });
});

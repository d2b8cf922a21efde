import { reasonMessage, unexpectedErrorText } from '../../src/app/unhandled-rejection';

describe('unhandled rejections (000 §8)', () => {
  it('words the toast as the spec does', () => {
    expect(unexpectedErrorText('boom')).toBe('予期せぬエラーが発生しました（boom）');
  });

  it('takes the message of an Error, a string as it is, and anything else as JSON', () => {
    expect(reasonMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(reasonMessage('text')).toBe('text');
    expect(reasonMessage({ code: 1 })).toBe('{"code":1}');
    expect(reasonMessage(undefined)).toBe('undefined');
  });
});

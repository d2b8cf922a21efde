// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { removeToaster, toastError, toastSuccess } from '../../src/engine/renderer/toaster';

describe('the toaster', () => {
  test('removing it takes its toasts away, and the next toast brings a new one', async () => {
    void toastSuccess('保存しました');
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    // Its own React root, outside the one this test rendered (and its cleanup unmounts).
    act(() => removeToaster());
    expect(screen.queryByText('保存しました')).toBeNull();
    expect(document.querySelector('.tas-toaster')).toBeNull();
    void toastError({ title: 'エラー', message: '通信エラー' });
    expect(await screen.findByText('通信エラー')).toBeInTheDocument();
    expect(screen.getByText('エラー')).toBeInTheDocument();
  });
});

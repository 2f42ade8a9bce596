import { act, screen } from '@testing-library/react';
import type { FrameRect } from '@latch/core';
import { renderLatch } from '../../../test/renderLatch.js';

describe('ApproveTransaction view', () => {
  it('lays the embedded wallet frame over its slot while shown, and hides it when the approval settles', async () => {
    const { wallet } = renderLatch();
    const shown: (FrameRect | undefined)[] = [];
    const themes: (string | undefined)[] = [];
    Object.assign(wallet.adapter, { showAuthFrame: (rect: FrameRect | undefined, theme?: string) => (shown.push(rect), themes.push(theme)) });
    await act(async () => wallet.emit({ type: 'approvalRequested' }));
    expect(await screen.findByRole('dialog', { name: 'Approve Transaction' })).toBeTruthy();
    expect(screen.getByTestId('latch-approve-slot')).toBeTruthy();
    expect(shown[0]).toEqual({ top: 0, left: 0, width: 0, height: 0 });
    expect(themes[0]).toBe('light');
    await act(async () => wallet.emit({ type: 'approvalSettled' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shown.at(-1)).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIntl } from '../../../test/intl';
import { ConfirmDialog } from './confirm-dialog';
import { withModalDialogs } from '../../../test/dialogs';

afterEach(cleanup);

withModalDialogs();

const dialog = (onCancel = vi.fn(), onConfirm = vi.fn()) => (
  <ConfirmDialog
    question="क्या यह डिज़ाइन चुनें?"
    confirmLabel="हाँ, चुनें"
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);

describe('the confirm dialog', () => {
  it('offers Cancel in English', () => {
    renderIntl(dialog());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers its own Cancel in Hindi, and cancels with it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderIntl(dialog(onCancel), { language: 'hi' });
    expect(screen.getByRole('dialog', { name: 'क्या यह डिज़ाइन चुनें?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

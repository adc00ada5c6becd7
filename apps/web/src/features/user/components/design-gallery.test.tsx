// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIntl } from '../../../../test/intl';
import { DesignGallery } from './design-gallery';

afterEach(cleanup);

const designs = ['/api/files/a', '/api/files/b', '/api/files/c'];
const cards = () => within(screen.getByRole('list', { name: 'Designs' })).getAllByRole('article');

describe('the designs', () => {
  it('are cards, each with its own button while the customer may choose', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderIntl(
      <DesignGallery
        designs={designs}
        selected={null}
        canChoose={() => true}
        onChoose={onChoose}
      />,
    );
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Design 1',
      'Design 2',
      'Design 3',
    ]);
    await user.click(screen.getByRole('button', { name: 'Choose this design (Design 2)' }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('offer no button once chosen, and mark the chosen one', () => {
    renderIntl(
      <DesignGallery designs={designs} selected={3} canChoose={() => false} onChoose={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
    const chosen = cards().filter((card) => within(card).queryByText('Your choice'));
    expect(chosen.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Design 3',
    ]);
  });

  it('disable the buttons while a pick is on its way', () => {
    renderIntl(
      <DesignGallery
        designs={designs}
        selected={null}
        canChoose={() => true}
        busy
        onChoose={vi.fn()}
      />,
    );
    for (const button of screen.getAllByRole('button', { name: /Choose this design/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';
import { renderIntl, storeInHindi } from '../../../test/intl';
import { ImageUploader } from './image-uploader';

afterEach(cleanup);

beforeAll(() => {
  // jsdom has no object URLs; the thumbnails need one each.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

// A file that is no image is refused on the page, before any upload.
const notAnImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });

async function chooseNotAnImage() {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(/.+/, { selector: 'input[type=file]' }), notAnImage);
}

describe('the image uploader', () => {
  it('says what it takes, and refuses a file that is no image', async () => {
    renderIntl(<ImageUploader label="Photos" purpose="project-photo" max={5} onChange={vi.fn()} />);
    expect(screen.getByText('JPEG, PNG, WebP, AVIF or GIF; up to 5 images of 10 MB each.'));
    await chooseNotAnImage();
    const item = within(screen.getByRole('list', { name: 'Chosen images' })).getByRole('listitem');
    expect(within(item).getByRole('alert').textContent).toBe(messages.onlyImages);
    expect(within(item).getByRole('button', { name: 'Remove photo 1' }).textContent).toBe('Remove');
  });

  it("draws its own button and count in the page's language, not the browser's 'No file chosen'", async () => {
    renderIntl(<ImageUploader label="Photos" purpose="project-photo" max={5} onChange={vi.fn()} />);
    const input = screen.getByLabelText('Photos');
    expect(input.getAttribute('type')).toBe('file');
    expect(screen.getByText('Choose photos')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('No photos chosen yet')).toBeTruthy();
    await chooseNotAnImage();
    expect(screen.getByText('1 photo chosen')).toBeTruthy();
    expect(screen.getByText('Add more photos')).toBeTruthy();
    expect(screen.queryByText('No photos chosen yet')).toBeNull();
  });

  describe('in Hindi', () => {
    storeInHindi(['common']);

    it('speaks Hindi, its refusals included', async () => {
      renderIntl(
        <ImageUploader label="फ़ोटो" purpose="project-photo" max={5} onChange={vi.fn()} />,
        {
          language: 'hi',
        },
      );
      expect(screen.getByText(/ज़्यादा से ज़्यादा 5 फ़ोटो, हर फ़ोटो 10 MB तक/)).toBeTruthy();
      expect(screen.queryByText(/up to 5 images/)).toBeNull();
      expect(screen.getByText('फ़ोटो चुनें')).toBeTruthy();
      expect(screen.getByText('अभी कोई फ़ोटो नहीं चुनी गई')).toBeTruthy();
      await chooseNotAnImage();
      expect(screen.getByText('1 फ़ोटो चुनी गई')).toBeTruthy();
      const item = within(screen.getByRole('list', { name: 'चुनी गई फ़ोटो' })).getByRole('listitem');
      expect(within(item).getByRole('alert').textContent).toBe(messagesHi.onlyImages);
      expect(within(item).getByRole('img').getAttribute('alt')).toBe('फ़ोटो 1: notes.txt');
      await userEvent.setup().click(within(item).getByRole('button', { name: 'फ़ोटो 1 हटाएँ' }));
      expect(screen.queryByRole('list')).toBeNull();
    });
  });
});

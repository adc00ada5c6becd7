// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import type { UploadedFile } from '@greenscape/shared/schemas/projects';
import { renderIntl } from '../../../../test/intl';
import { uploadImage } from '../../../lib/upload';
import { VisitReportForm } from '../../execution/components/visit-report-form';
import { ProofForm } from './proof-form';
import { withModalDialogs } from '../../../../test/dialogs';

// A photo's upload, held until the test lets it finish.
vi.mock('../../../lib/upload', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

afterEach(() => {
  cleanup();
  upload.mockReset();
});
withModalDialogs();

beforeAll(() => {
  // jsdom has no object URLs; the thumbnails need one each.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const proof = (onSubmit = vi.fn(), language: 'en' | 'hi' = 'en') =>
  renderIntl(
    <ProofForm num={2} again={false} busy={false} error={undefined} onSubmit={onSubmit} />,
    { language },
  );

describe("the partner's proof", () => {
  it('needs a note and at least one photo before anything is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    proof(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send the proof' }));
    expect(screen.getByText(messages.proofNoteRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('What was done?'), 'Planted the ferns');
    await user.click(screen.getByRole('button', { name: 'Send the proof' }));
    expect(screen.getByText(messages.proofPhotosRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits while a photo uploads, then sends the note with the photo once asked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    let finish: (file: UploadedFile) => void = () => undefined;
    upload.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    proof(onSubmit);
    await user.type(screen.getByLabelText('What was done?'), 'Planted the ferns');
    const fern = new File(['fern'], 'fern.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photos of the work (1 to 10)'), fern);
    const waiting = await screen.findByRole('button', { name: 'Uploading photos…' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    const id = '0b7f9c2e-4d5a-4e6b-8c7d-1a2b3c4d5e6f';
    finish({ id, url: `/api/files/${id}`, thumbUrl: `/api/files/${id}/thumb` });
    await user.click(await screen.findByRole('button', { name: 'Send the proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proof of milestone 2?' });
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send the proof' }));
    expect(onSubmit).toHaveBeenCalledWith({ note: 'Planted the ferns', photos: [id] });
  });

  it('shows a server refusal as it came', () => {
    renderIntl(
      <ProofForm
        num={2}
        again
        busy={false}
        error="Report the site visit first"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Report the site visit first');
    expect(screen.getByText(/The customer asked for changes/)).toBeTruthy();
  });

  it('is in Hindi on a Hindi page', () => {
    proof(vi.fn(), 'hi');
    expect(screen.getByRole('button', { name: 'प्रमाण भेजें' })).toBeTruthy();
    expect(screen.getByLabelText('क्या काम किया गया?')).toBeTruthy();
  });
});

describe("the visit's report", () => {
  it('needs the notes, and sends the measured area only when given', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIntl(
      <VisitReportForm
        role="service-provider"
        confirmedSlot={new Date(Date.now() - 3600_000).toISOString()}
        busy={false}
        error={undefined}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(screen.getByText(messages.visitNotesRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('What did you find at the site?'), 'A shady wall');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    // Reported once only: asked first.
    expect(onSubmit).not.toHaveBeenCalled();
    // The form checks the report before it asks (react-hook-form's submit waits for the check).
    const dialog = await screen.findByRole('dialog', { name: 'Send the visit report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send the report' }));
    expect(onSubmit).toHaveBeenCalledWith({ notes: 'A shady wall', photos: [] });
  });

  it('says from when the visit can be reported, and offers no form before its time', () => {
    // Tuesday, 1 December 2099 at 10:30 am in India.
    const slot = '2099-12-01T05:00:00.000Z';
    const form = (language: 'en' | 'hi') =>
      renderIntl(
        <VisitReportForm
          role="service-provider"
          confirmedSlot={slot}
          busy={false}
          error={undefined}
          onSubmit={vi.fn()}
        />,
        { language },
      );
    form('en');
    const notYet = screen.getByText(/You can report the visit from/);
    expect(notYet.textContent).toMatch(
      /Tuesday, 1 December 2099 at 10:30\sam IST, once it has taken place/,
    );
    expect(notYet.querySelector('time')?.getAttribute('dateTime')).toBe(slot);
    expect(screen.queryByRole('button', { name: 'Send the report' })).toBeNull();
    expect(screen.queryByLabelText('What did you find at the site?')).toBeNull();
    cleanup();
    form('hi');
    expect(screen.getByText(/से इसकी रिपोर्ट भेजी जा सकती है/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'रिपोर्ट भेजें' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../../test/dialogs';
import { Dialog } from './dialog';

afterEach(cleanup);

withModalDialogs();

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          ref={dialog}
          label="Outer"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          className="m-auto"
        >
          <button type="button" onClick={() => dialog.current?.close()}>
            Done
          </button>
          <Dialog labelledBy="inner-title" onClose={() => {}} closeOnBackdrop className="m-auto">
            <p id="inner-title">Inner</p>
          </Dialog>
        </Dialog>
      )}
    </>
  );
}

describe('the kit dialog', () => {
  it('opens as a labelled modal dialog when mounted', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const outer = screen.getByRole('dialog', { name: 'Outer' }) as HTMLDialogElement;
    expect(outer.open).toBe(true);
    expect(outer.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
  });

  it("tells its owner of its own close only, not of a nested dialog's", () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const inner = screen.getByRole('dialog', { name: 'Inner' }) as HTMLDialogElement;
    fireEvent.click(inner);
    expect(inner.open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on the backdrop only when asked to, never on a click inside', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const outer = screen.getByRole('dialog', { name: 'Outer' }) as HTMLDialogElement;
    fireEvent.click(outer);
    expect(outer.open).toBe(true);
    const inner = screen.getByRole('dialog', { name: 'Inner' }) as HTMLDialogElement;
    fireEvent.click(screen.getByText('Inner'));
    expect(inner.open).toBe(true);
  });

  it('gives the focus back to what opened it when it goes', () => {
    render(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    screen.getByRole('button', { name: 'Done' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(open);
  });
});

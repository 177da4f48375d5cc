import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, MODAL_MAX_WIDTHS } from './modal';

afterEach(cleanup);

function Harness({ size, onClose = () => {} }: { size?: 'small' | 'large'; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        size={size}
        title="Add tenancy"
        closeLabel="Close dialog"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Code" />
        <button>Save</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog with a max width of 484 or 706 px', () => {
    expect(MODAL_MAX_WIDTHS).toEqual({ small: 484, large: 706 });
    render(<Harness size="large" />);
    fireEvent.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog', { name: 'Add tenancy' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.maxWidth).toBe('706px');
    cleanup();
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    expect(screen.getByRole('dialog').style.maxWidth).toBe('484px');
  });

  it('locks body scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('Open');
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab focus inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent.mouseDown(screen.getByLabelText('Code'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogDescription, DialogTitle } from './dialog.tsx';

interface ShellProps {
  onClose?: () => void;
  closesOnBackdrop?: boolean;
  isOpen?: boolean;
  withInitialFocus?: boolean;
  children?: ReactNode;
}

function Shell({
  onClose = () => undefined,
  closesOnBackdrop,
  isOpen,
  withInitialFocus = false,
  children,
}: ShellProps) {
  const secondRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      onClose={onClose}
      closesOnBackdrop={closesOnBackdrop}
      isOpen={isOpen}
      initialFocusRef={withInitialFocus ? secondRef : undefined}
      hasDescription
      layerClassName="layer"
      backdropClassName="backdrop"
      className="panel"
    >
      <DialogTitle>Delete coupon?</DialogTitle>
      <DialogDescription>It cannot be undone.</DialogDescription>
      <button type="button">First</button>
      <button type="button" ref={secondRef}>
        Second
      </button>
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button">Last</button>
      {children}
    </Dialog>
  );
}

/** A page with an opener button: the dialog mounts while `open` is true. */
function Page({ dialog }: { dialog: (close: () => void) => ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {isOpen && dialog(() => setIsOpen(false))}
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const openFrom = (opener: HTMLElement) => {
  opener.focus();
  fireEvent.click(opener);
};

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(<Shell />);

    const dialog = screen.getByRole('dialog', { name: 'Delete coupon?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Delete coupon?' }).id).toBe(
      dialog.getAttribute('aria-labelledby'),
    );
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'It cannot be undone.',
    );
    // Rendered in a portal, outside the component's own container.
    expect(dialog.closest('.layer')?.parentElement).toBe(document.body);
  });

  it('is an alertdialog when asked, and has no description unless it says so', () => {
    render(
      <Dialog
        role="alertdialog"
        onClose={() => undefined}
        layerClassName=""
        backdropClassName=""
        className=""
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
      </Dialog>,
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Menu' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('focuses the first focusable element, or the one it is given', () => {
    const { unmount } = render(<Shell />);
    expect(document.activeElement).toBe(button('First'));
    unmount();

    render(<Shell withInitialFocus />);
    expect(document.activeElement).toBe(button('Second'));
  });

  it('wraps Tab from the last element to the first and Shift+Tab back, skipping disabled ones', () => {
    render(<Shell />);

    button('Last').focus();
    fireEvent.keyDown(button('Last'), { key: 'Tab' });
    expect(document.activeElement).toBe(button('First'));
    fireEvent.keyDown(button('First'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Last'));
    fireEvent.keyDown(button('Last'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Second'));
  });

  it('brings Tab back inside when focus has got outside, and skips what cannot take focus', () => {
    render(
      <Page
        dialog={(close) => (
          <Shell onClose={close}>
            <button type="button" hidden>
              Hidden
            </button>
          </Shell>
        )}
      />,
    );
    openFrom(button('Open'));
    // Shown by the browser's rules but not focusable (a CSS-hidden element): focus() does nothing.
    const unfocusable = button('Second');
    unfocusable.focus = () => undefined;

    button('Elsewhere').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(button('First'));
    fireEvent.keyDown(button('First'), { key: 'Tab' });
    expect(document.activeElement).toBe(button('Last'));
  });

  it('calls onClose on Escape', () => {
    const onClose = vi.fn();
    render(<Shell onClose={onClose} />);

    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose on a backdrop click, unless it keeps its backdrop inert', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Shell onClose={onClose} />);
    const backdrop = () => screen.getByRole('dialog').previousElementSibling;

    fireEvent.click(backdrop() as Element);
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(within(screen.getByRole('dialog')).getByText('It cannot be undone.'));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();

    render(<Shell onClose={onClose} closesOnBackdrop={false} />);
    expect(backdrop()?.tagName).toBe('DIV');
    fireEvent.click(backdrop() as Element);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives focus back to its opener on closing, and unlocks the page scroll', () => {
    render(<Page dialog={(close) => <Shell onClose={close} />} />);

    openFrom(button('Open'));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Open'));
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves focus where its owner put it on closing', () => {
    render(
      <Page
        dialog={(close) => (
          <Shell
            onClose={() => {
              button('Elsewhere').focus();
              close();
            }}
          />
        )}
      />,
    );

    openFrom(button('Open'));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });

    expect(document.activeElement).toBe(button('Elsewhere'));
  });

  it('releases focus and keys while it stays mounted closed (an exit animation)', () => {
    const onClose = vi.fn();
    const page = (isOpen: boolean) => (
      <>
        <button type="button">Open</button>
        <Shell onClose={onClose} isOpen={isOpen} />
      </>
    );
    const { rerender } = render(<button type="button">Open</button>);
    button('Open').focus();
    rerender(page(true));
    expect(document.activeElement).toBe(button('First'));

    rerender(page(false));

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open', hidden: true }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('inert')).toBe(true);
    expect(dialog.closest('[data-state]')?.getAttribute('data-state')).toBe('closed');
    expect(document.body.style.overflow).toBe('');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets the dialog opened last alone answer Escape and Tab', () => {
    const outerClose = vi.fn();
    function Nested() {
      const [isInnerOpen, setIsInnerOpen] = useState(false);
      return (
        <Dialog onClose={outerClose} layerClassName="" backdropClassName="" className="">
          <DialogTitle>Your Cart</DialogTitle>
          <button type="button" onClick={() => setIsInnerOpen(true)}>
            Remove
          </button>
          {isInnerOpen && (
            <Dialog
              role="alertdialog"
              onClose={() => setIsInnerOpen(false)}
              layerClassName=""
              backdropClassName=""
              className=""
            >
              <DialogTitle>Remove item?</DialogTitle>
              <button type="button">Cancel</button>
              <button type="button">Confirm</button>
            </Dialog>
          )}
        </Dialog>
      );
    }
    render(<Nested />);
    openFrom(button('Remove'));
    const inner = screen.getByRole('alertdialog', { name: 'Remove item?' });
    expect(document.activeElement).toBe(within(inner).getByRole('button', { name: 'Cancel' }));

    fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(within(inner).getByRole('button', { name: 'Confirm' }));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(outerClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button('Remove'));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(outerClose).toHaveBeenCalledOnce();
  });
});

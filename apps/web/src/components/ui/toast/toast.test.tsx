import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from './toast-context.tsx';
import { ToastHost } from './toast-host.tsx';
import type { ToastOptions } from './toast-types.ts';

function Trigger({ options, label = 'Show' }: { options: ToastOptions; label?: string }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(options)}>
      {label}
    </button>
  );
}

function renderWith(...triggers: { options: ToastOptions; label?: string }[]) {
  return render(
    <>
      {triggers.map((trigger) => (
        <Trigger key={trigger.label ?? 'Show'} {...trigger} />
      ))}
      <ToastHost />
    </>,
  );
}

const region = (position: string) => {
  const element = document.querySelector(`[role="status"][data-position="${position}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no ${position} region`);
  return element;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps both corners as polite live regions in the page before anything is shown', () => {
    renderWith({ options: { kind: 'info', message: 'Hello' } });

    expect(region('top-right').getAttribute('aria-live')).toBe('polite');
    expect(region('top-left').getAttribute('aria-live')).toBe('polite');
    expect(region('top-right').textContent).toBe('');
  });

  it('shows a toast in the corner asked for and removes it after 2000 ms', () => {
    renderWith({ options: { kind: 'success', message: 'Saved', position: 'top-left' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(region('top-left').textContent).toContain('Saved');
    expect(region('top-right').textContent).toBe('');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('defaults to the top right', () => {
    renderWith({ options: { kind: 'info', message: 'Note' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(region('top-right').textContent).toContain('Note');
  });

  it('closes with its dismiss button', () => {
    renderWith({ options: { kind: 'info', message: 'Note' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Note')).toBeNull();
  });

  it('pauses while hovered and counts down the rest afterwards', () => {
    renderWith({ options: { kind: 'info', message: 'Note' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const card = screen.getByText('Note').closest('[data-kind]');
    if (!card) throw new Error('no toast card');

    act(() => vi.advanceTimersByTime(1500));
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Note')).not.toBeNull();
    fireEvent.pointerLeave(card);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Note')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Note')).toBeNull();
  });

  it('restarts a repeated message instead of stacking copies', () => {
    renderWith({ options: { kind: 'info', message: 'Again' } });
    const show = screen.getByRole('button', { name: 'Show' });

    fireEvent.click(show);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(show);

    expect(screen.getAllByText('Again')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Again')).not.toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Again')).toBeNull();
  });

  it('keeps at most three per corner, dropping the oldest', () => {
    const messages = ['One', 'Two', 'Three', 'Four'];
    renderWith(
      ...messages.map((message) => ({
        options: { kind: 'info' as const, message },
        label: message,
      })),
    );

    for (const message of messages) fireEvent.click(screen.getByRole('button', { name: message }));

    expect(region('top-right').querySelectorAll('[data-kind]')).toHaveLength(3);
    expect(region('top-right').textContent).not.toContain('One');
    expect(region('top-right').textContent).toContain('Four');
  });

  it('runs its action and goes away', () => {
    const onClick = vi.fn();
    renderWith({
      options: { kind: 'success', message: 'Added', action: { label: 'View', onClick } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    fireEvent.click(screen.getByRole('button', { name: 'View' }));

    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Added')).toBeNull();
  });

  it('makes errors alerts', () => {
    renderWith({ options: { kind: 'error', message: 'Broken' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(screen.getByRole('alert').textContent).toContain('Broken');
  });

  it('shows what any root on the page asks for, in the one host', () => {
    render(<ToastHost />);
    const elsewhere = render(<Trigger options={{ kind: 'info', message: 'From an island' }} />);

    fireEvent.click(elsewhere.getByRole('button', { name: 'Show' }));

    expect(region('top-right').textContent).toContain('From an island');
  });
});

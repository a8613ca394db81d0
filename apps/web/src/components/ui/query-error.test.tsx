import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryError } from './query-error.tsx';

describe('QueryError', () => {
  it('announces the message and retries on request', () => {
    const onRetry = vi.fn();
    render(<QueryError message="Failed to fetch products" onRetry={onRetry} />);

    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch products');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while the retry runs', () => {
    render(<QueryError message="Failed" onRetry={() => undefined} isRetrying />);

    const button = screen.getByRole('button', { name: 'Trying again…' });
    expect(button).toHaveProperty('disabled', true);
  });
});

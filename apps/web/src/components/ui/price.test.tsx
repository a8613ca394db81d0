import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

describe('Price', () => {
  it('shows rupees with Indian grouping and strikes a higher compare-at price', () => {
    render(<Price amountInPaise={123_456_00} compareAtInPaise={150_000_00} />);

    expect(screen.getByText('Rs. 1,23,456.00')).toBeTruthy();
    expect(screen.getByText('Rs. 1,50,000.00').tagName).toBe('S');
  });

  it('hides a compare-at price that is not higher', () => {
    render(<Price amountInPaise={54_900} compareAtInPaise={54_900} />);

    expect(screen.getByText('Rs. 549.00')).toBeTruthy();
    expect(screen.queryByText('Regular price')).toBeNull();
    expect(screen.getAllByText(/Rs\./)).toHaveLength(1);
  });
});

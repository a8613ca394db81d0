import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

function renderPagination(page: number, totalPages: number) {
  return render(
    <MemoryRouter>
      <Pagination page={page} totalPages={totalPages} hrefOf={(n) => `/list?page=${n}`} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('is a labelled navigation with previous, next and page links', () => {
    renderPagination(2, 3);

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/list?page=1',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/list?page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('offers no step past either end', () => {
    renderPagination(1, 2);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
  });

  it('is absent for a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container.innerHTML).toBe('');
  });
});

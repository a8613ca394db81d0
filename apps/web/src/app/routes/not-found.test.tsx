import { MESSAGES } from '@skins/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#testing/render-app.tsx';

describe('unknown URLs', () => {
  it('show the 404 message with a link to the homepage', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: /homepage/i }).getAttribute('href')).toBe('/');
  });

  it('keep the shop header, whose name links home', async () => {
    renderApp('/no/such/page');

    await screen.findByRole('heading', { name: MESSAGES.notFound });
    expect(screen.getByRole('link', { name: 'Skins' }).getAttribute('href')).toBe('/');
  });
});

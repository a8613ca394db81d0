import { describe, expect, it } from 'vitest';
import { adminEnv } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop } from './support/browser.ts';
import { ownerAt } from './support/messages.ts';
import { useShopSession } from './support/shop-session.ts';
import { currentPath, mainHeading, openAt } from './support/storefront.ts';

// Categories (issue [17], decision 067): the owner adds a category in the admin and it is in the
// storefront's category bar with its own page; renamed, its old address leads to the new one.

const running = useShopSession({ env: adminEnv });

describe('categories', () => {
  it('the owner adds a category, the bar shows it, and a renamed slug redirects', async () => {
    const owner = await ownerAt(running(), '/admin/categories');
    const form = owner.getByRole('form', { name: 'Add a category' });
    await form.getByLabel('Name').fill('Tablet Skins');
    expect(await form.getByLabel('Slug').inputValue()).toBe('tablet-skins');
    await form.getByLabel('HSN code').fill('39199090');
    await form.getByLabel('GST rate').selectOption({ label: '18%' });
    await form.getByRole('button', { name: 'Add category' }).click();
    await owner.getByText('Saved Tablet Skins').waitFor();
    const row = owner.getByRole('row', { name: /Tablet Skins/ });
    expect(await row.textContent()).toContain('39199090');

    // The storefront's bar, server-rendered from the database, shows it last; its page is there.
    const { page, errors } = await openAt(running(), desktop, '/category/mobile-skins');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await bar.getByRole('link', { name: 'Tablet Skins' }).click();
    await page.waitForURL((url) => url.pathname === '/category/tablet-skins');
    expect(await mainHeading(page)).toBe('Tablet Skins');

    // Renamed in the admin: the old address answers 301 to the new one.
    await owner.getByRole('button', { name: 'Edit Tablet Skins' }).click();
    const edit = owner.getByRole('form', { name: 'Edit Tablet Skins' });
    await edit.getByLabel('Slug').fill('tablet-wraps');
    await edit.getByRole('button', { name: 'Save category' }).click();
    await owner.getByText('Was /tablet-skins (redirects)').waitFor();
    await expectNoSeriousViolations(owner, '/admin/categories');
    await owner.context().close();

    const moved = await page.goto(running().app.url('/category/tablet-skins?sort=Name'));
    expect(currentPath(page)).toBe('/category/tablet-wraps?sort=Name');
    expect(moved?.request().redirectedFrom()?.url()).toContain('/category/tablet-skins');
    expect(await mainHeading(page)).toBe('Tablet Skins');
    expect(errors).toEqual([]);
  });
});

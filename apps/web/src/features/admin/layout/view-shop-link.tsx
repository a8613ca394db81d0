import { STORAGE_KEYS, UnlockResultSchema } from '@skins/shared';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiSend } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { writeStorage } from '#lib/storage.ts';

/**
 * "View shop": the owner's admin token stands for the store password (POST /api/store/preview
 * sets the unlock cookie), so the storefront opens instead of its gate. Should the call fail,
 * the shop still opens, at its gate.
 */
export function ViewShopLink() {
  const navigate = useNavigate();

  async function openShop(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const isUnlocked = await apiSend('/store/preview', UnlockResultSchema, { method: 'POST' }).then(
      () => true,
      () => false,
    );
    if (isUnlocked) writeStorage(STORAGE_KEYS.siteUnlocked, 'true');
    void navigate(paths.home());
  }

  return (
    <Link
      to={paths.home()}
      onClick={(event) => void openShop(event)}
      className="text-neutral-400 text-sm hover:text-white"
    >
      View shop
    </Link>
  );
}

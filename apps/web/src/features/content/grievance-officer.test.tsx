import { beforeEach, describe, expect, it } from 'vitest';
import { textBlocksOf, unlockWithEmptyCatalog } from '#testing/shop-copy.tsx';
import { buildStoreConfig, TEST_SELLER } from '#testing/store-config.ts';

// The grievance officer's section on the pages that name them: the heading and the officer come
// from the store config together, so neither shows without the other.

beforeEach(unlockWithEmptyCatalog);

describe.each(['/policies/returns', '/contact'])('%s', (path) => {
  it('names the grievance officer under its heading, from the store config', async () => {
    const blocks = await textBlocksOf(path, buildStoreConfig());
    const heading = blocks.indexOf('Grievance officer');
    expect(heading).toBeGreaterThan(-1);
    expect(blocks[heading + 1]).toContain(
      `our grievance officer is ${TEST_SELLER.grievance.name}.`,
    );
  });

  it('shows no grievance officer heading above nothing without the store config', async () => {
    // The stubbed API answers the config with a product list, which it cannot parse.
    const blocks = await textBlocksOf(path);
    expect(blocks).not.toContain('Grievance officer');
    expect(blocks.join('\n')).not.toContain('grievance officer is');
  });
});

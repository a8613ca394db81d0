import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { describeCounts, restoreBackup } from './restore.ts';
import { runCli } from './run-cli.ts';

// `npm run restore -- FILE` into an empty data folder or database; `--force` replaces a shop
// that is already there. Stop the shop first.

const USAGE = 'Usage: npm run restore -- FILE [--force]';

runCli('restore', async () => {
  const { values, positionals } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const { manifest, restored } = await restoreBackup(loadConfig(), file, { force: values.force });
  console.log(`Restored ${file} (taken ${manifest.createdAt}):`);
  console.log(`  ${manifest.database.kind} database, ${describeCounts(restored)}`);
  console.log('Start the shop with `npm start`; it applies any newer migrations.');
});

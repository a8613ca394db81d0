import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createBackup, defaultBackupFile } from './backup.ts';
import { describeCounts } from './restore.ts';
import { runCli } from './run-cli.ts';

// `npm run backup` writes backups/skins-<time>.tar; `npm run backup -- FILE` names the file.
// Uses the shop's own configuration (DATABASE_URL, or the embedded database in DATA_DIR).

const USAGE = 'Usage: npm run backup [-- FILE]';

runCli('backup', async () => {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (values.help || positionals.length > 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const outFile = path.resolve(positionals[0] ?? defaultBackupFile());
  const manifest = await createBackup(loadConfig(), outFile);
  console.log(`Backup written: ${outFile}`);
  console.log(`  ${manifest.database.kind} database, ${describeCounts(manifest.counts)}`);
});

import { ConfigError } from '../../config.ts';
import { BackupError } from './manifest.ts';

/** Runs a backup command: a refusal prints its message alone and exits 2, a crash exits 1. */
export function runCli(what: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(`The ${what} failed:`, error);
    process.exit(1);
  });
}

import { spawn } from 'node:child_process';
import { BackupError } from './manifest.ts';

// pg_dump and pg_restore come from the machine (Debian's postgresql-client), never from npm.

const INSTALL_HINT = 'install postgresql-client (Debian: apt-get install postgresql-client)';

/**
 * A libpq connection for the tools: the password goes in PGPASSWORD, not on the command line
 * where any user of the machine could read it in the process list.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs a PostgreSQL client tool; its own message is passed on when it fails. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} not found on PATH: ${INSTALL_HINT}.`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** Fails early, before anything is dumped or wiped, when the tool is missing. */
export async function requirePgTool(tool: 'pg_dump' | 'pg_restore'): Promise<void> {
  await runPgTool(tool, ['--version']);
}

import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../../db/lock.ts';
import { AdminCliError, createAdminAccount } from './create-admin.ts';

// `npm run admin:create -- --email owner@example.com` asks for the password (hidden, twice);
// `--password '…'` or a line on standard input (`… < file`) skip the question in scripts.
// `--reset-password` gives an existing admin a new one. Uses the shop's own configuration
// (DATABASE_URL or the embedded database in DATA_DIR).

const USAGE =
  'Usage: npm run admin:create -- --email <email> [--password <password>] [--reset-password]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const password = values.password ?? (await readPassword());

  const config = loadConfig();
  const release =
    config.database.kind === 'pglite' ? await lockDataDir(config.database.dir) : async () => {};
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    console.log(
      await createAdminAccount(database.db, {
        email: values.email,
        password,
        resetPassword: values['reset-password'],
      }),
    );
  } finally {
    await database.close();
    await release();
  }
}

/** Hidden input at a terminal (asked twice); otherwise the first line of standard input. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin, terminal: false });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    throw new AdminCliError('No password: pass --password or a line on standard input.');
  }
  let isMuted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!isMuted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const ask = async (question: string) => {
    process.stdout.write(question);
    isMuted = true;
    const line = await prompt.question('');
    isMuted = false;
    process.stdout.write('\n');
    return line;
  };
  try {
    const first = await ask('Password (10 characters or more): ');
    const second = await ask('Once more: ');
    if (first !== second) throw new AdminCliError('The two passwords differ; nothing was changed.');
    return first;
  } finally {
    prompt.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof AdminCliError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('The admin could not be created:', error);
  process.exit(1);
});

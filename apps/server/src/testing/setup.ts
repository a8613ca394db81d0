import { inject } from 'vitest';
import { closeLeftoversAfterEachFile } from './leftovers.ts';

// Files share a worker (isolate: false), and a file that changed TEST_DB and failed before
// putting it back (search.test.ts, when a database could not be made) sent every later file of
// the worker to the other engine: each file is told its project's engine again.
process.env.TEST_DB = inject('testDb');

closeLeftoversAfterEachFile();

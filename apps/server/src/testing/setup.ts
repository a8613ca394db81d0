import { closeLeftoversAfterEachFile } from './leftovers.ts';

closeLeftoversAfterEachFile();

// Worker threads start without the TypeScript loader the server and the tests run under: this
// registers tsx in the thread, then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');

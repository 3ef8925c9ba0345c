/** The `svc` command: runs the command tree on the command line. */
import { main } from './_root.js';
import { run } from './_run.js';

await run(main as never, process.argv.slice(2));

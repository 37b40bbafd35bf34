import { restoreCommand } from './commands';

// npm run restore -- --from <backup>: a backup into a new DATA_DIR
const outcome = await restoreCommand(process.argv.slice(2));
(outcome.code === 0 ? console.log : console.error)(outcome.text);
process.exitCode = outcome.code;

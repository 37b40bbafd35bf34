import { backupCommand } from './commands';

// npm run backup -- [--out <dir>]: a consistent copy of a running SQLite server's data
const outcome = await backupCommand(process.argv.slice(2));
(outcome.code === 0 ? console.log : console.error)(outcome.text);
process.exitCode = outcome.code;

// Prints one plain closing line per suite from Vitest's JSON report: "<suite>: N passed, N failed, N skipped".
import fs from 'node:fs';

const [suite, file] = process.argv.slice(2);
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const failed = report.numFailedTests ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${suite}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);

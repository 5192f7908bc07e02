// A node --test reporter for run.sh: one line per test file, `<passed> <skipped> <failed> <file>`
// (todo counts as skipped), so run.sh can fail a file that ran no test or skipped one. node --test
// itself exits 0 when a file runs nothing or a test skips itself.
import { realpathSync } from 'node:fs';

export default async function* tally(source) {
  const files = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, file, skip, todo } = event.data;
    if (!file) continue;
    // A file that ran no test of its own passes as a test named after the file: not a test.
    if (event.type === 'test:pass' && name === file) continue;
    const t = files.get(file) ?? { passed: 0, skipped: 0, failed: 0 };
    if (skip !== undefined || todo !== undefined) t.skipped++;
    else if (event.type === 'test:pass') t.passed++;
    else t.failed++;
    files.set(file, t);
  }
  // Real paths, as run.sh names the files it ran.
  for (const [file, t] of files) yield `${t.passed} ${t.skipped} ${t.failed} ${realpathSync(file)}\n`;
}

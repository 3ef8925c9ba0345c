// Fails when a hand-written TypeScript or JavaScript line is longer than 120 characters: Biome
// wraps code at 120 but leaves long strings, template literals and comments as they are.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 120;
const files = execFileSync('git', ['ls-files', '*.ts', '*.mts', '*.js', '*.mjs', '*.cjs'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('generated/'));
let long = 0;
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const length = [...line].length;
      if (length <= LIMIT) return;
      long++;
      console.log(`${file}:${i + 1}: ${length} characters (at most ${LIMIT})`);
    });
}
if (long > 0) {
  console.log(`${long} lines over ${LIMIT} characters: split the string or rewrap the comment`);
  process.exit(1);
}
console.log(`every line of ${files.length} files is at most ${LIMIT} characters`);

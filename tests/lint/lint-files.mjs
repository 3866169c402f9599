// Lints the files named on the command line with the project's eslint.config.mjs through
// ESLint's Node API and prints, as JSON, each file's messages (rule and text). It runs in
// a child process because the config is an ES module, which jest's CommonJS sandbox
// cannot import.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const results = await eslint.lintFiles(process.argv.slice(2));
const messages = Object.fromEntries(
  results.map((result) => [
    path.relative(root, result.filePath),
    result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
  ]),
);
process.stdout.write(JSON.stringify(messages));

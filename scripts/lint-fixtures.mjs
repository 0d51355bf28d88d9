#!/usr/bin/env node
// Proves that the layer rules of eslint.config.mjs still fire. Each `<package>/lint-fixtures/` file breaks a
// layer on purpose (the normal lint run ignores these folders); a line comment `lint-fixture-expects: rule-a,
// rule-b` names the rules that must report on that line. A fixture passes when every named rule reports on its
// line and nothing else reports anywhere; a fixture without such a comment must lint clean. Without this check
// a resolver that stops resolving would silence every zone and lint would still pass (it once did).
// Usage: node scripts/lint-fixtures.mjs   (run by scripts/test.sh right after the lint step)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const MARKER = /lint-fixture-expects:\s*(.+)$/;
const skipped = new Set(['node_modules', '.git', 'dist', 'coverage']);

function fixtureFiles() {
  const files = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || skipped.has(entry.name)) continue;
    const folder = path.join(root, entry.name, 'lint-fixtures');
    let found;
    try {
      found = readdirSync(folder, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const file of found) {
      if (file.isFile() && /\.(m?[jt]sx?|cjs)$/.test(file.name)) files.push(path.join(file.parentPath ?? file.path, file.name));
    }
  }
  return files.sort();
}

/** Map of line number to the rules that must report on it. */
function expectations(file) {
  const expected = new Map();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const match = MARKER.exec(text);
      if (match) expected.set(index + 1, new Set(match[1].split(',').map((rule) => rule.trim()).filter(Boolean)));
    });
  return expected;
}

const files = fixtureFiles();
if (files.length === 0) {
  console.error('lint fixtures: none found under */lint-fixtures/');
  process.exit(1);
}

// ignore: false, because the configuration ignores **/lint-fixtures/** for the normal run. no-unresolved is on
// here only, so that a fixture whose import stops resolving says so instead of failing for an unclear reason.
const eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });
const results = await eslint.lintFiles(files);

let failures = 0;
for (const result of results) {
  const name = path.relative(root, result.filePath);
  const expected = expectations(result.filePath);
  const problems = [];
  const reported = new Map();
  for (const message of result.messages) {
    if (message.fatal || !message.ruleId) {
      problems.push(`line ${message.line}: ${message.message}`);
      continue;
    }
    if (!reported.has(message.line)) reported.set(message.line, new Set());
    reported.get(message.line).add(message.ruleId);
    if (!expected.get(message.line)?.has(message.ruleId)) problems.push(`line ${message.line}: unexpected ${message.ruleId} (${message.message})`);
  }
  for (const [line, rules] of expected) {
    for (const rule of rules) if (!reported.get(line)?.has(rule)) problems.push(`line ${line}: ${rule} did not fire`);
  }
  const summary = expected.size === 0 ? 'lints clean' : [...expected].map(([line, rules]) => `${[...rules].join(' + ')} (line ${line})`).join(', ');
  if (problems.length === 0) {
    console.log(`pass  ${name}: ${summary}`);
  } else {
    failures += 1;
    console.log(`FAIL  ${name}: expected ${summary}`);
    for (const problem of problems) console.log(`        ${problem}`);
  }
}

console.log(`lint fixtures: ${results.length - failures} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);

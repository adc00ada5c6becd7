// Reads the JSON reports of Vitest and Playwright and names each failed test with the first lines
// of its error, so that the tail of a CI log (often all that is kept) says what broke.
import { existsSync, readFileSync } from 'node:fs';

const firstLines = (text, count = 10) =>
  String(text ?? '')
    // Terminal colour codes make the log unreadable once stored as plain text.
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count);

function readJson(file) {
  if (!existsSync(file)) {
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function vitestFailures(file) {
  const report = readJson(file);
  const out = [];
  for (const suite of report?.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') {
        out.push({ title: test.fullName, lines: firstLines(test.failureMessages?.[0]) });
      }
    }
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
      out.push({ title: suite.name, lines: firstLines(suite.message) });
    }
  }
  return out;
}

export function playwrightFailures(file) {
  const report = readJson(file);
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') {
          continue;
        }
        const last = test.results?.[test.results.length - 1];
        out.push({
          title: [...trail, spec.title].filter(Boolean).join(' › '),
          lines: firstLines(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, [...trail, child.title]);
    }
  };
  for (const suite of report?.suites ?? []) {
    walk(suite, [suite.title]);
  }
  // Errors outside any test: a broken config, a server that would not start, no tests found.
  for (const error of report?.errors ?? []) {
    out.push({ title: '(outside any test)', lines: firstLines(error.message) });
  }
  return out;
}

export function printFailures(stepName, failures, limit = 10) {
  if (failures.length === 0) {
    return;
  }
  console.log(`\n--- ${stepName}: failed tests ---`);
  for (const failure of failures.slice(0, limit)) {
    console.log(`✗ ${failure.title}`);
    for (const line of failure.lines) {
      console.log(`    ${line}`);
    }
  }
  if (failures.length > limit) {
    console.log(`… and ${failures.length - limit} more`);
  }
}

/**
 * Production dependencies must have no known advisory of high or critical severity
 * (`pnpm audit --prod --audit-level high`). A registry that answers without an audit endpoint
 * is reported as a skipped check, never as a pass; a hang or a missing report fails.
 */
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/dist.mjs';

const TIMEOUT_MS = 90_000;

// Under `pnpm run`, npm_execpath is the running pnpm; otherwise fetch the same major.
const execPath = process.env.npm_execpath ?? '';
const [command, prefix] = /pnpm/.test(execPath)
  ? [process.execPath, [execPath]]
  : ['npx', ['-y', 'pnpm@10']];

const child = spawn(command, [...prefix, 'audit', '--prod', '--audit-level', 'high', '--json'], {
  cwd: repoRoot,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let stdout = '';
let stderr = '';
child.stdout.on('data', (chunk) => (stdout += chunk));
child.stderr.on('data', (chunk) => (stderr += chunk));
const timer = setTimeout(() => {
  child.kill('SIGTERM');
  console.error(
    `Dependency audit failed: no answer from the audit endpoint within ${TIMEOUT_MS / 1000} s.`,
  );
  process.exit(2);
}, TIMEOUT_MS);

child.on('close', () => {
  clearTimeout(timer);
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    console.error(`Dependency audit failed: pnpm audit gave no report.\n${stderr.trim()}`);
    process.exit(2);
  }
  if (report.error) {
    // Some registries (mirrors, proxies) do not offer the audit endpoint. Failing here would
    // make every test run fail for a reason no change in the repository can fix, so the run
    // goes on and says loudly that the check did not happen.
    console.warn(
      `Dependency audit skipped: the registry's audit endpoint could not be used, so production dependencies are unchecked.\n  ${report.error.code}: ${report.error.message}`,
    );
    process.exit(0);
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  const serious = Object.values(report.advisories ?? {}).filter((advisory) =>
    ['high', 'critical'].includes(advisory.severity),
  );
  console.log(
    `Audit of production dependencies: ${['critical', 'high', 'moderate', 'low'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ')}.`,
  );
  for (const advisory of serious) {
    console.error(
      `  ${advisory.severity}: ${advisory.module_name} ${advisory.vulnerable_versions} — ${advisory.title} (${advisory.url})\n    via ${advisory.findings
        ?.flatMap((finding) => finding.paths)
        .slice(0, 3)
        .join(', ')}`,
    );
  }
  if (serious.length > 0) {
    console.error('Production dependencies have high or critical advisories.');
    process.exit(1);
  }
});

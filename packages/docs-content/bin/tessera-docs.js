#!/usr/bin/env node
// Vite's bundler allocates with mimalloc, which by default keeps freed memory committed: a
// build's peak memory was 160 MiB higher for it. Set before the bundler loads, which reads
// them once; a value from the environment wins.
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
process.env.MIMALLOC_PURGE_DELAY ??= '0';

const { run } = await import('../dist/cli.js');
run(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

#!/usr/bin/env node
// Restore lock entries for optional platform packages that this workplace's npm mirror does not
// serve (rollup's binaries for other systems). npm leaves them out of package-lock.json when it
// cannot fetch them, and `npm ci` then refuses the lock as "out of sync". The entries carry the
// os/cpu/libc that npm checks, so npm ci skips them here and fetches them normally elsewhere.
// Run after any `npm install` that rewrites package-lock.json: node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];

function platformOf(name) {
  const m = /^@rollup\/rollup-([a-z0-9]+)-(.+)$/.exec(name);
  if (!m) return null;
  const [, os, rest] = m;
  const cpu = CPUS.find((c) => rest === c || rest.startsWith(c + '-'));
  if (!cpu) return null;
  const tail = rest.slice(cpu.length + 1);
  const libc = tail === 'gnu' || tail === 'gnueabihf' ? 'glibc' : tail === 'musl' || tail === 'musleabihf' ? 'musl' : null;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const where = `${path ? path + '/' : ''}node_modules/${dep}`;
    if (pkgs[where] || pkgs[`node_modules/${dep}`]) continue;
    const p = platformOf(dep);
    if (!p) continue;
    pkgs[`node_modules/${dep}`] = {
      version,
      cpu: [p.cpu],
      dev: entry.dev || undefined,
      license: 'MIT',
      ...(p.libc ? { libc: [p.libc] } : {}),
      optional: true,
      os: [p.os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lock: added ${added} optional platform entries`);

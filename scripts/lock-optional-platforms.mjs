#!/usr/bin/env node
// Keeps package-lock.json complete for `npm ci` on any machine.
//
// @napi-rs/canvas and msgpackr-extract ship one optional package per platform. The registry this project's
// machines reach serves only the linux-x64 ones, so `npm install` here drops the others from the lock file, and
// `npm ci` then refuses the lock ("Missing: @napi-rs/canvas-darwin-arm64@ from lock file"). This script writes
// the missing entries back (version, os, cpu, libc, optional): npm skips them on a platform that does not match,
// and fetches them from the public registry on one that does. Run it after any `npm install`:
//   node scripts/lock-optional-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const PLATFORMS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'], libc: ['glibc'] },
  'linux-arm': { os: ['linux'], cpu: ['arm'] },
  'linux-arm64': { os: ['linux'], cpu: ['arm64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
  'linux-x64': { os: ['linux'], cpu: ['x64'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
};

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || path !== `node_modules/${path.slice('node_modules/'.length)}`) continue;
    const platform = Object.entries(PLATFORMS).find(([suffix]) => name.endsWith(`-${suffix}`));
    if (!platform) continue;
    packages[key] = { version, ...platform[1], license: 'MIT', optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform package(s) written back`);

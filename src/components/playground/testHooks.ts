/** Test aids, active only when the page address has ?test-hooks. */
export function hasTestHooks(): boolean {
  try {
    return new URLSearchParams(window.location.search).has('test-hooks');
  } catch {
    return false;
  }
}

/** With ?test-hooks, `seed=N` makes every new game's shuffle the same (for tests). */
export function testSeed(): number | null {
  if (!hasTestHooks()) return null;
  const raw = new URLSearchParams(window.location.search).get('seed');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

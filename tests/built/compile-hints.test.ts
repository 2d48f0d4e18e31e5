/**
 * V8's compile hint on the site's scripts (src/integrations/compile-hints.ts): every script chunk of the client build
 * starts with `//# allFunctionsCalledOnLoad` on its own first line, so Chromium compiles it while loading it, off the
 * main thread; the engine worker's script (a build of its own, on its own thread) is left as it is.
 */
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from '../../src/integrations/compile-hints';
import { distFiles, read } from '../site/dist';

const scripts = distFiles().filter((f) => f.startsWith('_astro/') && f.endsWith('.js'));
const isWorker = (f: string) => /engine\.worker/.test(f);

describe('compile hints', () => {
  it('the hint is added once, on a line of its own', () => {
    expect(withCompileHint('var a=1;')).toBe(`${COMPILE_HINT}\nvar a=1;`);
    expect(withCompileHint(withCompileHint('var a=1;'))).toBe(`${COMPILE_HINT}\nvar a=1;`);
  });

  it('every script chunk of the pages starts with it, the worker does not', () => {
    expect(scripts.filter((f) => !isWorker(f)).length).toBeGreaterThan(20);
    expect(scripts.filter(isWorker)).toHaveLength(1);
    const wrong = scripts.filter((f) => read(f).split('\n', 1)[0] === COMPILE_HINT === isWorker(f));
    expect(wrong).toEqual([]);
  });
});

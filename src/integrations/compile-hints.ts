/**
 * Every script chunk of the site starts with V8's compile hint `//# allFunctionsCalledOnLoad`, as an Astro
 * integration (client build only).
 *
 * Without it Chromium compiles each function the first time it is called, on the main thread: on a board page that is
 * about 400 functions when the island wakes and the engine first answers, 23–42 ms of the start-up's main-thread work
 * (a trace of /playground/ on the test host), and it lands in the tasks a slow phone feels. With the hint the browser
 * compiles the whole file while it loads it, off the main thread (Chrome 136 and later; other browsers read a comment).
 * Every chunk is either loaded by a page at start and mostly run by its islands, or loaded on demand when it is about
 * to run. The engine's worker is a build of its own and runs on its own thread: it is left as it is.
 *
 * The comment is added after minification (which drops comments), in `generateBundle`.
 * tests/built/compile-hints.test.ts checks the built files.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint on its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

function compileHintPlugin(): Plugin {
  return {
    name: 'carc:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = withCompileHint(file.code);
      }
    },
  };
}

export default function compileHints(): AstroIntegration {
  return {
    name: 'carc:compile-hints',
    hooks: {
      'astro:build:setup': ({ vite, target }) => {
        if (target !== 'client') return;
        vite.plugins = [...(vite.plugins ?? []), compileHintPlugin()];
      },
    },
  };
}

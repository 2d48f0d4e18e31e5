/**
 * The import boundaries in eslint.config.js, checked both ways: ESLint's Node
 * API lints small snippets as if they were files at the given paths (nothing
 * is written), and each forbidden import must be reported while the allowed
 * ones are not.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = '@typescript-eslint/no-restricted-imports';

/** The boundary findings (line numbers) ESLint reports for `code` at `filePath`. */
async function boundaryLines(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `parse errors in the snippet for ${filePath}`).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const use = (...names: string[]): string => `\nexport const used = [${names.join(', ')}];\n`;

describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  // The first lint loads the config, the TypeScript parser and the Astro parser: seconds on a busy machine.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: 'src/engine/warm-up.ts' });
    await eslint.lintText('---\n---\n<p></p>\n', { filePath: 'src/pages/warm-up.astro' });
  }, 60_000);

  it('the engine imports nothing outside src/engine', async () => {
    const code = [
      "import { readPosition } from './notation';", // 1 allowed
      "import * as v from 'valibot';", // 2 allowed: a package
      "import { t } from '../i18n';", // 3 forbidden
      "import { readFileSync } from 'node:fs';", // 4 forbidden
      "import { callEngine } from '../worker/client';", // 5 forbidden
      "import { h } from 'preact';", // 6 forbidden
    ].join('\n') + use('readPosition', 'v', 't', 'readFileSync', 'callEngine', 'h');
    expect(await boundaryLines('src/engine/example.ts', code)).toEqual([3, 4, 5, 6]);
  });

  it('the worker imports only the engine (and comlink)', async () => {
    const code = [
      "import { legalMoves } from '../engine/moves';", // 1 allowed
      "import { expose } from 'comlink';", // 2 allowed
      "import { t } from '../i18n';", // 3 forbidden: wording belongs to pages
      "import Board from '../components/board/Board';", // 4 forbidden
      "import { h } from 'preact';", // 5 forbidden
    ].join('\n') + use('legalMoves', 'expose', 't', 'Board', 'h');
    expect(await boundaryLines('src/worker/example.ts', code)).toEqual([3, 4, 5]);
  });

  it('the worker client may also use src/i18n', async () => {
    const code = [
      "import { wrap } from 'comlink';", // 1 allowed
      "import { t } from '../i18n';", // 2 allowed
      "import type { Position } from '../engine/notation';", // 3 allowed
      "import { navItems } from '../layouts/nav';", // 4 forbidden
    ].join('\n') + use('wrap', 't', 'navItems');
    expect(await boundaryLines('src/worker/client.ts', code + 'export type P = Position;\n')).toEqual([4]);
  });

  it('components reach the rules only through the worker client', async () => {
    const code = [
      "import { callEngine } from '../../worker/client';", // 1 allowed
      "import { TILE_LETTERS } from '../../engine/tiles';", // 2 allowed: data
      "import { decodeLink } from '../../engine/link';", // 3 allowed: codec
      "import type { Position } from '../../worker/api';", // 4 allowed: a type
      "import type { RankedMove } from '../../engine/solver';", // 5 allowed: a type
      "import { rankMoves } from '../../engine/solver';", // 6 forbidden: rules
      "import { createApi } from '../../worker/api';", // 7 forbidden: past the client
      "import { wrap } from 'comlink';", // 8 forbidden
      "import { legalMoves, type Placement } from '../../engine/moves';", // 9 forbidden: a value among types
    ].join('\n') + use('callEngine', 'TILE_LETTERS', 'decodeLink', 'rankMoves', 'createApi', 'wrap', 'legalMoves');
    const typesUsed = 'export type T = [Position, RankedMove, Placement];\n';
    expect(await boundaryLines('src/components/board/Example.tsx', code + typesUsed)).toEqual([6, 7, 8, 9]);
    // The same rule one folder up (src/components/X.tsx imports '../engine/…').
    expect(await boundaryLines('src/components/Example.tsx', "import { scorePosition } from '../engine/scoring';" + use('scorePosition'))).toEqual([1]);
  });

  it('pages follow the same rule, in the frontmatter and in their scripts', async () => {
    const page = [
      '---',
      "import { catalogueSummary } from '../../engine/tiles';", // 2 allowed
      "import { finalScore } from '../../engine/scoring';", // 3 forbidden
      '---',
      '<p>{String(catalogueSummary)}{String(finalScore)}</p>',
      '<script>',
      "  import { callEngine } from '../../worker/client';", // 7 allowed
      "  import { explainMove } from '../../engine/explain';", // 8 forbidden
      '  console.log(callEngine, explainMove);',
      '</script>',
      '',
    ].join('\n');
    expect(await boundaryLines('src/pages/example/index.astro', page)).toEqual([3, 8]);
  });

  it('tests, scripts and the bench are not bound', async () => {
    const code = "import { rankMoves } from '../../src/engine/solver';" + use('rankMoves');
    expect(await boundaryLines('tests/unit/example.test.ts', code)).toEqual([]);
  });
});

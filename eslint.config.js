// @ts-check
/**
 * ESLint (flat config): typescript-eslint's recommended rules for the
 * TypeScript and the frontmatter and scripts of .astro files, plus the import
 * boundaries between the parts of the site (docs in the README's project map):
 *
 *   src/engine   the rules, pure TypeScript: imports nothing outside src/engine
 *                (packages such as valibot are fine; no Node, Astro, Preact or Comlink);
 *   src/worker   the Comlink adapter: imports only the engine (and comlink);
 *                client.ts, which owns the worker, may also import src/i18n;
 *   components,  reach the rules only through src/worker/client.ts. They may
 *   pages,       import TYPES from anywhere (`import type`), and the engine's
 *   layouts      pure data and codecs: tiles, notation, link, colors, errors, rules.
 *
 * The boundaries are `@typescript-eslint/no-restricted-imports` patterns on the
 * import's text (a regular expression per rule below), so a type-only import
 * (`import type …`) is allowed where a value import is not.
 * tests/unit/eslint-boundaries.test.ts checks each boundary both ways.
 */
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

/** The engine modules that pages and components may import as values: data and codecs, no rules. */
export const ENGINE_FOR_PAGES = ['tiles', 'notation', 'link', 'colors', 'errors', 'rules', 'puzzle'];

const restricted = (/** @type {{ regex: string; message: string }[]} */ patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ ...p, allowTypeImports: true })) },
  ],
});

/** Node's own modules and the frameworks: not for the rules engine. */
const PLATFORM = { regex: '^(node:|(astro|preact|comlink)(/|$)|@astrojs/|@preact/)', message: 'src/engine is pure TypeScript: no Node, Astro, Preact or Comlink.' };

const engineBoundary = restricted([
  { regex: '^\\.\\./', message: 'src/engine imports nothing outside src/engine.' },
  PLATFORM,
]);

const workerBoundary = (/** @type {boolean} */ client) =>
  restricted([
    {
      regex: client ? '^\\.\\./(?!engine/|i18n(/|$))' : '^\\.\\./(?!engine/)',
      message: client
        ? 'src/worker/client.ts imports only the engine, src/i18n and comlink.'
        : 'src/worker imports only the engine (and comlink); wording belongs to the pages.',
    },
    { regex: '^(node:|(astro|preact)(/|$)|@astrojs/|@preact/)', message: 'src/worker is a thin Comlink adapter: no Node, Astro or Preact.' },
  ]);

const pageBoundary = restricted([
  {
    regex: `^(\\.\\./)+engine/(?!(${ENGINE_FOR_PAGES.join('|')})(\\.ts)?$)`,
    message: `Pages and components reach the rules through src/worker/client.ts; from src/engine they may import types, and the data and codecs (${ENGINE_FOR_PAGES.join(', ')}).`,
  },
  {
    regex: '^(\\.\\./)+worker/(?!client(\\.ts)?$)',
    message: 'Pages and components talk to the worker only through src/worker/client.ts (types may come from anywhere).',
  },
  { regex: '^comlink(/|$)', message: 'Only src/worker/client.ts talks Comlink.' },
]);

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Plain scripts run in Node or the browser; TypeScript checks what they use (tsconfig includes them).
  { files: ['**/*.{js,mjs}'], rules: { 'no-undef': 'off' } },
  // Hostile-input tests hand the engine values of every wrong type on purpose.
  { files: ['tests/unit/hostile-input.test.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['src/engine/**/*.{ts,tsx}'], rules: engineBoundary },
  { files: ['src/worker/**/*.ts'], ignores: ['src/worker/client.ts'], rules: workerBoundary(false) },
  { files: ['src/worker/client.ts'], rules: workerBoundary(true) },
  { files: ['src/components/**/*.{ts,tsx,astro}', 'src/pages/**/*.{ts,tsx,astro}', 'src/layouts/**/*.{ts,tsx,astro}', 'src/{pages,layouts,components}/**/*.astro/*.{js,ts}'], rules: pageBoundary },
);

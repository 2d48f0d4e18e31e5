#!/usr/bin/env node
// `npm run puzzles:generate`: teaches Node to load TypeScript (tsx, as bin/carc.mjs does)
// and runs scripts/puzzles-generate.ts, which proposes puzzle candidates from self-play.
const { register } = await import('tsx/esm/api');
register({ tsconfig: false });
await import('./puzzles-generate.ts');

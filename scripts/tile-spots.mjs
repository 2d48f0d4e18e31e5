#!/usr/bin/env node
// `npm run tiles:spots`: teaches Node to load TypeScript (tsx, as bin/carc.mjs does) and runs scripts/tile-spots.ts.
const { register } = await import('tsx/esm/api');
register({ tsconfig: false });
await import('./tile-spots.ts');

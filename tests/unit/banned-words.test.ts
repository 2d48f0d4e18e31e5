/**
 * One name per thing (issue 23, audit section 4): the teaching (lessons,
 * glossary, summary) and the English dictionaries (src/i18n/*.en.ts) use
 * pennant, highwayman, cloister, meeple, city cap, scoring meeple, supply and
 * junction, never the synonyms banned below. A banned word may stand only
 * where it is named as the other books' word: the places listed with it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

interface Banned {
  /** The banned word or phrase (a regular expression, matched as whole words, any case). */
  re: string;
  /** The word to use instead. */
  use: string;
  /** Places where it may stand: `<lesson slug>`, `glossary:<id>`, `summary:<id>` or an i18n key. */
  allowed?: readonly string[];
}

export const BANNED: readonly Banned[] = [
  { re: 'shields?', use: 'pennant' },
  { re: 'coats? of arms', use: 'pennant', allowed: ['glossary:pennant'] },
  { re: 'thief|thieves', use: 'highwayman', allowed: ['glossary:highwayman'] },
  { re: 'travell?ers?', use: 'highwayman', allowed: ['glossary:highwayman', 'editions'] },
  { re: 'followers?', use: 'meeple' },
  { re: 'monaster(y|ies)', use: 'cloister', allowed: ['glossary:cloister'] },
  { re: 'city edges?', use: 'city cap (a tile) or city side (a side)' },
  { re: 'spare meeples?', use: 'scoring meeple' },
  { re: 'markers?', use: 'scoring meeple', allowed: ['check.players.marker', 'check.players.lap', 'check.players.note', 'data.bad.notExport'] },
  { re: 'point tiles?', use: 'a lying scoring meeple (point tiles are first edition only)', allowed: ['final-scoring', 'editions', 'glossary:point-tile', 'summary:track', 'check.players.lap', 'check.players.note'] },
  { re: 'share the win', use: 'all have the highest total (rulings 11)', allowed: ['check.result.winners'] },
  { re: 'crossings?', use: 'junction' },
  { re: 'abbey', use: 'cloister' },
  { re: 'empty hand|meeples? in hand', use: 'supply' },
];

interface Text {
  where: string;
  text: string;
}

function texts(): Text[] {
  const out: Text[] = [];
  const collect = (where: string, v: unknown) => {
    if (typeof v === 'string') out.push({ where, text: v });
    else if (Array.isArray(v)) v.forEach((x) => collect(where, x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'boards' && k !== 'position') collect(where, x);
  };
  const dir = join(ROOT, 'src/content/lessons');
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) collect(f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')));
  for (const g of JSON.parse(readFileSync(join(ROOT, 'src/content/glossary/terms.json'), 'utf8')) as { id: string }[]) collect(`glossary:${g.id}`, g);
  for (const s of JSON.parse(readFileSync(join(ROOT, 'src/content/summary.json'), 'utf8')) as { id: string }[]) collect(`summary:${s.id}`, s);
  const i18n = join(ROOT, 'src/i18n');
  for (const f of readdirSync(i18n).filter((x) => x.endsWith('.en.ts'))) {
    const src = readFileSync(join(i18n, f), 'utf8');
    for (const m of src.matchAll(/^\s*'([\w.-]+)':\s*((?:'(?:[^'\\]|\\.)*'|`[^`]*`|\s|\+)+)/gm)) out.push({ where: m[1], text: m[2] });
  }
  return out;
}

const all = texts();

describe('one name per thing', () => {
  it('reads the lessons, glossary, summary and dictionaries', () => {
    expect(all.some((t) => t.where === 'glossary:pennant')).toBe(true);
    expect(all.some((t) => t.where.startsWith('tutor.'))).toBe(true);
    expect(all.some((t) => t.where.startsWith('tiles.desc.'))).toBe(true);
  });

  it.each(BANNED.map((b) => [b.re, b] as const))('no "%s" outside the places that name it', (_re, b) => {
    const re = new RegExp(`\\b(${b.re})\\b`, 'i');
    const found = all.filter((t) => re.test(t.text) && !(b.allowed ?? []).includes(t.where)).map((t) => `${t.where}: ${t.text.slice(0, 120)}`);
    expect(found, `use "${b.use}"`).toEqual([]);
  });

  it('finds a banned word when one is there', () => {
    const re = new RegExp(`\\b(${BANNED[0].re})\\b`, 'i');
    expect(re.test('a city piece with a Shield on it')).toBe(true);
    expect(re.test('shieldless')).toBe(false);
  });
});

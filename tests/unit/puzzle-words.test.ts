/**
 * One name per thing in the puzzles' titles and explanations (issue 23,
 * "Order and words"): the words the site does not use for a thing (a
 * *pennant*, not a shield; a *highwayman*, not a thief; a *cloister*, not a
 * monastery; the *scoring meeple*, not a spare meeple or marker; *free*, not
 * empty, for a feature nobody holds), and player names written as names,
 * with a capital ("Red", not "red").
 */
import { describe, expect, it } from 'vitest';
import { loadPuzzles } from '../../src/components/puzzles/collection';
import type { Puzzle } from '../../src/engine/puzzle';

/** Every puzzle, read and checked as the site reads them. */
const puzzles: Puzzle[] = loadPuzzles();

/** Words not used in puzzles, each with the site's word for the thing. */
const BANNED: readonly [RegExp, string][] = [
  [/\bshields?\b/i, 'pennant'],
  [/\bcoats? of arms\b/i, 'pennant'],
  [/\bthie(f|ves)\b/i, 'highwayman'],
  [/\btravell?ers?\b/i, 'highwayman'],
  [/\bfollowers?\b/i, 'meeple'],
  [/\bmonaster(y|ies)\b/i, 'cloister'],
  [/\babbeys?\b/i, 'cloister'],
  [/\bcity edges?\b/i, 'city cap'],
  [/\bspare meeples?\b/i, 'scoring meeple, or the meeple left in the supply'],
  [/\bmarkers?\b/i, 'scoring meeple'],
  [/\bcrossings?\b/i, 'junction'],
  [/\bpoint tiles?\b/i, 'the scoring meeple laid down past 50'],
  [/\bshare the win\b/i, 'a tie (rulings.md, 11)'],
  [/\bempty (road|city|roads|cities|farm|farms|cloister)\b/i, 'free'],
  [/\b(meeples?|knight|monk|farmer|highwayman) (is |are )?(back )?in (your )?hand\b/i, 'supply'],
];

describe('puzzle texts use one name per thing', () => {
  for (const p of puzzles) {
    it(p.id, () => {
      const problems: string[] = [];
      for (const [field, text] of [['title', p.title], ['explanation', p.explanation]] as const) {
        for (const [re, word] of BANNED) {
          const m = text.match(re);
          if (m) problems.push(`${field}: "${m[0]}" (say: ${word})`);
        }
        for (const name of p.position.players) {
          const lower = name.toLowerCase();
          const m = text.match(new RegExp(`\\b${lower}\\b`));
          if (m) problems.push(`${field}: the player's name "${lower}" is written with a capital`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

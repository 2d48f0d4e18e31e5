/**
 * Every number the score checker's texts state (src/i18n/check.en.ts, and
 * the same keys in every language the site has) is declared here by key with
 * what it stands for, and checked against the engine or a rule constant: a
 * number added to a text without a check here fails, in any language. The
 * texts with a placeholder for a number (the laps of the track, a tie's score)
 * are checked with the number the page gives them.
 */
import { describe, expect, it } from 'vitest';
import checkEn from '../../src/i18n/check.en';
import { messageOf, setLocale, t } from '../../src/i18n';
import { builtLocales } from '../../src/i18n/built';
import '../../src/i18n/check';
import { numbersIn, type Lang } from './prose-numbers';
import { checkPosition } from '../../src/engine/check';
import { completePoints } from '../../src/engine/board';
import { DEFAULT_RULES } from '../../src/engine/rules';
import { KIND_CITY, KIND_CLOISTER, TILE_DEFS } from '../../src/engine/tiles';
import { RULE_FACTS } from '../../src/components/learn/schema';
import { emptyDoc, LAP, lapOf, withTrack } from '../../src/components/check/model';

type T = [string, number, number, number];
const position = (tiles: T[], meeples: [string, number, number, string][], extra: Record<string, unknown> = {}) => ({
  format: 'carcassonne-position/1',
  players: ['green', 'black', 'yellow', 'blue', 'red'],
  tiles: tiles.map(([tile, x, y, rot]) => ({ x, y, tile, rot })),
  meeples: meeples.map(([player, x, y, at]) => ({ player, x, y, at })),
  ...extra,
});
const ok = <V>(r: { ok: true; value: V } | { ok: false; error: unknown }): V => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
};

/** The rule book's final-scoring example: a city of 5 tiles and 3 pennants, a road, a cloister, a farm. */
const FINAL = position(
  [['D', 0, 0, 0], ['Q', 0, -1, 2], ['F', -1, -1, 0], ['E', -2, -1, 1], ['M', 1, -1, 3], ['U', -1, 0, 1], ['W', 1, 0, 0], ['B', 0, 1, 0], ['O', 2, 0, 1], ['E', 3, 0, 3]],
  [['green', -2, -1, 'E'], ['green', 1, -1, 'N'], ['black', 0, 0, 'N'], ['yellow', 0, 1, 'C'], ['blue', 2, 0, 'N'], ['red', -1, 0, 'W']],
);
/** Two completed cities of two tiles, one farm supplying both, a farmer of red's on it. */
const FARM = position([['E', 0, 0, 0], ['E', 1, 0, 0], ['E', 2, 0, 0], ['E', 0, -1, 2], ['E', 1, -1, 2]], [['red', 0, 0, 'SW']]);

const report = ok(checkPosition(FINAL));
const featureOf = (kind: string) => report.features.find((f) => f.kind === kind)!;
const road = featureOf('road');
const city = report.features.find((f) => f.kind === 'city' && f.tiles === 5)!;
const cloister = featureOf('cloister');
const farmReport = ok(checkPosition(FARM));
const farm = farmReport.features.find((f) => f.kind === 'farm')!;
const firstEditionFarm = ok(checkPosition({ ...FARM, rules: { farmScoring: 'first-edition' } }));
const small = { ...DEFAULT_RULES, smallCity: true };

/** Each text's numbers, in order, each worked out from the engine or a rule constant. */
const NUMBERS: Record<string, () => number[]> = {
  // Section numbers: the order of the page's five parts.
  'check.players.heading': () => [1],
  'check.board.heading': () => [2],
  'check.result.heading': () => [3],
  'check.rules.heading': () => [4],
  'check.keep.heading': () => [5],
  // "Two players cannot share…": any two of them.
  'check.players.clash': () => [2],
  // "a good first one": a pronoun.
  'check.hint.first': () => [1],
  // The version of the position format.
  'check.keep.exported': () => [1],
  'check.palette.label': () => [TILE_DEFS.reduce((n, d) => n + d.count, 0)],
  'check.palette.labelFits': () => [TILE_DEFS.reduce((n, d) => n + d.count, 0)],
  'check.rules.farmers.note': () => [farm.points / farm.cities!.length],
  'check.rules.firstEdition.note': () => [firstEditionFarm.total.red / farm.cities!.length],
  'check.rules.smallCity.note': () => [
    2,
    completePoints(KIND_CITY, 2, 0, small),
    completePoints(KIND_CITY, 2, 1, small) - completePoints(KIND_CITY, 2, 0, small),
    completePoints(KIND_CITY, 2, 0, DEFAULT_RULES),
  ],
  'check.result.outnumbered': () => [city.gains.black],
  'check.row.cloister': () => [completePoints(KIND_CLOISTER, 9, 0, DEFAULT_RULES)],
  'check.why.road': () => [road.points / road.tiles],
  'check.why.city': () => [(city.points - city.pennants!) / city.tiles, (city.points - city.tiles) / city.pennants!],
  'check.why.cloister': () => [1, (cloister.points - 1) / (cloister.tiles - 1)],
  'check.why.farm': () => [farm.points / farm.cities!.length],
};

/** Every language the site has (the published ones, and any previewed with CARC_LOCALES), loaded. */
const locales = builtLocales({ CARC_LOCALES: process.env.CARC_LOCALES }).filter((l) => l !== 'pseudo');
for (const l of locales) await setLocale(l);
await setLocale('en');

describe('the checker’s numbers', () => {
  it('the engine scores the boards the checks use as expected', () => {
    expect(city).toMatchObject({ tiles: 5, pennants: 3, points: 8 });
    expect(farm.cities).toHaveLength(2);
    expect(cloister.tiles).toBeGreaterThan(1);
    expect(RULE_FACTS['farm-per-city']).toBe(farm.points / 2);
    expect(RULE_FACTS['first-edition-farm-city']).toBe(firstEditionFarm.total.red / 2);
    expect(RULE_FACTS['small-city-old']).toBe(completePoints(KIND_CITY, 2, 0, small));
  });

  // Each text in every language the site has (the published ones, and any previewed with CARC_LOCALES): the numbers
  // belong to the key, so a translation states the same ones. Every form of a plural message is a text of its own.
  const texts = locales.flatMap((locale) =>
    Object.keys(checkEn).flatMap((key) =>
      messageOf(locale, key)
        .split(/\[(?:zero|one|two|few|many|other)\]/)
        .filter((form) => form.trim())
        // The message in that language, its placeholders left empty (their names are the English message's).
        .map((form) => [locale, key, form.replace(/\{\w+\}/g, '')] as const),
    ),
  );
  it.each(texts)('%s %s states only numbers checked here', (locale, key, text) => {
    const found = numbersIn(text, locale as Lang).map((x) => x.value);
    const want = NUMBERS[key]?.() ?? [];
    expect(found, `${locale} ${key}: "${text}"`).toEqual(want);
  });

  it('the laps of the track: +50 each, as the rule books’ track of 50 spaces', () => {
    expect(LAP).toBe(RULE_FACTS['score-track-lap']);
    const note = t('check.players.note', { lap: LAP });
    expect(numbersIn(note).map((x) => x.value)).toEqual([LAP]);
    const label = t('check.players.lap', { player: 'red', lap: LAP });
    expect(numbersIn(label).map((x) => x.value)).toEqual([LAP]);
    // Both ways of marking a lap are named: the meeple laid down (second edition), a point tile (first).
    for (const text of [note, label]) {
      expect(text).toMatch(/laid down/);
      expect(text).toMatch(/point tile/);
    }
    // +50 chosen with the marker on 12 is a score of 62, and the field keeps the 12 typed.
    const doc = withTrack(emptyDoc(), 1, LAP, 12);
    expect(doc.position.scores).toEqual({ red: LAP + 12 });
    expect(lapOf(doc, 1)).toBe(LAP);
    // A marker typed past a lap is kept as typed (75 with no lap is 75, not 25 and a lap).
    const past = withTrack(emptyDoc(), 0, 0, 75);
    expect(lapOf(past, 0)).toBe(0);
    expect(past.position.scores).toEqual({ yellow: 75 });
  });

  it('a tie names every tied player a winner and says how the rule books differ, picking none', () => {
    const tie = ok(checkPosition({ ...FINAL, meeples: [], scores: { green: 9, red: 9, black: 2 } }));
    expect(tie.winners).toEqual(['green', 'red']);
    const line = t('check.result.winners', { players: 'green and red', points: tie.total.green });
    expect(numbersIn(line).map((x) => x.value)).toEqual([9]);
    expect(line).toContain('the winners are green and red');
    expect(line).not.toMatch(/share/);
    const note = t('check.result.tieNote');
    expect(note).toMatch(/no tie-breaker/);
    expect(note).toMatch(/share the victory/);
    expect(note).toMatch(/another game/);
    expect(note).toMatch(/says nothing/);
  });
});

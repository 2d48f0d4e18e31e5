/**
 * Claims belong to a sentence's key, not to its English words: every
 * translated text present (tests/unit/teaching-texts.ts names the files) is
 * checked against the claims of its key, with its own language's number words
 * (tests/unit/prose-numbers.ts). A translation
 *   - names a key the English has;
 *   - states no number its key's claims do not declare (as the English, a
 *     lesson's, glossary entry's or summary section's "one" written as a word
 *     is not checked: it stands for "a"; in a puzzle it is);
 *   - states every figure the English writes in digits (in digits or words):
 *     a figure dropped or changed in translation is caught.
 * The English texts themselves are checked by puzzle-claims.test.ts and
 * prose-numbers-content.test.ts, with the same keys and the same finder.
 */
import { describe, expect, it } from 'vitest';
import { numbersIn, type Lang } from './prose-numbers';
import { englishTexts, lessonKey, lessons, translatedTexts, type TeachingText, type Translated } from './teaching-texts';

/**
 * Numbers a translation may state without a claim, by item (`where`, as teaching-texts.ts names it) and value,
 * with the reason. The English lists of prose-numbers-content.test.ts are the English words' own.
 */
const TRANSLATION_EXCEPTIONS: readonly { where: string; value: number; why: string }[] = [
  { where: 'editions:demo', value: 2, why: 'names a product, the two-player edition whose tile mix the demo copies' },
];

/** What is wrong with the translated texts, one line each. */
export function translationProblems(english: readonly TeachingText[], translated: readonly Translated[]): string[] {
  const byKey = new Map(english.map((t) => [t.key, t]));
  const problems: string[] = [];
  for (const t of translated) {
    const en = byKey.get(t.key);
    if (!en) {
      problems.push(`${t.file}: ${t.key} names no English text`);
      continue;
    }
    const found = numbersIn(t.text, t.lang as Lang);
    const excused = (value: number) => TRANSLATION_EXCEPTIONS.some((e) => e.where === en.where && e.value === value);
    for (const n of found) {
      const aWord = !/\d/.test(n.text);
      if (en.area !== 'puzzle' && aWord && n.value === 1) continue;
      if (!en.declared.has(n.value) && !excused(n.value)) problems.push(`${t.file}: ${t.key} states "${n.text}", which no claim of ${en.where} declares`);
    }
    const values = new Set(found.map((n) => n.value));
    for (const n of numbersIn(en.text, 'en')) {
      if (/\d/.test(n.text) && !values.has(n.value)) problems.push(`${t.file}: ${t.key} does not state ${n.value}, which the English states ("${n.text}")`);
    }
  }
  return problems;
}

describe('every translated text states the numbers its key claims', () => {
  const english = englishTexts();

  it('keys the English texts: puzzles, lessons, the glossary and the summary, each key once', () => {
    const keys = english.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const area of ['puzzle', 'lesson', 'glossary', 'summary'] as const) expect(english.filter((t) => t.area === area).length, area).toBeGreaterThan(10);
    expect(keys).toContain('puzzle:road-outnumber#explanation');
    expect(keys).toContain('lesson:at-a-glance#title');
  });

  it('finds no problem in the translations present', () => {
    const translated = translatedTexts();
    // The overlay files are read (docs/i18n.md): the sample puzzle is there in each language.
    for (const lang of ['cs', 'fr', 'zh']) expect(translated.some((t) => t.lang === lang && t.key === 'puzzle:road-four-close#explanation'), lang).toBe(true);
    expect(translationProblems(english, translated)).toEqual([]);
  });

  it('reads a lesson overlay\'s paths as the keys of the English texts', () => {
    const keys = new Set(english.map((t) => t.key));
    const steps = lessons().flatMap((l) => [...l.steps.map((s) => ({ l, s, list: 'steps' })), ...l.check.map((s) => ({ l, s, list: 'check' }))]);
    const expectKey = (l: (typeof steps)[number]['l'], path: string, key: string) => expect(lessonKey(l, path), `${l.slug}: ${path}`).toBe(key);
    // A label counts among its step's labels, not among all its marks (no lesson has labels today: a made-up one).
    const made = { slug: 'roads', steps: [{ id: 'count', kind: 'explain', text: '…', marks: [{ kind: 'cell', x: 0, y: 0 }, { kind: 'label', x: 1, y: 0, text: '3' }] }], check: [] };
    expectKey(made as never, 'steps.count.marks.1.text', 'lesson:roads/count#labels.0');
    expectKey(made as never, 'steps.count.marks.0.style', 'lesson:roads/count#marks.0.style');
    // A wrong reason by its place; a task's texts by field; the lesson's own title and summary.
    const task = steps.find(({ s }) => s.kind !== 'explain' && (s.wrong?.length ?? 0) > 1);
    if (!task) throw new Error('no lesson task with two wrong reasons');
    for (const path of ['text', 'hint', 'success', 'wrong.1.reason']) {
      const key = lessonKey(task.l, `${task.list}.${task.s.id}.${path}`);
      expect(keys.has(key ?? ''), `${task.l.slug}/${task.s.id}: ${path} → ${key}`).toBe(true);
    }
    expectKey(task.l, `${task.list}.${task.s.id}.wrong.1.reason`, `lesson:${task.l.slug}/${task.s.id}#wrong.1`);
    expectKey(task.l, 'title', `lesson:${task.l.slug}#title`);
    // A step's source line is no claim's text.
    expect(lessonKey(task.l, `${task.list}.${task.s.id}.source.text`)).toBeNull();
  });

  it('catches a number without a claim, a figure dropped, and a key the English does not have', () => {
    const en = english.find((t) => t.key === 'puzzle:road-outnumber#explanation')!;
    // The English states 8, 3, 2, 1, 10, 6 and 3 again, 8 again; all claimed.
    const fake = (lang: Lang, text: string, key = en.key): Translated => ({ key, lang, text, file: `puzzles/${lang}/road-outnumber.json` });
    const faithful = 'Uzavřít cestu za 8 bodů je zřejmý tah, ale Červený dostane 3. Tento oblouk spojí cestu, o kterou se dělíš, s další tvou: se 2 lupiči proti 1 zaplatí cesta o 10 dlaždicích jen Modrému a Červenému zmizí 6. Stále prohráváš, ale o 3 místo 8.';
    expect(translationProblems(english, [fake('cs', faithful)])).toEqual([]);
    // A number word counts as the figure: "dvěma" is 2.
    expect(translationProblems(english, [fake('cs', faithful.replace('se 2 lupiči', 'se dvěma lupiči'))])).toEqual([]);
    // A figure changed: 7 is not claimed, and 6 is no longer stated.
    expect(translationProblems(english, [fake('cs', faithful.replace('zmizí 6', 'zmizí 7'))])).toEqual([
      'puzzles/cs/road-outnumber.json: puzzle:road-outnumber#explanation states "7", which no claim of puzzle:road-outnumber declares',
      'puzzles/cs/road-outnumber.json: puzzle:road-outnumber#explanation does not state 6, which the English states ("6")',
    ]);
    // A word for a number no claim declares, in French.
    expect(translationProblems(english, [fake('fr', `${faithful} Sept !`)])).toEqual([
      'puzzles/fr/road-outnumber.json: puzzle:road-outnumber#explanation states "Sept", which no claim of puzzle:road-outnumber declares',
    ]);
    expect(translationProblems(english, [fake('zh', faithful, 'puzzle:no-such-puzzle#explanation')])).toEqual([
      'puzzles/zh/road-outnumber.json: puzzle:no-such-puzzle#explanation names no English text',
    ]);
  });

  it('leaves "one" as a word unchecked in lessons, as in English, and checks it in puzzles', () => {
    const step = english.find((t) => t.area === 'lesson' && !/\d/.test(t.text) && !t.declared.has(1))!;
    const puzzle = english.find((t) => t.area === 'puzzle' && !t.declared.has(1) && !/\d/.test(t.text))!;
    const fake = (t: TeachingText, text: string): Translated => ({ key: t.key, lang: 'cs', text, file: 'fake.json' });
    expect(translationProblems(english, [fake(step, 'Polož jednu dlaždici.')])).toEqual([]);
    expect(translationProblems(english, [fake(puzzle, 'Polož jednu dlaždici.')])).toHaveLength(1);
  });
});

/**
 * Content in other languages (docs/i18n.md, "Content"): a lesson, the glossary,
 * the summary and a puzzle are translated as text only. Their steps, boards,
 * answers and claims stay in the English file; a translation is a file of its
 * own holding only the texts, each under a key made of the same ids:
 *
 *   src/content/translations/cs/lessons/roads.json
 *     { "title": "Cesty a lupiči", "summary": "…", "steps.road-runs.text": "…",
 *       "check.close-road.wrong.0.reason": "…", … }
 *   src/content/translations/cs/glossary.json   { "farm.term": "…", "farm.definition": "…", … }
 *   src/content/translations/cs/summary.json    { "scoring-roads.heading": "…", "scoring-roads.points.0": "…", … }
 *   puzzles/translations/cs/<puzzle id>.json    { "title": "…", "explanation": "…" }
 *
 * A key is the path to a text in the English original, with every list item that
 * has an `id` named by it (a lesson's steps, the glossary's entries, the summary's
 * sections) and other list items by their place. `textsOf` lists an original's
 * texts by key; `checkOverlay` says what a translation lacks or has too much (it
 * must give every text of the original and nothing else); `applyOverlay` makes the
 * translated copy. The claims that check a text's numbers name their text by the
 * same key, so they run on every language (tests/unit/claims.ts).
 *
 * Plain functions over plain JSON: the build, the pages and the tests share them.
 */

/** The fields that hold text a reader sees; every other field (ids, boards, answers, claims, tile letters) is left as it is. */
export const TEXT_FIELDS = new Set(['title', 'summary', 'text', 'success', 'hint', 'otherwise', 'reason', 'term', 'definition', 'heading', 'points', 'explanation', 'lead']);
/** Fields whose subtree holds no reader's text (a position's player names are names, not words); a step's `source.summary` is an id. */
const NOT_TEXT = new Set(['position', 'boards', 'claims', 'answers', 'answer', 'allowed', 'move', 'players', 'related', 'lessons', 'see', 'themes', 'glossary', 'best', 'id', 'slug']);

export type Texts = Record<string, string>;

/** A list item's name in a key: its id when it has one, else its place. */
const itemName = (item: unknown, i: number): string =>
  item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string' ? (item as { id: string }).id : String(i);

/** Every text of an original (a lesson, a puzzle, the glossary's or the summary's list), by key. */
export function textsOf(original: unknown): Texts {
  const out: Texts = {};
  const walk = (value: unknown, path: string, inText: boolean): void => {
    if (typeof value === 'string') {
      if (inText) out[path] = value;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, path ? `${path}.${itemName(item, i)}` : itemName(item, i), inText));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (NOT_TEXT.has(k) || (k === 'summary' && path.endsWith('source'))) continue;
        walk(v, path ? `${path}.${k}` : k, TEXT_FIELDS.has(k) || (inText && typeof v !== 'string'));
      }
    }
  };
  walk(original, '', false);
  return out;
}

export interface OverlayIssues {
  /** Texts of the original the translation does not give. */
  missing: string[];
  /** Keys the original has no text at (stale or mistyped). */
  unknown: string[];
  /** Keys whose translation is not a non-empty string. */
  empty: string[];
}

/** What a translation lacks or has too much, against the original's texts. */
export function checkOverlay(original: Texts, translation: unknown): OverlayIssues {
  const t = translation && typeof translation === 'object' && !Array.isArray(translation) ? (translation as Record<string, unknown>) : {};
  return {
    missing: Object.keys(original).filter((k) => !(k in t)),
    unknown: Object.keys(t).filter((k) => !(k in original)),
    empty: Object.keys(t).filter((k) => k in original && (typeof t[k] !== 'string' || !(t[k] as string).trim())),
  };
}

/** Whether a translation gives every text of the original, and only those. */
export const isComplete = (issues: OverlayIssues): boolean => !issues.missing.length && !issues.unknown.length && !issues.empty.length;

/** A copy of the original with its texts replaced by the translation's (a text it lacks stays as it was: check first). */
export function applyOverlay<T>(original: T, translation: Texts): T {
  const walk = (value: unknown, path: string, inText: boolean): unknown => {
    if (typeof value === 'string') return inText && typeof translation[path] === 'string' ? translation[path] : value;
    if (Array.isArray(value)) return value.map((item, i) => walk(item, path ? `${path}.${itemName(item, i)}` : itemName(item, i), inText));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        out[k] = NOT_TEXT.has(k) || (k === 'summary' && path.endsWith('source')) ? v : walk(v, path ? `${path}.${k}` : k, TEXT_FIELDS.has(k) || (inText && typeof v !== 'string'));
      }
      return out;
    }
    return value;
  };
  return walk(original, '', false) as T;
}

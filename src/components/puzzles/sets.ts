/**
 * Choosing puzzles: the filters of the list (theme, difficulty), the set they
 * make, the next puzzle of a set, and the daily puzzle. Pure functions over
 * the summaries the pages pass in; the chosen set travels in the address
 * (`/puzzles/<id>/?theme=roads&difficulty=2`), so "next" keeps to it.
 */
import type { Difficulty, Theme } from '../../engine/puzzle';
import type { Objective } from '../../worker/api';
import { localPath } from '../../i18n';

export type { Difficulty, Theme };

export interface PuzzleSummary {
  id: string;
  title: string;
  themes: readonly Theme[];
  difficulty: Difficulty;
  objective: Objective;
}

/** What choosing a puzzle within a set needs of each puzzle (a puzzle's page carries only this of the others). */
export type SetEntry = Pick<PuzzleSummary, 'id' | 'themes' | 'difficulty'>;

export interface Filter {
  /** Only puzzles with this theme; null for every theme. */
  theme: string | null;
  /** Only puzzles of this difficulty; null for every difficulty. */
  difficulty: number | null;
}

export const NO_FILTER: Filter = { theme: null, difficulty: null };

export function matches(p: SetEntry, f: Filter): boolean {
  return (f.theme === null || (p.themes as readonly string[]).includes(f.theme)) && (f.difficulty === null || p.difficulty === f.difficulty);
}

/** The filter an address carries (unknown values are ignored). */
export function filterFromSearch(search: string, themes: readonly string[]): Filter {
  const q = new URLSearchParams(search);
  const theme = q.get('theme');
  const difficulty = Number(q.get('difficulty'));
  return {
    theme: theme !== null && themes.includes(theme) ? theme : null,
    difficulty: [1, 2, 3].includes(difficulty) ? difficulty : null,
  };
}

/** '?theme=roads&difficulty=2', or '' for no filter. */
export function filterToSearch(f: Filter): string {
  const q = new URLSearchParams();
  if (f.theme !== null) q.set('theme', f.theme);
  if (f.difficulty !== null) q.set('difficulty', String(f.difficulty));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const puzzleHref = (id: string, f: Filter = NO_FILTER): string => localPath(`/puzzles/${id}/`) + filterToSearch(f);

/** The puzzle after `id` in the set `f` makes of `all` (collection order), or null at the end of the set. */
export function nextInSet<T extends SetEntry>(all: readonly T[], id: string, f: Filter): T | null {
  const at = all.findIndex((p) => p.id === id);
  for (let i = at + 1; i < all.length; i++) if (matches(all[i], f)) return all[i];
  return null;
}

/** Where `id` stands in its set: 1-based place and the set's size (place 0 when the puzzle is not in it). */
export function placeInSet(all: readonly SetEntry[], id: string, f: Filter): { place: number; size: number } {
  const set = all.filter((p) => matches(p, f));
  return { place: set.findIndex((p) => p.id === id) + 1, size: set.length };
}

/** The date as YYYY-MM-DD in the visitor's own time zone. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** FNV-1a over the text: the same text gives the same number everywhere (the daily puzzle's date, a hint's area). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The puzzle of the day `date` (YYYY-MM-DD): chosen from the date alone, so every visitor gets the same one. */
export function dailyPuzzle<T>(all: readonly T[], date: string): T | null {
  return all.length ? all[hash(`daily:${date}`) % all.length] : null;
}

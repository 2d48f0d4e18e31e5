/**
 * The words of a step, for the number check (tests/unit/lessons.test.ts):
 * every number written in digits in these texts must be declared by a claim.
 */
import type { Step } from './schema';

/** Numbers written in digits: "4 points", "50/100"; not "1a" (an example's name) or "20th". */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w])/g)].map((m) => Number(m[0]));
}

/** Every text a step shows: title, instruction, success, "show me", the reasons for wrong answers, labels. */
export function stepTexts(s: Step): string[] {
  const out = [s.title ?? '', s.text];
  if (s.kind !== 'explain') {
    out.push(s.success, s.hint, s.otherwise ?? '');
    for (const w of s.wrong ?? []) out.push(w.reason);
  }
  for (const m of s.marks ?? []) if (m.kind === 'label') out.push(m.text);
  return out.filter(Boolean);
}

/**
 * The pseudo-locale (src/i18n/locales.ts `pseudo`, dev builds only): English,
 * each letter accented and each vowel doubled, padded to 40 % longer, so that
 * a label too tight for a longer language (Czech and French run 10–30 % longer
 * than English) shows where it clips, and any text that does not come from the
 * dictionary stands out in plain ASCII. Placeholders `{name}` and plural forms
 * `[one]` stay as they are.
 */
const ACCENTED: Record<string, string> = {
  a: 'å', b: 'ƀ', c: 'ç', d: 'đ', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Đ', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
const VOWEL = /[aeiouAEIOU]/;

/** One piece of text (no placeholder, no plural mark) in pseudo-language. */
function accent(text: string): string {
  let out = '';
  for (const ch of text) {
    const a = ACCENTED[ch];
    out += a === undefined ? ch : VOWEL.test(ch) ? a + a.toLowerCase() : a;
  }
  return out;
}

/** One form of a message: placeholders kept, the rest accented, then padded to 140 % of the English length. */
function form(text: string): string {
  if (!text.trim()) return text;
  const out = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : accent(part)))
    .join('');
  const want = Math.ceil(text.length * 1.4);
  return out.length >= want ? out : `${out} ${'·'.repeat(Math.max(1, want - out.length - 1))}`;
}

/** A message in pseudo-language; a plural message keeps its forms (`[one]…[other]…`), each made longer. */
export function pseudoMessage(message: string): string {
  return message
    .split(/(\[(?:zero|one|two|few|many|other)\])/)
    .map((part, i) => (i % 2 ? part : form(part)))
    .join('');
}

/** A whole area of the dictionary in pseudo-language. */
export function pseudoWords<T extends Readonly<Record<string, string>>>(words: T): T {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(words)) out[k] = pseudoMessage(v);
  return out as T;
}

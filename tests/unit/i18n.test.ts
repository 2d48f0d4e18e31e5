import { describe, expect, it } from 'vitest';
import siteEn from '../../src/i18n/en';
import tilesEn from '../../src/i18n/tiles.en';
import boardEn from '../../src/i18n/board.en';
import engineEn from '../../src/i18n/engine.en';
import cliEn from '../../src/i18n/cli.en';
import learnEn from '../../src/i18n/learn.en';
import puzzlesEn from '../../src/i18n/puzzles.en';
import checkEn from '../../src/i18n/check.en';
import playgroundEn from '../../src/i18n/playground.en';
import reviewEn from '../../src/i18n/review.en';
import pagesEn from '../../src/i18n/pages.en';
import reportsEn from '../../src/i18n/reports.en';
import possibleEn from '../../src/i18n/possible.en';
import dataEn from '../../src/i18n/data.en';
import '../../src/i18n/pages';
import '../../src/i18n/check';
import '../../src/i18n/errors';
import {
  collator,
  currentLocale,
  defaultLocale,
  formatList,
  formatMessage,
  isLocale,
  localPath,
  playerLabel,
  pluralCategory,
  setLocale,
  t,
  translate,
  type MessageKey,
} from '../../src/i18n';
import { allLocales, isComplete, localeOfLang, pathIn, SHIPPED, splitPath } from '../../src/i18n/locales';
import { builtLocales, localeParams } from '../../src/i18n/built';
import { pseudoMessage } from '../../src/i18n/pseudo';

const english = [siteEn, tilesEn, boardEn, engineEn, cliEn, learnEn, puzzlesEn, checkEn, playgroundEn, reviewEn, pagesEn, reportsEn, possibleEn, dataEn];

describe('i18n', () => {
  it('has English as the default, published, and knows the site’s languages', () => {
    expect(defaultLocale).toBe('en');
    expect(SHIPPED).toContain('en');
    expect(allLocales).toEqual(['en', 'cs', 'fr', 'zh', 'pseudo']);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(currentLocale()).toBe('en');
  });

  it('writes numbers as Intl does in English, big and small, whole or not', () => {
    const intl = new Intl.NumberFormat('en');
    for (const n of [0, 7, -7, 999, -999, 1000, -1000, 12345, 123456, 1234567, -9876543, 1e15, Number.MAX_SAFE_INTEGER, 2.5, 1234.5, -0.25]) {
      expect(t('engine.summary', { types: n, tiles: 72, pennants: 10, cloisters: 6 })).toBe(`${intl.format(n)} tile types, 72 tiles, 10 pennants, 6 cloisters`);
    }
  });

  it('writes numbers as Intl does in each language', () => {
    for (const [locale, lang] of [['cs', 'cs'], ['fr', 'fr'], ['zh', 'zh-Hans']] as const) {
      expect(formatMessage(locale, '{n}', { n: 1234567.5 })).toBe(new Intl.NumberFormat(lang).format(1234567.5));
      expect(formatMessage(locale, '{n}', { n: 12 })).toBe('12');
    }
  });

  it('translates plain keys', () => {
    expect(t('nav.learn')).toBe('Learn');
    expect(translate('en', 'home.cardCta')).toBe('Open');
  });

  it('fills placeholders', () => {
    expect(t('engine.summary', { types: 24, tiles: 72, pennants: 10, cloisters: 6 })).toBe('24 tile types, 72 tiles, 10 pennants, 6 cloisters');
    expect(t('site.titleSuffix', { title: 'Learn' })).toBe('Learn · Carcassonne Tutor');
  });

  it('checks keys and placeholder names at compile time', () => {
    // @ts-expect-error -- unknown key
    expect(() => t('no.such.key')).toThrow(/no message "no.such.key"/);
    // @ts-expect-error -- missing a placeholder value
    expect(() => t('site.titleSuffix', {})).toThrow(/needs the parameter \{title\}/);
    // @ts-expect-error -- params are required for a message with placeholders
    expect(() => t('site.titleSuffix')).toThrow(/needs the parameter \{title\}/);
    // @ts-expect-error -- a plural message's count is a number
    expect(() => t('board.info.tiles', { count: 'three' })).toThrow(/needs a number \{count\}/);
  });

  it('has a non-empty English string for every key, and every placeholder is a {word}', () => {
    for (const [key, message] of Object.entries(Object.assign({}, ...english)) as [MessageKey, string][]) {
      expect(message.trim(), key).not.toBe('');
      expect(message.replace(/\{\w+\}/g, ''), `${key} has a malformed placeholder`).not.toMatch(/[{}]/);
    }
  });

  it('no area repeats another’s key, and a section’s words are there once its module is imported', async () => {
    const all = english.flatMap((d) => Object.keys(d));
    expect(new Set(all).size).toBe(all.length);
    // Only what this test file imported so far: the core, the pages and the checker. The learn section comes with its module.
    const key = Object.keys(learnEn)[0] as MessageKey;
    expect(() => translate('en', key as 'site.name')).toThrow(/no message/);
    await import('../../src/i18n/learn');
    expect(translate('en', key as 'site.name')).toBe((learnEn as Record<string, string>)[key]);
  });
});

describe('plurals, lists and order through Intl', () => {
  it('chooses a plural message’s form by Intl.PluralRules for its count', () => {
    expect(t('board.info.tiles', { count: 1 })).toBe('1 tile');
    expect(t('board.info.tiles', { count: 3 })).toBe('3 tiles');
    expect(t('board.info.tiles', { count: 0 })).toBe('0 tiles');
    expect(t('check.row.farm', { count: 1 })).toBe('farm supplying 1 completed city');
    expect(t('check.row.farm', { count: 2 })).toBe('farm supplying 2 completed cities');
    const cs = '[one]{count} město[few]{count} města[many]{count} města[other]{count} měst';
    expect([1, 2, 4, 5, 21, 1.5].map((n) => formatMessage('cs', cs, { count: n }))).toEqual(['1 město', '2 města', '4 města', '5 měst', '21 měst', '1,5 města']);
    // French counts 0 and 1 as singular, and has a form for millions ("1 000 000 de villes").
    const fr = '[one]{count} ville[many]{count} de villes[other]{count} villes';
    expect([0, 1, 2, 1e6].map((n) => formatMessage('fr', fr, { count: n }))).toEqual(['0 ville', '1 ville', '2 villes', `${new Intl.NumberFormat('fr').format(1e6)} de villes`]);
    expect(formatMessage('zh', '[other]{count} 座城市', { count: 1 })).toBe('1 座城市');
  });

  it('knows each language’s plural categories from Intl (the forms a translation must give)', () => {
    expect(new Intl.PluralRules('cs').resolvedOptions().pluralCategories.sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(new Intl.PluralRules('fr').resolvedOptions().pluralCategories.sort()).toEqual(['many', 'one', 'other']);
    expect(new Intl.PluralRules('zh-Hans').resolvedOptions().pluralCategories).toEqual(['other']);
    expect(pluralCategory('fr', 0)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
  });

  it('joins lists with Intl.ListFormat, in the site’s British English without a serial comma', () => {
    expect(formatList(['red'])).toBe('red');
    expect(formatList(['red', 'blue'])).toBe('red and blue');
    expect(formatList(['red', 'blue', 'green'])).toBe('red, blue and green');
    expect(formatList([])).toBe('');
  });

  it('shows a player named by a colour in the page’s language, any other name as written, and English as written', async () => {
    expect(t('board.toPlay', { player: 'red' })).toBe('red to play');
    expect(formatList(['Red', 'Anna'])).toBe('Red and Anna');
    await setLocale('cs');
    try {
      expect(t('board.toPlay', { player: 'Red' })).toBe('Na tahu: Červený');
      expect(t('board.toPlay', { player: 'blue' })).toBe('Na tahu: Modrý');
      expect(t('board.toPlay', { player: 'Anna' })).toBe('Na tahu: Anna');
      expect(formatList(['red', 'Anna', 'Yellow'])).toBe(new Intl.ListFormat('cs').format(['Červený', 'Anna', 'Žlutý']));
      expect(formatList(['Black'])).toBe('Černý');
      expect([playerLabel('Pink'), playerLabel('Redd'), playerLabel('green ')]).toEqual(['Růžový', 'Redd', 'Zelený']);
      // A placeholder that is not a player's keeps a colour's name as written (a colour code in an error).
      expect(t('err.bad-position.color-twice', { color: 'red', name: 'A', other: 'B' })).toContain('barvu red');
    } finally {
      await setLocale('en');
    }
  });

  it('sorts Chinese by pinyin and the other languages by their own dictionary order', () => {
    expect(['中', '张', '北', '阿'].sort(collator('zh').compare)).toEqual(['阿', '北', '张', '中']);
    expect(['chata', 'hrad', 'cesta', 'ulice'].sort(collator('cs').compare)).toEqual(['cesta', 'hrad', 'chata', 'ulice']);
    expect(['été', 'ete', 'abbaye', 'Zèbre'].sort(collator('fr').compare)).toEqual(['abbaye', 'ete', 'été', 'Zèbre']);
  });
});

describe('languages and addresses', () => {
  it('finds the language of a path and of a browser’s language tag', () => {
    expect(splitPath('/cs/learn/roads/')).toEqual(['cs', '/learn/roads/']);
    expect(splitPath('/zh/')).toEqual(['zh', '/']);
    expect(splitPath('/learn/')).toEqual(['en', '/learn/']);
    expect(splitPath('/czech/')).toEqual(['en', '/czech/']);
    expect(pathIn('zh', '/check/')).toBe('/zh/check/');
    expect(pathIn('en', '/check/')).toBe('/check/');
    expect(localPath('/learn/')).toBe('/learn/');
    expect(['cs-CZ', 'fr-CA', 'zh-CN', 'zh-Hans', 'zh-TW', 'zh-Hant-HK', 'en-US', 'de', 'en-XA'].map(localeOfLang)).toEqual(['cs', 'fr', 'zh', 'zh', undefined, undefined, 'en', undefined, 'pseudo']);
  });

  it('builds the published languages, the pseudo-locale in a test build, and those CARC_LOCALES names', () => {
    expect(builtLocales({})).toEqual(SHIPPED);
    expect(builtLocales({ CARC_DEV_PAGES: '1' })).toEqual([...SHIPPED, 'pseudo']);
    expect(builtLocales({ CARC_LOCALES: 'all' })).toEqual(allLocales);
    expect(builtLocales({ CARC_LOCALES: 'zh,cs' })).toEqual(allLocales.filter((l) => SHIPPED.includes(l) || l === 'cs' || l === 'zh'));
    expect(() => builtLocales({ CARC_LOCALES: 'de' })).toThrow(/"de" is not a language of the site/);
    expect(localeParams({ CARC_LOCALES: 'zh' })).toEqual([{ locale: undefined }, ...allLocales.filter((l) => l !== 'en' && (SHIPPED.includes(l) || l === 'zh')).map((locale) => ({ locale }))]);
  });

  it('shows a missing word of a language being translated as ⟦key⟧, and never falls back to English', async () => {
    expect(isComplete('cs')).toBe(SHIPPED.includes('cs'));
    await setLocale('cs');
    try {
      expect(t('nav.learn')).toBe('Pravidla');
      if (!isComplete('cs')) expect(t('engine.solver.run')).toBe('⟦engine.solver.run⟧');
    } finally {
      await setLocale('en');
    }
  });
});

describe('players named by their colour', () => {
  it('are shown in the page’s language wherever they are put into words, and as given in English', async () => {
    expect(t('board.toPlay', { player: 'red' })).toBe('red to play');
    expect(formatList(['Red', 'Blue'])).toBe('Red and Blue');
    expect(playerLabel('blue')).toBe('blue');
    await setLocale('fr');
    try {
      expect(t('board.toPlay', { player: 'red' })).toBe('À Rouge de jouer');
      expect(t('board.toPlay', { player: 'Blue' })).toBe('À Bleu de jouer');
      expect(formatList(['yellow', 'Red'])).toBe('Jaune et Rouge');
      expect(formatList(['pink'])).toBe('Rose');
      expect([playerLabel('Green'), playerLabel('black'), playerLabel('Anna'), playerLabel('Reddish'), playerLabel('grey')]).toEqual(['Vert', 'Noir', 'Anna', 'Reddish', 'grey']);
      // Only a whole name is a colour; numbers stay numbers.
      expect(t('lesson.playerPoints', { player: 'Red team', points: 3 })).toBe('Red team 3');
    } finally {
      await setLocale('en');
    }
  });
});

describe('the pseudo-locale', () => {
  it('is longer by 40 % or more, accented, with placeholders and plural forms kept', () => {
    for (const message of Object.values(Object.assign({}, ...english)) as string[]) {
      const p = pseudoMessage(message);
      const bare = (m: string) => m.replace(/\[(?:zero|one|two|few|many|other)\]/g, '').length;
      expect(bare(p), message).toBeGreaterThanOrEqual(Math.floor(bare(message) * 1.4));
      expect(p.match(/\{\w+\}|\[(?:zero|one|two|few|many|other)\]/g)).toEqual(message.match(/\{\w+\}|\[(?:zero|one|two|few|many|other)\]/g));
    }
    expect(pseudoMessage('Learn {n} rules')).toMatch(/^Ļééååŕñ \{n\} ŕûûļééš/);
  });
});

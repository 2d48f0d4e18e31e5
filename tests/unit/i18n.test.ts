import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
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
import { defaultLocale, isLocale, locales, t, translate, type MessageKey } from '../../src/i18n';

describe('i18n', () => {
  it('has English as the default and lists it among the locales', () => {
    expect(defaultLocale).toBe('en');
    expect(locales).toContain('en');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('xx')).toBe(false);
  });

  it('writes numbers as Intl does in English, big and small, whole or not', () => {
    const intl = new Intl.NumberFormat('en');
    for (const n of [0, 7, -7, 999, -999, 1000, -1000, 12345, 123456, 1234567, -9876543, 1e15, Number.MAX_SAFE_INTEGER, 2.5, 1234.5, -0.25]) {
      expect(t('engine.summary', { types: n, tiles: 72, pennants: 10, cloisters: 6 })).toBe(`${intl.format(n)} tile types, 72 tiles, 10 pennants, 6 cloisters`);
    }
  });

  it('translates plain keys', () => {
    expect(t('nav.learn')).toBe('Learn');
    expect(translate('en', 'locale.name')).toBe('English');
  });

  it('fills placeholders', () => {
    expect(t('engine.summary', { types: 24, tiles: 72, pennants: 10, cloisters: 6 })).toBe(
      '24 tile types, 72 tiles, 10 pennants, 6 cloisters',
    );
    expect(t('site.titleSuffix', { title: 'Learn' })).toBe('Learn · Carcassonne Tutor');
  });

  it('checks keys and placeholder names at compile time', () => {
    // @ts-expect-error -- unknown key
    expect(() => t('no.such.key')).toThrow(/no message "no.such.key"/);
    // @ts-expect-error -- missing a placeholder value
    expect(() => t('site.titleSuffix', {})).toThrow(/needs the parameter \{title\}/);
    // @ts-expect-error -- params are required for a message with placeholders
    expect(() => t('site.titleSuffix')).toThrow(/needs the parameter \{title\}/);
  });

  it('has a non-empty English string for every key, and every placeholder is a {word}', () => {
    for (const [key, message] of Object.entries({ ...en, ...cliEn, ...learnEn, ...puzzlesEn, ...checkEn, ...playgroundEn, ...reviewEn, ...pagesEn, ...reportsEn, ...possibleEn, ...dataEn }) as [MessageKey, string][]) {
      expect(message.trim(), key).not.toBe('');
      expect(message.replace(/\{\w+\}/g, ''), `${key} has a malformed placeholder`).not.toMatch(/[{}]/);
    }
  });

  it('a section’s words are there once its module is imported, and no section repeats another’s key', async () => {
    const sections = [cliEn, learnEn, puzzlesEn, checkEn, playgroundEn, reviewEn, pagesEn, reportsEn, possibleEn, dataEn].map((d) => Object.keys(d));
    const all = [Object.keys(en), ...sections].flat();
    expect(new Set(all).size).toBe(all.length);
    // Only what this test file imported so far: the core. The learn section comes with its module.
    const key = Object.keys(learnEn)[0] as MessageKey;
    await import('../../src/i18n/learn');
    expect(translate('en', key as 'site.name')).toBe((learnEn as Record<string, string>)[key]);
  });
});

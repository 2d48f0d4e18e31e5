import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import { defaultLocale, isLocale, locales, t, translate, type MessageKey } from '../../src/i18n';

describe('i18n', () => {
  it('has English as the default and lists it among the locales', () => {
    expect(defaultLocale).toBe('en');
    expect(locales).toContain('en');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('xx')).toBe(false);
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
    for (const [key, message] of Object.entries(en) as [MessageKey, string][]) {
      expect(message.trim(), key).not.toBe('');
      expect(message.replace(/\{\w+\}/g, ''), `${key} has a malformed placeholder`).not.toMatch(/[{}]/);
    }
  });
});

/** Czech: the site's own words (en.ts). */
import type { AreaWords } from './catalog';

const siteCs = {
  'common.comingSoon': 'Připravujeme',

  'engine.heading': 'Herní jádro',
  'engine.waiting': 'Herní jádro se na pozadí probouzí…',
  'engine.summary': '{types} druhů kartiček, {tiles} kartiček, {pennants} erbů, {cloisters} klášterů',
  'engine.ready': 'Herní jádro je připravené: {summary}.',
  'engine.failed': 'Herní jádro se v tomto prohlížeči nespustilo ({reason}). Stránky fungují dál, interaktivní herní plány ne.',

  'puzzles.title': 'Úlohy',
  'puzzles.heading': 'Úlohy o přiložení kartičky',

  'check.title': 'Kontrola bodů',
  'check.heading': 'Kontrola závěrečného vyhodnocení',

  'playground.title': 'Herní stůl',
  'playground.heading': 'Herní stůl',

  'engine.restarted': 'Herní jádro se zastavilo a bylo znovu spuštěno; váš herní plán zůstal beze změny.',
  'engine.callLost': 'Herní jádro se zastavilo dřív, než stihlo odpovědět, takže se nic nezměnilo. Zkuste to prosím znovu.',
  'engine.wordsLost': 'To nešlo provést ({code}) a vysvětlení se nenačetlo: zkontrolujte připojení a zkuste to znovu.',
  'engine.gaveUp': 'Herní jádro se v tomto prohlížeči opakovaně zastavuje ({reason}). Načtěte stránku znovu; váš herní plán je uložený.',
  'engine.solver.where': 'Sloupec {x}, řádek {y}, otočení: {turns}',
  'engine.solver.meeple': 'družiník: {spot}',
  'engine.solver.noMeeple': 'bez družiníka',
  'player.yellow': 'Žlutý',
  'player.red': 'Červený',
  'player.green': 'Zelený',
  'player.blue': 'Modrý',
  'player.black': 'Černý',
  'player.pink': 'Růžový',
} as const satisfies AreaWords<'site'>;

export default siteCs;

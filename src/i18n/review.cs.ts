/** Czech: the words of the playground's review of a game and of its aids at the table (review.en.ts). */
import type { AreaWords } from './catalog';

const reviewCs = {
  'game.level': 'Úroveň',
  'game.level.beginner': 'Začátečnická: rozumná, s chybami',
  'game.level.club': 'Klubová: nejlepší tah pro tuto chvíli',
  'game.level.strong': 'Silná, {seconds} s na tah',
  'aids.switch': 'Pomůcky při hře',
  'playground.logDropped': 'Záznam této hry nejde přečíst ({reason}), a tak ji nelze rozebrat.',
  'playground.logShape': 'není to záznam hry',
  'game.exported':
    '[one]Hra ({count} tah) byla uložena jako {file}.[few]Hra ({count} tahy) byla uložena jako {file}.[many]Hra ({count} tahu) byla uložena jako {file}.[other]Hra ({count} tahů) byla uložena jako {file}.',
  'game.fromLink':
    '[one]Hra z odkazu je na stole ({count} tah).[few]Hra z odkazu je na stole ({count} tahy).[many]Hra z odkazu je na stole ({count} tahu).[other]Hra z odkazu je na stole ({count} tahů).',
  'game.fromFile':
    '[one]Hra ze souboru {file} je na stole ({count} tah).[few]Hra ze souboru {file} je na stole ({count} tahy).[many]Hra ze souboru {file} je na stole ({count} tahu).[other]Hra ze souboru {file} je na stole ({count} tahů).',
  'review.onBoard': 'Herní plán ukazuje tah z rozboru: chcete-li hrát, vraťte se ke hře.',
  'game.link.parts':
    '[one]Kód hry má {count} část oddělenou „/“; kód „g1/“ obsahuje úrovně počítače, tahy a pak startovní herní plán.[few]Kód hry má {count} části oddělené „/“; kód „g1/“ obsahuje úrovně počítače, tahy a pak startovní herní plán.[many]Kód hry má {count} části oddělené „/“; kód „g1/“ obsahuje úrovně počítače, tahy a pak startovní herní plán.[other]Kód hry má {count} částí oddělených „/“; kód „g1/“ obsahuje úrovně počítače, tahy a pak startovní herní plán.',
  'game.link.levels':
    'Úrovně počítače v odkazu („{text}“) jsou poškozené (pro každého hráče má být jedno z „-“, „b“, „c“ nebo „s“).',
  'game.link.move':
    'Tah {index} v odkazu („{text}“) není kód tahu (písmeno kartičky, pak otočení 0–3, x.y a místo družiníka, nebo „x“ pro odloženou kartičku).',
  'game.link.short': 'Odkaz obsahuje víc tahů ({moves}), než je kartiček v sáčku ({tiles}).',
  'review.heading': 'Rozbor',
  'review.about':
    'Každý tah se porovná s nejlepším tahem, který ve stejné pozici najde silná úroveň (u posledních kartiček přesným hledáním): kolik tah ztratil, v bodech konečného rozdílu.',
  'review.start': 'Rozebrat hru',
  'review.again': 'Rozebrat znovu',
  'review.since':
    '[one]Od tohoto rozboru byl zahrán {count} tah.[few]Od tohoto rozboru byly zahrány {count} tahy.[many]Od tohoto rozboru bylo zahráno {count} tahu.[other]Od tohoto rozboru bylo zahráno {count} tahů.',
  'review.running': 'Rozebírám… {done} z {total} tahů',
  'review.cancel': 'Zrušit',
  'review.cancelled': 'Rozbor byl zastaven. Nic z něj nezůstalo.',
  'review.failed': 'Rozbor nejde dokončit: {reason}',
  'review.summary':
    '[one]{player}: {count} chyba (rozebráno tahů: {moves}; ztracené body: {lost}).[few]{player}: {count} chyby (rozebráno tahů: {moves}; ztracené body: {lost}).[many]{player}: {count} chyby (rozebráno tahů: {moves}; ztracené body: {lost}).[other]{player}: {count} chyb (rozebráno tahů: {moves}; ztracené body: {lost}).',
  'review.worst': 'Největší chyby',
  'review.noMistakes': 'Žádné chyby: žádný tah neztratil bod nebo víc nad rámec šumu odhadu.',
  'review.all': 'Všechny tahy',
  'review.row': '{player}, kartička {tile}',
  'review.tile': 'kartička {tile}',
  'review.loss': '−{loss}',
  'review.lossNoise': '−{loss} ± {noise}',
  'review.bestShort': 'nejlepší',
  'review.setAside': 'odložená',
  'review.skipped': 'bez rozboru',
  'review.label.best': 'nejlepší',
  'review.note':
    'Ztráty jsou v bodech konečného rozdílu (váš součet minus nejlepší součet ostatních) a odhadují se tak, že se hra se zbývajícími kartičkami mnohokrát dohraje do konce; „±“ je šum tohoto odhadu (platí v 95 % případů). Tah je chybou, jen když ztratí aspoň 1 bod a zároveň víc, než je jeho šum.',
  'review.try': 'Zkusit znovu',
  'review.trying': 'Vytvářím úlohu…',
  'review.tryNone': 'Z tohoto tahu nejde vytvořit úlohu.',
  'review.tryNotKept': 'Úlohu nešlo v tomto prohlížeči uložit, a tak ji nejde otevřít.',
  'review.prev': 'Předchozí tah',
  'review.next': 'Další tah',
  'review.toList': 'Zpět na rozbor',
  'review.toGame': 'Zpět ke hře',
  'review.banner.head': 'Tah {move} z {total}: {player} táhne kartičku {tile}.',
  'review.banner.setAside': 'Nešla nikam přiložit, a tak byla odložena.',
  'review.banner.skipped': 'Tah počítače, bez rozboru.',
  'review.banner.best': 'Zahraný tah byl nejlepší nalezený.',
  'review.banner.bestExact': 'Zahraný tah byl nejlepší možný.',
  'review.banner.mistake':
    '[one]Chyba: oproti lepšímu tahu, nakreslenému na herním plánu, ztratil {count} bod{noise}.[few]Chyba: oproti lepšímu tahu, nakreslenému na herním plánu, ztratil {count} body{noise}.[many]Chyba: oproti lepšímu tahu, nakreslenému na herním plánu, ztratil {count} bodu{noise}.[other]Chyba: oproti lepšímu tahu, nakreslenému na herním plánu, ztratil {count} bodů{noise}.',
  'review.banner.close':
    '[one]Oproti tahu nakreslenému na herním plánu ztratil {count} bod{noise}: to je v rámci šumu nebo méně než 1 bod, takže nejde o chybu.[few]Oproti tahu nakreslenému na herním plánu ztratil {count} body{noise}: to je v rámci šumu nebo méně než 1 bod, takže nejde o chybu.[many]Oproti tahu nakreslenému na herním plánu ztratil {count} bodu{noise}: to je v rámci šumu nebo méně než 1 bod, takže nejde o chybu.[other]Oproti tahu nakreslenému na herním plánu ztratil {count} bodů{noise}: to je v rámci šumu nebo méně než 1 bod, takže nejde o chybu.',
  'review.banner.noise': ' (± {noise})',
  'review.banner.values': 'Očekávaný konečný rozdíl po tomto tahu: {value}; po nejlepším: {best}.',
  'review.chart.two': 'Vedení v průběhu hry: nad prostřední čarou vede {first}, pod ní {second}. Tečky jsou chyby.',
  'review.chart.many': 'Body každého hráče v průběhu hry. Tečky jsou chyby.',
  'review.chart.endLead': 'Na konci vede {player} o {points} b.',
  'review.chart.endLevel': 'Na konci mají hráči stejně bodů.',
  'review.chart.ahead': 'vede {player}',
  'review.chart.start': 'začátek',
  'review.chart.move': 'tah {move}',
  'review.chart.final': 'konec',
  'aids.heading': 'Pomůcky při hře',
  'aids.bag': 'Ještě v sáčku',
  'aids.bagEmpty': 'Sáček je prázdný.',
  'aids.gone': 'Už nezbývá žádná: {tiles}.',
  'aids.open': 'Neuzavřené cesty, města a kláštery',
  'aids.noOpen': 'Na herním plánu není nic neuzavřeného.',
  'aids.all': 'Ukázat všechna ({count})',
  'aids.close':
    '[one]Toto území může uzavřít {count} kartička v sáčku ({tiles}): šance, že to bude ta příští, je {chance}.[few]Toto území mohou uzavřít {count} kartičky v sáčku ({tiles}): šance, že to bude ta příští, je {chance}.[many]Toto území může uzavřít {count} kartičky v sáčku ({tiles}): šance, že to bude ta příští, je {chance}.[other]Toto území může uzavřít {count} kartiček v sáčku ({tiles}): šance, že to bude ta příští, je {chance}.',
  'aids.closeNone': 'Žádná kartička v sáčku toto území jedním přiložením neuzavře.',
  'aids.percent': '{n} %',
  'aids.under1': 'méně než 1 %',
  'aids.dead': 'Pole, která nezaplní žádná kartička',
  'aids.dead0': 'Každé volné pole ještě může zaplnit některá kartička ze sáčku.',
  'aids.deadCells':
    '[one]{count} volné pole nemůže zaplnit žádná kartička, která zbývá v sáčku: na herním plánu je označené červeně.[few]{count} volná pole nemůže zaplnit žádná kartička, která zbývá v sáčku: na herním plánu jsou označená červeně.[many]{count} volného pole nemůže zaplnit žádná kartička, která zbývá v sáčku: na herním plánu je označené červeně.[other]{count} volných polí nemůže zaplnit žádná kartička, která zbývá v sáčku: na herním plánu jsou označená červeně.',
} as const satisfies AreaWords<'review'>;

export default reviewCs;

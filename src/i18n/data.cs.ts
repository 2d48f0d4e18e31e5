/** Czech: the "Your data on this device" panel (data.en.ts). */
import type { AreaWords } from './catalog';

const dataCs = {
  'data.heading': 'Vaše data v tomto zařízení',
  'data.intro':
    'Co tu děláte, se ukládá jen v tomto prohlížeči (v jeho místním úložišti), takže to tu příště najdete. Nic se nikam neposílá.',
  'data.kept': 'Uloženo teď',
  'data.nothing': 'V tomto prohlížeči zatím není nic uloženo.',
  'data.size': '{kb} kB',
  'data.damaged': 'Poškozená kopie, odložená stranou, aby se nic neztratilo ({key})',
  'data.name.playground': 'Herní plán z Herního stolu s historií tahů a kartičkou v ruce',
  'data.name.ownPuzzles': 'Vaše vlastní úlohy, vytvořené z chyb nalezených rozborem hry na Herním stole',
  'data.name.language': 'Jazyk, který jste pro tento web zvolili',
  'data.name.other': 'Jiná uložená data ({key})',
  'data.export': 'Exportovat do souboru',
  'data.exported': 'Uloženo jako {file}. Importujte ho tady, v tomto nebo jiném prohlížeči, a data se vrátí.',
  'data.import': 'Importovat ze souboru',
  'data.imported':
    '[one]Soubor {file} byl importován: obnovena {count} položka.[few]Soubor {file} byl importován: obnoveny {count} položky.[many]Soubor {file} byl importován: obnoveno {count} položky.[other]Soubor {file} byl importován: obnoveno {count} položek.',
  'data.reset': 'Smazat všechna moje data',
  'data.resetConfirm': 'Smazat vše, co si tento web v prohlížeči uložil? Pokud to můžete chtít zpět, nejdřív exportujte soubor.',
  'data.resetYes': 'Ano, smazat',
  'data.cancel': 'Zrušit',
  'data.cancelled': 'Nic se nezměnilo.',
  'data.importConfirm':
    '[one]Soubor {file} obsahuje {count} položku. Import nahradí, co je uloženo teď; pokud to můžete chtít zpět, nejdřív exportujte soubor.[few]Soubor {file} obsahuje {count} položky. Import nahradí, co je uloženo teď; pokud to můžete chtít zpět, nejdřív exportujte soubor.[many]Soubor {file} obsahuje {count} položky. Import nahradí, co je uloženo teď; pokud to můžete chtít zpět, nejdřív exportujte soubor.[other]Soubor {file} obsahuje {count} položek. Import nahradí, co je uloženo teď; pokud to můžete chtít zpět, nejdřív exportujte soubor.',
  'data.importYes': 'Ano, nahradit',
  'data.resetDone': 'Vše, co si tento web v prohlížeči uložil, bylo smazáno.',
  'data.unavailable': 'Tento prohlížeč webu nedovolí ukládat data (anonymní režim nebo vypnuté úložiště), takže se nic neukládá.',
  'data.failed': 'Nepodařilo se to: {reason}',
  'data.noScript': 'Tento panel potřebuje JavaScript.',
  'data.badFile': 'Soubor {file} se neimportoval a nic se nezměnilo: {reason}',
  'data.bad.json': 'není to soubor JSON ({detail}).',
  'data.bad.notExport': 'není to datový soubor Carcassonne Tutor (chybí mu značka „carcassonne-tutor“).',
  'data.bad.version': 'vytvořila ho novější verze webu (formát {version}); tato čte formát {supported}.',
  'data.bad.items': 'jeho „items“ nejsou seznam uložených položek (položka {index} je chybná).',
  'data.bad.key': 'položka {index} má klíč „{key}“, který nepatří k tomuto webu.',
  'data.bad.tooBig': 'má {kb} kB, víc než {max} kB, které datový soubor smí mít.',
  'data.bad.blocked': 'poškozenou kopii {key} nešlo odložit stranou, takže se nepřepsala.',
  'data.bad.full': 'prohlížeč ji odmítl uložit ({detail}); původní stav byl vrácen.',
} as const satisfies AreaWords<'data'>;

export default dataCs;

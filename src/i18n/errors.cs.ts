/**
 * Czech: the engine's errors (errors.en.ts), put together by words.ts; the rest of the engine's vocabulary is in
 * engine.cs.ts. Phrases that are put into other sentences are in the nominative and stand after a colon or in
 * brackets, so that Czech cases never depend on the word put in.
 */
import type { AreaWords } from './catalog';

const errorsCs = {
  // ----- places in a position file (errors.ts Where)
  'where.position': 'pozice',
  'where.item': '{noun} {index}',
  'where.noun.tiles': 'kartička',
  'where.noun.meeples': 'družiník',
  'where.noun.players': 'hráč',
  'where.noun.remaining': 'zbývající kartička',
  'where.noun.moves': 'tah',
  'where.noun.other': 'položka',
  'where.game': 'hra',
  'where.tile': 'Kartička {index} na poli {at}',
  'where.tileNamed': 'Kartička {index} ({tile} na poli {at})',
  'where.meeple': 'Družiník {index} ({player} na poli {at})',
  'where.player': 'Hráč {index}',
  'where.located': '{where}: {sentence}',
  'where.in': 'V části {where}: {sentence}',

  // ----- what the schema expected and found
  'schema.Object': 'objekt',
  'schema.Array': 'seznam',
  'schema.number': 'číslo',
  'schema.string': 'text',
  'schema.boolean': 'true nebo false',
  'schema.or': ' nebo ',
  'schema.somethingElse': 'něco jiného',
  'schema.missing': '{field} chybí.',
  'schema.unknownField': '{field} sem jako pole nepatří.',
  'schema.type': 'očekáváno: {expected}, nalezeno: {found}.',
  'schema.check.whole': 'musí být celé číslo.',
  'schema.check.min': 'musí být nejméně {limit}.',
  'schema.check.max': 'smí být nejvýš {limit}.',
  'schema.check.format': 'formát musí být „{format}“.',
  'schema.check.name-empty': 'jméno hráče nesmí být prázdné.',
  'schema.check.name-long': 'jméno hráče smí mít nejvýš {limit} znaků.',
  'schema.check.name-reserved': 'toto slovo nemůže být jménem hráče.',
  'schema.check.players-few': 'musí tu být aspoň jeden hráč.',
  'schema.check.players-many': 'hráčů smí být nejvýš {limit}.',
  'schema.check.tiles-many': 'základní hra má jen {limit} kartiček.',
  'schema.check.meeples-many': 'příliš mnoho družiníků.',
  'schema.check.score-whole': 'počet bodů musí být celé číslo.',
  'schema.check.score-negative': 'počet bodů nesmí být záporný.',
  'schema.check.score-max': 'počet bodů smí být nejvýš {limit}.',
  'schema.check.game-format': 'formát musí být „carcassonne-game/1“.',
  'schema.check.moves-many': 'hra má nejvýš {limit} tahů, jeden za každou kartičku z krabice.',

  // ----- errors: reading a position
  'err.bad-json.not-text': 'Pozice musí být zadaná jako text JSON, ne jako {found}.',
  'err.bad-json.syntax': 'Toto není platný JSON: {detail}',
  'err.too-large': 'Tato pozice má {kb} kB; pozice smí mít nejvýš {maxKb} kB.',
  'err.bad-position.not-object': 'Pozice musí být objekt JSON s poli „format“, „players“ a „tiles“, ne {found}.',
  'err.bad-position.too-many.tiles': 'V poli „tiles“: kartiček je {count}, ale základní hra jich má jen {max}.',
  'err.bad-position.too-many.meeples': 'V poli „meeples“: družiníků je {count}, víc, než může mít jakákoli hra.',
  'err.bad-position.too-many.players': 'V poli „players“: hráčů je {count}, ale hra jich má nejvýš {max}.',
  'err.bad-position.too-many.remaining': 'V poli „remaining“: zbývá {count} kartiček, ale základní hra jich má jen {max}.',
  'err.bad-position.too-many.scores': 'V poli „scores“: položek je víc než {max}, ale hra má nejvýš {max} hráčů.',
  'err.bad-position.name-twice': 'jméno {name} je použité dvakrát.',
  'err.bad-position.no-tiles': 'Na herním plánu nejsou žádné kartičky: pozice potřebuje aspoň jednu.',
  'err.bad-position.not-a-player': '{name} není žádný z hráčů ({players}).',
  'err.bad-position.meeple-on-tile': 'na této kartičce už stojí družiník {other} a na kartičku se vždy dostane jen jeden družiník.',
  'err.bad-position.two-scores': 'V poli „scores“: {name} má dva počty bodů ({key} je ten druhý).',
  'err.bad-position.two-colors': 'V poli „colors“: {name} má dvě barvy ({key} je ta druhá).',
  'err.bad-position.not-a-color': '{color} není barva hráče (yellow, red, green, blue, black nebo pink).',
  'err.bad-position.color-twice': 'V poli „colors“: {other} i {name} mají barvu {color}.',
  'err.bad-position.too-many.colors': 'V poli „colors“: položek je víc než {max}, ale hra má nejvýš {max} hráčů.',
  'err.bad-position.cause': 'Pozice není platná: {sentence}',

  // ----- errors: game records (carcassonne-game/1)
  'err.bad-game.not-object': 'Záznam hry musí být objekt JSON s poli „format“, „players“ a „moves“, ne {found}.',
  'err.bad-game.too-many': 'V poli „moves“: tahů je {count}, ale hra jich má nejvýš {max}, jeden za každou kartičku z krabice.',
  'err.bad-game.position': 'Hráči, pravidla a začátek hry: {sentence}',
  'err.bad-game.not-a-player': 'V poli „computer“: {name} není žádný z hráčů ({players}).',
  'err.bad-game.move': 'Tah {move} ({player}, kartička {tile}): {sentence}',
  'err.bad-game.not-in-bag': 'Tah {move}: v sáčku tou dobou už žádná kartička {tile} nezbývá (zbývá v něm kartiček: {left}).',
  'err.bad-game.not-in-bag.empty': 'Tah {move}: sáček je tou dobou prázdný, takže hra před tímto tahem skončila.',
  'err.bad-game.fits': 'Tah {move}: kartička {tile} je odložená, jako by nešla nikam přiložit, ale na herní plán ji přiložit lze.',
  'err.bad-game.discarded-placed': 'Tah {move}: odložená kartička nemá žádné místo, ale tento tah uvádí i „{field}“.',

  // ----- errors: share links
  'err.bad-link.no-code': 'Odkaz neobsahuje žádný kód herního plánu.',
  'err.bad-link.too-long': 'Kód herního plánu v tomto odkazu má {length} znaků; nejdelší, jaký herní plán potřebuje, má {max}.',
  'err.bad-link.version':
    'Odkaz neobsahuje kód herního plánu, který by tento web znal (má začínat „c2/“ nebo „c3/“, u staršího odkazu „c1/“).',
  'err.bad-link.parts': '[one]Kód herního plánu má {count} část oddělenou „/“; kód „{version}/“ jich má {expected}.[few]Kód herního plánu má {count} části oddělené „/“; kód „{version}/“ jich má {expected}.[many]Kód herního plánu má {count} části oddělené „/“; kód „{version}/“ jich má {expected}.[other]Kód herního plánu má {count} částí oddělených „/“; kód „{version}/“ jich má {expected}.',
  'err.bad-link.name': 'Jméno hráče „{text}“ v odkazu je poškozené.',
  'err.bad-link.tile': 'Kartička {index} v odkazu, „{text}“, není kód kartičky (písmeno A–X, otočení 0–3, pak x.y).',
  'err.bad-link.meeple': 'Družiník {index} v odkazu, „{text}“, není kód družiníka (číslo hráče, místo, pak x.y).',
  'err.bad-link.meeple-player':
    '[one]Družiník {index} v odkazu patří hráči {player}, ale hráč je jen {count}.[few]Družiník {index} v odkazu patří hráči {player}, ale hráči jsou jen {count}.[many]Družiník {index} v odkazu patří hráči {player}, ale hráčů je jen {count}.[other]Družiník {index} v odkazu patří hráči {player}, ale hráčů je jen {count}.',
  'err.bad-link.too-many-scores': 'Odkaz má víc počtů bodů než hráčů.',
  'err.bad-link.score': 'Počet bodů hráče {index} v odkazu, „{text}“, není celé číslo.',
  'err.bad-link.to-play': 'Hráč na tahu v odkazu není žádný z hráčů.',
  'err.bad-link.rules': 'Volby pravidel v odkazu, „{text}“, jsou poškozené.',
  'err.bad-link.colors': 'Barvy hráčů v odkazu, „{text}“, jsou poškozené.',
  'err.bad-link.hand':
    'Kartičky v ruce a ty, které teprve přijdou, jsou v odkazu („{text}“) poškozené (písmena kartiček A–X, pak „r“ nebo nic podle tahání).',

  // ----- errors: tiles and rotations
  'err.unknown-tile': '{tile} není kartička základní hry (písmena jsou A až X).',
  'err.bad-rotation': 'Otočení musí být 0, 1, 2 nebo 3 čtvrtotáčky, ne {rot}.',
  'err.bad-rotation.in-file': 'rot musí být 0, 1, 2 nebo 3 čtvrtotáčky, ne {rot}.',

  // ----- errors: placing a tile
  'err.occupied': 'Na poli {at} už leží kartička ({ntile}).',
  'err.occupied.in-file': 'na tomto poli už leží kartička {other}.',
  'err.not-adjacent':
    'Pole {at} se žádnou stranou nedotýká jiné kartičky. Nová kartička musí mít aspoň jednu celou stranu společnou s kartičkou, která už na herním plánu leží; dotyk jen rohem nestačí.',
  'err.edge-mismatch':
    'Na {side} straně této kartičky je {edge}, ale dotýkala by se {nside} strany kartičky {ntile} na poli {nat}, kde je {nedge}. Dotýkající se strany musí navazovat: město na město, cesta na cestu, louka na louku.',
  'err.edge-mismatch.in-file': 'na její {side} straně je {edge}, ale na {nside} straně kartičky {other} ({ntile} na poli {nat}) je {nedge}.',
  'err.no-tile-left':
    '[one]Jediná kartička {tile} už leží na herním plánu.[few]Všechny {count} kartičky {tile} už leží na herním plánu.[many]Všech {count} kartiček {tile} už leží na herním plánu.[other]Všech {count} kartiček {tile} už leží na herním plánu.',
  'err.board-full': 'Všechny kartičky hry už leží na herním plánu.',
  'err.too-many-tiles':
    '[one]hra má jen {count} kartičku typu {tile} a tohle je {nth}. z nich.[few]hra má jen {count} kartičky typu {tile} a tohle je {nth}. z nich.[many]hra má jen {count} kartičky typu {tile} a tohle je {nth}. z nich.[other]hra má jen {count} kartiček typu {tile} a tohle je {nth}. z nich.',
  'err.too-many-tiles.box':
    '[one]hra má jen {count} kartičku typu {tile}, ale tato pozice jich počítá víc: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.[few]hra má jen {count} kartičky typu {tile}, ale tato pozice jich počítá víc: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.[many]hra má jen {count} kartičky typu {tile}, ale tato pozice jich počítá víc: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.[other]hra má jen {count} kartiček typu {tile}, ale tato pozice jich počítá víc: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.',
  'err.not-connected': '{where} není spojená s kartičkou 1: každá kartička se musí ostatních dotýkat stranou.',

  // ----- errors: placing a meeple
  'err.no-such-spot.not-a-spot':
    '{spot} není název místa. Pro cestu nebo město použijte N, E, S nebo W, pro klášter C, pro louku polovinu strany, například NW nebo ES.',
  'err.no-such-spot.not-a-spot.in-file': '{spot} není název místa (použijte N, E, S, W, C nebo polovinu strany, například NW nebo ES).',
  'err.no-such-spot.no-cloister': 'Tato kartička {tile} nemá klášter.',
  'err.no-such-spot.no-side': 'Tato kartička {tile} v tomto otočení nemá cestu ani město, které by vedlo doprostřed její {side} strany.',
  'err.no-such-spot.no-field': 'Tato kartička {tile} v tomto otočení nemá na tomto místě louku: {spot}.',
  'err.no-such-spot.open': '{sentence} Volná místa tady: {spots}.',
  'err.no-such-spot.none-open': '{sentence} Žádné místo na ní není pro družiníka volné.',
  'err.no-such-spot.no-tile': 'na tomto poli neleží žádná kartička.',
  'err.no-such-spot.no-feature': 'Na místě {spot} kartičky na poli {at} není žádné území.',
  'err.feature-occupied':
    'Toto území ({kind}) by se spojilo s územím, na kterém už stojí družiník ({holders}). Družiníka smíte postavit jen na území, které ještě nikdo neobsadil, ať ten druhý družiník stojí jakkoli daleko – i kdyby byl váš.',
  'err.feature-occupied.holder': '{player} na poli {at}, {spot}',
  'err.feature-occupied.holderSep': '; ',
  'err.feature-occupied.nobody': 'někde na něm',
  'err.no-meeple-left':
    '[one]{player} už nemá v zásobě žádného družiníka: jediný stojí na herním plánu. Družiníci se vracejí, když je jejich území uzavřeno a vyhodnoceno.[few]{player} už nemá v zásobě žádného družiníka: všichni {count} jsou na herním plánu. Družiníci se vracejí, když je jejich území uzavřeno a vyhodnoceno.[many]{player} už nemá v zásobě žádného družiníka: všech {count} je na herním plánu. Družiníci se vracejí, když je jejich území uzavřeno a vyhodnoceno.[other]{player} už nemá v zásobě žádného družiníka: všech {count} je na herním plánu. Družiníci se vracejí, když je jejich území uzavřeno a vyhodnoceno.',
  'err.no-meeple-left.in-file':
    '[one]{player} má jen {count} družiníka.[few]{player} má jen {count} družiníky.[many]{player} má jen {count} družiníka.[other]{player} má jen {count} družiníků.',
  'err.farmers-off': 'V této hře se nehraje se sedláky, takže družiník nemůže na louku.',
  'err.farmers-off.in-file': 'v této hře se nehraje se sedláky, takže na louce nesmí stát žádný družiník.',

  // ----- errors: the worker's arguments and runs
  'err.argument': '{expected}, ne {found}.',
  'err.argument.cell': 'Pole musí být celá čísla, ne ({x}, {y}): {argument} je {found}.',
  'arg.tile': 'Kartička musí být písmeno od A do X',
  'arg.move': 'Tah musí být objekt s poli „tile“, „x“, „y“ a „rot“',
  'arg.move.tile': 'V tahu musí být „tile“ písmeno kartičky od A do X',
  'arg.move.x': 'V tahu musí být „x“ celé číslo',
  'arg.move.y': 'V tahu musí být „y“ celé číslo',
  'arg.move.rot': 'V tahu musí být „rot“ 0, 1, 2 nebo 3 čtvrtotáčky',
  'arg.move.meeple': 'V tahu musí být „meeple“ název místa, například N, C nebo NW (nebo nic, když se družiník nestaví)',
  'arg.x': 'x musí být celé číslo',
  'arg.y': 'y musí být celé číslo',
  'arg.spot': 'Místo musí být název místa, například N, C nebo NW',
  'arg.objective': 'Cíl musí být „points“, „final“ nebo „endgame“',
  'arg.level': 'Úroveň musí být „beginner“, „club“ nebo „strong“',
  'arg.seed': 'Semínko musí být celé číslo od 0 do 4294967295',
  'arg.playouts': 'playouts musí být celé číslo od 1 do {max}',
  'arg.options': 'Volby řazení musí být objekt, například „timeLimitMs: 5000“',
  'arg.timeLimitMs': 'timeLimitMs musí být počet milisekund větší než 0',
  'arg.limit': 'limit musí být celé číslo od 1 do {max}',
  'arg.id': 'id musí být krátký text (1 až 100 znaků)',
  'arg.slowdownMs': 'slowdownMs musí být počet milisekund od 0 do 2000',
  'arg.holdMs': 'holdMs musí být počet milisekund od 0 do 30000',
  'arg.onProgress': 'Zpětné volání průběhu musí být funkce',
  'arg.cancel': 'Výpočet, který se má zrušit, musí být určen svým id (krátkým textem)',
  'arg.at': 'Tah, ke kterému se má záznam přehrát, musí být celé číslo od 0 do {max}',
  'arg.settings': 'Nastavení rozboru musí být objekt celých čísel (nejvýš {max})',
  'arg.seats': 'Místa k rozboru musí být seznam čísel míst od 0 do {max}',
  'err.bad-move.cell': 'Pole musí být celá čísla, ne {at}.',
  'err.bad-option.unknown-option': '{option} není volba řazení (použijte {known}).',
  'err.cancelled': 'Řazení bylo zrušeno dřív, než doběhlo.',
  'err.internal': 'Herní jádro selhalo ve volání {call}: {detail}',
  'err.engine-stopped': 'Herní jádro se zastavilo dřív, než stihlo odpovědět ({reason}).',
} as const satisfies AreaWords<'errors'>;

export default errorsCs;

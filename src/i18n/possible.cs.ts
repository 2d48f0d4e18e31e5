/** Czech: why a position could not arise in a game (possible.en.ts): `carc possible` and the content tests. */
import type { AreaWords } from './catalog';

const possibleCs = {
  'impossible.too-many-tiles':
    '[one]krabice obsahuje jen {count} kartičku {tile}, ale na herním plánu jich je {onBoard}.[few]krabice obsahuje {count} kartičky {tile}, ale na herním plánu jich je {onBoard}.[many]krabice obsahuje {count} kartičky {tile}, ale na herním plánu jich je {onBoard}.[other]krabice obsahuje {count} kartiček {tile}, ale na herním plánu jich je {onBoard}.',
  'impossible.too-many-tiles.hand':
    '[one]krabice obsahuje jen {count} kartičku {tile}, ale tato pozice jich počítá {total}: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.[few]krabice obsahuje {count} kartičky {tile}, ale tato pozice jich počítá {total}: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.[many]krabice obsahuje {count} kartičky {tile}, ale tato pozice jich počítá {total}: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.[other]krabice obsahuje {count} kartiček {tile}, ale tato pozice jich počítá {total}: {onBoard} na herním plánu, {inHand} v ruce a {remaining} ještě přijde.',
  'impossible.too-many-meeples': '{player} má na herním plánu družiníků: {onBoard}, ale vlastní jen {count}.',
  'impossible.meeples-on-tile':
    'druhý družiník na této kartičce (družiník {other} už tu stojí): kartička dostane nejvýš jednoho družiníka, a to když se přikládá.',
  'impossible.farmers-off': 'sedlák, ale tato hra se hraje bez sedláků.',
  'impossible.no-start-tile':
    'Na herním plánu není žádná kartička {tile}: každá hra začíná startovní kartičkou, což je {tile}, a ta na stole zůstává.',
  'impossible.meeple-on-start-tile':
    'stojí na startovní kartičce. Startovní kartičku nikdo nepřikládá, a tak na ni nikdo nemohl postavit družiníka.',
  'impossible.meeple-on-start-tile.several':
    'stojí na kartičce {tile} a na každé z kartiček {tile} na herním plánu ({starts}) stojí družiník. Jedna z nich je startovní kartička, kterou nikdo nepřikládá, a tak na ní žádný družiník stát nemohl.',
  'impossible.meeple-on-completed':
    'stojí na uzavřeném území ({feature}): uzavřené území ({kind}) se vyhodnotí hned a jeho družiníci se vracejí, i v posledním tahu.',
  'impossible.meeples-joined.touching':
    'sdílí území ({kind}) s družiníkem {other} ({player} na poli {at}) a jejich kartičky se dotýkají tam, kde toto území přechází z jedné na druhou: ta, která byla přiložena později, se připojila k území, které už bylo obsazené.',
  'impossible.meeples-joined.start-tile':
    'sdílí území ({kind}) s družiníkem {other} ({player} na poli {at}) přes startovní kartičku na poli {start}, která ležela na stole dřív než obě: ta, která byla přiložena později, se připojila k území, které už bylo obsazené.',
  'impossible.too-few-turns':
    '{player} má na herním plánu {meeples}, ale když je teď na tahu {toPlay} a hráči se střídají, připadá na hráče {player} z kartiček přiložených po startovní kartičce: {turns}. A družiník se staví jen na kartičku, kterou jeho majitel přiložil.',
  'impossible.unreachable-score.none':
    'Hráč {player} má na počítadle {score}, ale na herním plánu není nic uzavřeného: během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, a uzavřené území zůstává na herním plánu.',
  'impossible.unreachable-score.noTurn':
    'Hráč {player} má na počítadle {score}, ale družiníci na herním plánu spotřebují všechny kartičky, na které mohl hráč {player} postavit družiníka (na každou jednoho, při přiložení), takže nikdy neobsadil žádnou uzavřenou cestu, město ani klášter: během hry přinášejí body jen ty, když se uzavřou.',
  'impossible.unreachable-score':
    '[one]Hráč {player} má na počítadle {score}, ale jediné uzavřené území (cesta, město či klášter) na herním plánu tolik nevynese: během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.[few]Hráč {player} má na počítadle {score}, ale žádný výběr ze {count} uzavřených cest, měst a klášterů na herním plánu nedá dohromady tolik: během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.[many]Hráč {player} má na počítadle {score}, ale žádný výběr z {count} uzavřeného území na herním plánu nedá dohromady tolik: během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.[other]Hráč {player} má na počítadle {score}, ale žádný výběr z {count} uzavřených cest, měst a klášterů na herním plánu nedá dohromady tolik: během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.',
  'impossible.unreachable-score.fewer':
    '[one]{player} má {score} bodů, ale žádné z uzavřených území na herním plánu ({completed}) tolik samo nedává a hráč {player} mohl obsadit jen jedno: území se obsazuje družiníkem postaveným na kartičku při jejím přiložení a kromě kartiček, na kterých teď družiníci stojí, mohl hráč {player} postavit družiníka nejvýš na {count} kartičku. Během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.[few]{player} má {score} bodů, ale žádný výběr nejvýš {count} z uzavřených území na herním plánu ({completed}) nedá dohromady tolik: území se obsazuje družiníkem postaveným na kartičku při jejím přiložení a kromě kartiček, na kterých teď družiníci stojí, mohl hráč {player} postavit družiníka nejvýš na {count} kartičky. Během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.[many]{player} má {score} bodů, ale žádný výběr nejvýš {count} z uzavřených území na herním plánu ({completed}) nedá dohromady tolik: území se obsazuje družiníkem postaveným na kartičku při jejím přiložení a kromě kartiček, na kterých teď družiníci stojí, mohl hráč {player} postavit družiníka nejvýš na {count} kartičky. Během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.[other]{player} má {score} bodů, ale žádný výběr nejvýš {count} z uzavřených území na herním plánu ({completed}) nedá dohromady tolik: území se obsazuje družiníkem postaveným na kartičku při jejím přiložení a kromě kartiček, na kterých teď družiníci stojí, mohl hráč {player} postavit družiníka nejvýš na {count} kartiček. Během hry přinášejí body jen cesty, města a kláštery, když se uzavřou, každé svým majitelům jednou, a uzavřené území zůstává na herním plánu.',
  'impossible.no-order':
    'Od startovní kartičky na poli {start} neexistuje pořadí přikládání těchto kartiček, při kterém by každý družiník mohl být postaven na cestu, město, louku nebo klášter, které v tu chvíli nikdo neobsadil.',
  'impossible.turn-order':
    'Od startovní kartičky na poli {start} lze kartičky přiložit tak, aby každý družiník našel svou cestu, město, louku nebo klášter volné, ale ne po tazích: když je teď na tahu {toPlay}, žádné pořadí nedovolí, aby každý hráč stavěl družiníky jen na kartičky, které sám přiložil.',
  'impossible.turn-order.anyone':
    'Od startovní kartičky na poli {start} lze kartičky přiložit tak, aby každý družiník našel svou cestu, město, louku nebo klášter volné, ale ne po tazích: ať začínal kdokoli, žádné pořadí nedovolí, aby každý hráč stavěl družiníky jen na kartičky, které sám přiložil.',
  'impossible.meeples': '[one]{count} družiníka[few]{count} družiníky[many]{count} družiníka[other]{count} družiníků',
  'impossible.tiles': 'jen {count}',
  'impossible.tiles0': 'žádná',
} as const satisfies AreaWords<'possible'>;

export default possibleCs;

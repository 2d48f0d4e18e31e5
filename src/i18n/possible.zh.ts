/** Simplified Chinese: why a position could not arise in a game (possible.en.ts). */
import type { AreaWords } from './catalog';

const possibleZh = {
  'impossible.too-many-tiles': '[other]盒中只有 {count} 块 {tile} 板块，但棋盘上有 {onBoard} 块。',
  'impossible.too-many-tiles.hand': '[other]盒中只有 {count} 块 {tile} 板块，但这个局面算出 {total} 块：棋盘上 {onBoard} 块，手中 {inHand} 块，待抽 {remaining} 块。',
  'impossible.too-many-meeples': '{player}在棋盘上有 {onBoard} 个米宝，但总共只有 {count} 个。',
  'impossible.meeples-on-tile': '这块板块上有第二个米宝（米宝 {other} 已经在上面了）：一块板块只在放下时接收米宝，最多 1 个。',
  'impossible.farmers-off': '一个农民，但这局游戏不使用农民。',
  'impossible.no-start-tile': '棋盘上没有 {tile} 板块：每局游戏都从起始板块（一块 {tile}）开始，它会一直留在桌上。',
  'impossible.meeple-on-start-tile': '它站在起始板块上。起始板块不是由玩家放下的，所以没有人能在上面放米宝。',
  'impossible.meeple-on-start-tile.several':
    '它站在一块 {tile} 板块上，而棋盘上全部 {starts} 块 {tile} 板块上都有米宝。其中一块是起始板块，它不是由玩家放下的，所以上面不可能有米宝。',
  'impossible.meeple-on-completed': '它站在{feature}上，而这个区域已经完成：完成的{kind}会立即计分并收回米宝，最后一个回合也一样。',
  'impossible.meeples-joined.touching':
    '它和米宝 {other}（{player}，位于 {at}）在同一个{kind}区域上，而它们的板块恰好在这个{kind}区域跨越的地方相接：后放下的那一块，连上的是一个已被占据的{kind}区域。',
  'impossible.meeples-joined.start-tile':
    '它通过 {start} 处的起始板块，和米宝 {other}（{player}，位于 {at}）在同一个{kind}区域上，而起始板块比它们都先在桌上：后放下的那一块，连上的是一个已被占据的{kind}区域。',
  'impossible.too-few-turns':
    '{player}在棋盘上有 {meeples}，但现在轮到{toPlay}，玩家们轮流行动，所以{player}在起始板块之后放下的板块{turns}，而米宝只能放在自己放下的板块上。',
  'impossible.unreachable-score.none':
    '{player}有 {score} 分，但棋盘上没有任何已完成的区域：游戏过程中，分数只来自完成时的道路、城市和修道院，而完成的区域会留在棋盘上。',
  'impossible.unreachable-score.noTurn':
    '{player}有 {score} 分，但棋盘上的米宝用完了{player}可能放过米宝的每一块板块（每块一个，在放下时），所以{player}从未占据过完成的道路、城市或修道院：游戏过程中，分数只来自这些区域完成之时。',
  'impossible.unreachable-score':
    '[other]{player}有 {score} 分，但在棋盘上 {count} 个已完成的道路、城市和修道院中，怎么组合都凑不出这个分数：游戏过程中，分数只来自完成时的道路、城市和修道院，每个只给占据者计分一次，而完成的区域会留在棋盘上。',
  'impossible.unreachable-score.fewer':
    '[other]{player}有 {score} 分，但在棋盘上 {completed} 个已完成的道路、城市和修道院中，最多选 {count} 个也凑不出这个分数：占据区域要在板块放下时放上米宝，而除了现在有米宝的板块，{player}最多只能在 {count} 块板块上放过米宝。游戏过程中，分数只来自完成时的道路、城市和修道院，每个只给占据者计分一次，而完成的区域会留在棋盘上。',
  'impossible.no-order':
    '从 {start} 处的起始板块出发，没有任何放置这些板块的顺序，能让每个米宝在放下时都落在当时无人占据的道路、城市、农场或修道院上。',
  'impossible.turn-order':
    '从 {start} 处的起始板块出发，这些板块可以按某种顺序放下，让每个米宝都落在空闲的道路、城市、农场或修道院上，但无法轮流进行：现在轮到{toPlay}，没有任何顺序能让每位玩家只在自己放下的板块上放米宝。',
  'impossible.turn-order.anyone':
    '从 {start} 处的起始板块出发，这些板块可以按某种顺序放下，让每个米宝都落在空闲的道路、城市、农场或修道院上，但无法轮流进行：不管谁先走，都没有任何顺序能让每位玩家只在自己放下的板块上放米宝。',
  'impossible.meeples': '[other]{count} 个米宝',
  'impossible.tiles': '只有 {count} 块',
  'impossible.tiles0': '一块也没有',
} as const satisfies AreaWords<'possible'>;

export default possibleZh;

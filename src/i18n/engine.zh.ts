/**
 * Simplified Chinese: the engine's vocabulary (engine.en.ts): features, spots, sides and the
 * solver's reasons (the error sentences are in errors.zh.ts).
 */
import type { AreaWords } from './catalog';

const engineZh = {
  // ----- values found where something else was expected (errors.ts Found)
  'found.null': 'null',
  'found.nothing': '空值',
  'found.nan': 'NaN（不是数字）',
  'found.function': '一个函数',
  'found.object': '一个对象',
  'found.text': '文本“{text}”',
  'found.longText': '文本“{text}…”（共 {length} 个字符）',
  'found.number': '数字 {value}',
  'found.boolean': '{value}',
  'found.list': '[other]含 {count} 项的列表',
  'found.other': '一个 {type}',

  // ----- text from the input, quoted
  'quote.short': '“{text}”',
  'quote.long': '“{text}…”（共 {length} 个字符）',
  'list.sep': '，',
  'labelled': '{label}：{text}',
  'at': '({x}, {y})',

  // ----- notes about a legal but unusual position
  'warning.meeple-on-finished-feature':
    '{at} 处的米宝站在一个已完成的区域上；在实际游戏中它早已计分并回到储备。这里按已完成计分。',

  // ----- the score checker's warnings (errors.ts CheckWarning)

  // ----- sides, edges, spots and kinds
  'side.N': '北',
  'side.E': '东',
  'side.S': '南',
  'side.W': '西',
  'edge.C': '城市',
  'edge.R': '道路',
  'edge.F': '农场',
  'edge.none': '空',
  'spot.N': '北边',
  'spot.E': '东边',
  'spot.S': '南边',
  'spot.W': '西边',
  'spot.C': '修道院',
  'spot.NW': '北边的西半段',
  'spot.NE': '北边的东半段',
  'spot.EN': '东边的北半段',
  'spot.ES': '东边的南半段',
  'spot.SE': '南边的东半段',
  'spot.SW': '南边的西半段',
  'spot.WS': '西边的南半段',
  'spot.WN': '西边的北半段',
  'kind.city': '城市',
  'kind.road': '道路',
  'kind.cloister': '修道院',
  'kind.farm': '农场',
  'kind.field': '农场',

  // ----- features
  'feature.city': '[other]一座 {count} 块板块的城市',
  'feature.road': '[other]一条 {count} 块板块的道路',
  'feature.cloister': '一座修道院',
  'feature.farm': '一片农场',
  'feature.withPennants': '[other]{feature}（带 {count} 个盾徽）',
  'feature.the.city': '这座城市',
  'feature.the.road': '这条道路',
  'feature.the.cloister': '这座修道院',
  'feature.the.farm': '这片农场',
  'feature.several.city': '几座城市',
  'feature.several.road': '几条道路',
  'feature.several.cloister': '几座修道院',
  'feature.several.farm': '几片农场',

  // ----- the solver's reasons (WhyPart)
  'why.now': '立即因{feature}得 {points} 分',
  'why.endGain': '终局时{feature}：+{points} 分',
  'why.endLoss': '终局时{feature}：−{points} 分',
  'why.rival': '{player}得 {points} 分',
  'why.none': '不得分也不失分',
  'why.sep': '；',
  // ----- reports of a final scoring and of a turn, line by line (carc --explain; the score checker)
} as const satisfies AreaWords<'engine'>;

export default engineZh;

/** Simplified Chinese: the site's own words (en.ts). */
import type { AreaWords } from './catalog';

const siteZh = {
  'common.comingSoon': '即将推出',

  'engine.heading': '规则引擎',
  'engine.waiting': '规则引擎正在后台启动……',
  'engine.summary': '{types} 种板块、{tiles} 块板块、{pennants} 个盾徽、{cloisters} 座修道院',
  'engine.ready': '规则引擎已就绪：{summary}。',
  'engine.failed': '规则引擎无法在这个浏览器中启动（{reason}）。页面仍可阅读，但可操作的棋盘无法使用。',

  'puzzles.title': '谜题',
  'puzzles.heading': '放置谜题',

  'check.title': '核对得分',
  'check.heading': '核对最终得分',

  'playground.title': '自由棋盘',
  'playground.heading': '自由棋盘',

  'engine.restarted': '规则引擎停止后已重新启动，你的棋盘完好无损。',
  'engine.callLost': '规则引擎未及回应就停止了，棋盘没有任何改动。请再试一次。',
  'engine.wordsLost': '无法完成此操作（{code}），说明文字也未能加载：请检查网络连接后重试。',
  'engine.gaveUp': '规则引擎在这个浏览器中反复停止（{reason}）。请重新加载页面再试；你的棋盘已保存。',
  'engine.solver.where': '第 {x} 列，第 {y} 行，{turns}',
  'engine.solver.meeple': '米宝放在{spot}',
  'engine.solver.noMeeple': '不放米宝',
  'player.yellow': '黄方',
  'player.red': '红方',
  'player.green': '绿方',
  'player.blue': '蓝方',
  'player.black': '黑方',
  'player.pink': '粉方',
} as const satisfies AreaWords<'site'>;

export default siteZh;

/**
 * The `carc` command line: score, place, moves, play and validate positions
 * in the carcassonne-position/1 format (docs/position-format.md, docs/cli.md).
 *
 * Everything goes through the engine's public functions. Output is JSON on
 * standard output (or readable text with --explain); every refusal is one
 * line of JSON {"error": CODE, "message": "…"} on standard output.
 * Exit status: 0 done, 1 illegal move or bad position, 2 usage error
 * (bad command line, missing or unreadable file), 3 a bug in carc.
 * Every sentence comes from src/i18n: cli.en.ts through `t`, and the
 * engine's vocabulary through words.ts.
 */
import { asked as langAsked, CLI_LOCALES, takeLang } from './lang';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  legalMoves,
  placeTile,
  possiblePosition,
  scorePosition,
  solvePosition,
  validatePosition,
  type Placement,
  type Position,
  type ScoreReport,
} from '../src/engine/api';
import { playRandomGame } from '../src/engine/game';
import { MAX_POSITION_BYTES, readPositionText, withoutBom, writePosition } from '../src/engine/notation';
import type { ColorName } from '../src/engine/colors';
import type { EngineError } from '../src/engine/errors';
import type { Rules } from '../src/engine/rules';
import { TILE_LETTERS } from '../src/engine/tiles';
import { t } from '../src/i18n';
import '../src/i18n/cli';
import '../src/i18n/reports';
import '../src/i18n/possible';
import { padWidth, stringWidth } from '../src/i18n/width';
import { wordAt, wordCount, wordError, wordImpossible, wordWarning } from '../src/i18n/words';
import { wordScoreReport, wordSolveReport, wordTurnReport } from '../src/i18n/reportWords';
import { DEFAULT_POSSIBLE_BUDGET } from '../src/engine/possible';
import { OBJECTIVES, type Objective } from '../src/engine/search';
import { DEFAULT_TIME_LIMIT_MS, LEVELS, type Level } from '../src/engine/levels';
import { summarize, type Side } from '../src/engine/match';
import { MAX_PLAYOUTS } from '../src/engine/api';
import { availableParallelism } from 'node:os';
import { CHILD_ENV, matchChild, runMatch } from './match';
import { MAX_GAME_BYTES, positionAfter, readGameText, replay, type GameRecord } from '../src/engine/record';
import { MISTAKE_POINTS, REVIEW_DEFAULTS, startReview, type MoveReview, type ReviewedPlacement } from '../src/engine/review';
import { wordMeepleOn } from '../src/i18n/reportWords';

// ------------------------------------------------------------------ errors and output

/** Exit statuses. */
const EXIT_OK = 0;
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;
const EXIT_BUG = 3;

/** A refusal carc reports as {"error": code, "message": message} and exits with `exit`. */
class CliError extends Error {
  /** For a position that breaks a rule: which rule (`edge-mismatch`, …), while `code` is `bad-position`. */
  cause?: string;
  constructor(readonly code: string, message: string, readonly exit: number, cause?: string) {
    super(message);
    if (cause !== undefined) this.cause = cause;
  }
}

const usage = (code: string, message: string) => new CliError(code, message, EXIT_USAGE);
/** An engine refusal: its code, and its sentence from the wording module. */
const refused = (error: EngineError) => new CliError(error.code, wordError(error), EXIT_REFUSED);

/**
 * JSON with two-space indentation, except that an array or object whose
 * one-line form fits in the line stays on one line (tiles, meeples, moves).
 */
function formatJson(value: unknown, indent = '', width = 100): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  if (value === null || typeof value !== 'object') return flat;
  const oneLine = flatSpaced(value);
  if (indent.length + oneLine.length <= width) return oneLine;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + formatJson(v, inner, width)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner, width)}`).join(',\n')}\n${indent}}`;
}

function flatSpaced(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(flatSpaced).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return entries.length ? `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${flatSpaced(v)}`).join(', ')}}` : '{}';
}

// ------------------------------------------------------------------ reading positions

interface Loaded {
  /** The position exactly as written in the file (already checked by the engine). */
  data: unknown;
  /** The same position in canonical form. */
  canonical: Position;
  /** Where it came from, for messages. */
  source: string;
  /** Notes about a legal but unusual position. */
  warnings: string[];
}

async function readInput(file: string, max = MAX_POSITION_BYTES): Promise<{ text: string; source: string }> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of process.stdin) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buf.length;
      if (size > max) {
        throw new CliError('too-large', t('cli.err.too-large-stdin', { source: t('cli.stdin'), max: String(max / 1024) }), EXIT_REFUSED);
      }
      chunks.push(buf);
    }
    return { text: Buffer.concat(chunks).toString('utf8'), source: t('cli.stdin') };
  }
  let size: number;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw usage('unreadable-file', t('cli.err.folder', { file }));
    size = info.size;
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw fileError(file, e);
  }
  if (size > max) {
    const sizes = { size: String(Math.round(size / 1024)), max: String(max / 1024) };
    throw new CliError('too-large', t('cli.err.too-large', { file, ...sizes }), EXIT_REFUSED);
  }
  try {
    return { text: await readFile(file, 'utf8'), source: file };
  } catch (e) {
    throw fileError(file, e);
  }
}

function fileError(file: string, e: unknown): CliError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return usage('no-such-file', t('cli.err.no-such-file', { file }));
  if (code === 'EACCES' || code === 'EPERM') return usage('unreadable-file', t('cli.err.permission', { file }));
  if (code === 'EISDIR') return usage('unreadable-file', t('cli.err.folder', { file }));
  return usage('unreadable-file', t('cli.err.unreadable', { file, reason: (e as Error).message }));
}

/** A position the engine refused, as carc reports it: the file name first, and a broken rule as the cause. */
function positionError(error: EngineError, source: string): CliError {
  // A position that breaks a rule is bad-position with that rule as its cause, never the code of an illegal move.
  if (error.code === 'bad-position' && error.params.cause !== undefined) {
    const cause = { code: error.params.cause, params: error.params } as EngineError;
    return new CliError('bad-position', t('cli.err.in', { where: source, sentence: wordError(cause) }), EXIT_REFUSED, error.params.cause);
  }
  return new CliError(error.code, t('cli.err.in', { where: source, sentence: wordError(error) }), EXIT_REFUSED);
}

/** Read a position file's text (or standard input for "-") and parse it as JSON, without checking the position. */
async function loadJson(file: string): Promise<{ data: unknown; source: string }> {
  const { text, source } = await readInput(file);
  const body = withoutBom(text);
  if (body.trim() === '') throw new CliError('bad-json', t('cli.err.empty', { source }), EXIT_REFUSED);
  try {
    return { data: JSON.parse(body) as unknown, source };
  } catch (e) {
    throw positionError({ code: 'bad-json', params: { problem: 'syntax', detail: (e as Error).message } }, source);
  }
}

/** Read and check a position file (or standard input for "-"). */
async function loadPosition(file: string): Promise<Loaded> {
  const { text, source } = await readInput(file);
  const body = withoutBom(text);
  if (body.trim() === '') throw new CliError('bad-json', t('cli.err.empty', { source }), EXIT_REFUSED);
  // The engine refuses oversized text before parsing, then checks the position.
  const read = readPositionText(body);
  if (!read.ok) throw positionError(read.error, source);
  const data: unknown = JSON.parse(body); // known to be valid JSON now
  return { data, canonical: writePosition(read.value.board, read.value.names), source, warnings: read.value.warnings.map(wordWarning) };
}

/** Read and check a game record file (or standard input for "-"). */
async function loadGame(file: string): Promise<{ record: GameRecord; source: string }> {
  const { text, source } = await readInput(file, MAX_GAME_BYTES);
  const body = withoutBom(text);
  if (body.trim() === '') throw new CliError('bad-json', t('cli.err.empty-game', { source }), EXIT_REFUSED);
  const read = readGameText(body);
  if (!read.ok) throw positionError(read.error, source);
  return { record: read.value, source };
}

// ------------------------------------------------------------------ command line parsing

type OptionSpec = { type: 'string' | 'boolean'; value?: string; help: string };

interface Command {
  name: string;
  summary: string;
  usage: string;
  /** Takes one FILE argument. */
  file: boolean;
  /** What FILE is: a position (the default) or a game record. */
  fileKind?: 'position' | 'game';
  options: Record<string, OptionSpec>;
  /** Required string options. */
  required?: string[];
  notes?: string;
  run(args: Args): Promise<Output>;
}

interface Args {
  file: string;
  values: Record<string, string | boolean | undefined>;
}

interface Output {
  text: string;
}

const EXPLAIN: OptionSpec = { type: 'boolean', help: t('cli.opt.explain') };

function parseCommandArgs(cmd: Command, argv: string[]): Args {
  // "--x -1": a negative number after an option that takes a value is that value.
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      args.push(...argv.slice(i));
      break;
    }
    const name = a.startsWith('--') ? a.slice(2) : '';
    if (cmd.options[name]?.type === 'string' && i + 1 < argv.length && /^-\d/.test(argv[i + 1])) {
      args.push(`${a}=${argv[++i]}`);
    } else {
      args.push(a);
    }
  }
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const [name, spec] of Object.entries(cmd.options)) options[name] = { type: spec.type };
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true }) as typeof parsed;
  } catch (e) {
    throw optionError(cmd, e as Error & { code?: string });
  }
  const { values, positionals } = parsed;
  for (const name of cmd.required ?? []) {
    if (values[name] === undefined) {
      const option = `--${name} ${cmd.options[name].value ?? ''}`.trimEnd();
      throw usage('missing-option', t('cli.err.missing-option', { command: cmd.name, option, help: cmd.options[name].help }));
    }
  }
  let file = '';
  if (cmd.file) {
    if (positionals.length === 0) throw usage('missing-file', t(cmd.fileKind === 'game' ? 'cli.err.missing-game' : 'cli.err.missing-file', { command: cmd.name }));
    file = positionals[0];
  }
  const extra = positionals.slice(cmd.file ? 1 : 0);
  if (extra.length) {
    const words = { command: cmd.name, argument: extra[0], usage: cmd.usage };
    const key = !cmd.file ? 'cli.err.unexpected-argument' : cmd.fileKind === 'game' ? 'cli.err.unexpected-argument.game' : 'cli.err.unexpected-argument.file';
    throw usage('unexpected-argument', t(key, words));
  }
  return { file, values };
}

function optionError(cmd: Command, e: Error & { code?: string }): CliError {
  const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
  const name = quoted.split(' ')[0];
  const known = Object.keys(cmd.options).map((o) => `--${o}`).join(t('list.sep'));
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return usage('unknown-option', t('cli.err.unknown-option', { command: cmd.name, option: name, options: known }));
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const spec = cmd.options[name.replace(/^-+/, '')];
    if (spec?.type === 'boolean') return usage('bad-option-value', t('cli.err.switch', { option: name }));
    return usage('missing-value', t('cli.err.missing-value', { option: name, value: spec?.value ?? t('cli.err.value') }));
  }
  return usage('bad-arguments', e.message.split('\n')[0]);
}

function intOption(values: Args['values'], name: string, min: number, max: number): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const text = String(raw).trim();
  const n = Number(text);
  if (!/^[+-]?\d+$/.test(text) || !Number.isSafeInteger(n)) {
    throw usage('bad-option-value', t('cli.err.not-whole', { option: `--${name}`, value: String(raw) }));
  }
  if (n < min || n > max) {
    throw usage('bad-option-value', t('cli.err.out-of-range', { option: `--${name}`, min: String(min), max: String(max), value: String(n) }));
  }
  return n;
}

function tileOption(values: Args['values']): string {
  const tile = String(values.tile ?? '').trim().toUpperCase();
  if (!TILE_LETTERS.includes(tile)) {
    throw usage('unknown-tile', t('cli.err.unknown-tile', { value: String(values.tile) }));
  }
  return tile;
}

function rotOption(values: Args['values']): number {
  const raw = String(values.rot ?? '').trim();
  if (!/^[0-3]$/.test(raw)) {
    throw usage('bad-rotation', t('cli.err.bad-rotation', { value: String(values.rot) }));
  }
  return Number(raw);
}

/** The position's tile in hand (already checked by the engine), or the usage error asking for --tile. */
function inHandOf(data: unknown, command: string): string {
  const inHand = (data as { inHand?: unknown }).inHand;
  if (typeof inHand === 'string') return inHand;
  throw usage('missing-option', t('cli.err.no-in-hand', { command, help: t('cli.opt.tile') }));
}

// ------------------------------------------------------------------ words

const countPlayers = (n: number) => wordCount(n, 'cli.count.players');
const countTiles = (n: number) => wordCount(n, 'cli.count.tiles');

/** A final scoring in words, for --explain. */
function scoreText(report: ScoreReport, pos: Position): string {
  return wordScoreReport(report, pos.players, pos.rules?.farmScoring === 'first-edition').join('\n');
}

// ------------------------------------------------------------------ commands

function scoreReport(data: unknown, all = false): ScoreReport {
  const scored = scorePosition(data, { all });
  if (!scored.ok) throw refused(scored.error);
  return scored.value;
}

/** The report without the segment lists (they only serve to light features up on a board). */
function withoutParts(report: ScoreReport) {
  return { ...report, features: report.features.map(({ parts: _parts, ...f }) => f) };
}

const score: Command = {
  name: 'score',
  summary: t('cli.score.summary'),
  usage: t('cli.score.usage'),
  file: true,
  options: { all: { type: 'boolean', help: t('cli.score.all') }, explain: EXPLAIN },
  notes: t('cli.score.notes', { fields: '{"endgame", "total", "features", "winners", "warnings"}' }),
  async run({ file, values }) {
    const { data, canonical } = await loadPosition(file);
    const report = scoreReport(data, values.all === true);
    return { text: values.explain ? scoreText(report, canonical) : formatJson(withoutParts(report)) };
  },
};

const place: Command = {
  name: 'place',
  summary: t('cli.place.summary'),
  usage: t('cli.place.usage'),
  file: true,
  options: {
    tile: { type: 'string', value: 'L', help: t('cli.opt.tile') },
    x: { type: 'string', value: 'X', help: t('cli.place.x') },
    y: { type: 'string', value: 'Y', help: t('cli.place.y') },
    rot: { type: 'string', value: 'R', help: t('cli.place.rot') },
    meeple: { type: 'string', value: 'SPOT', help: t('cli.place.meeple') },
    explain: EXPLAIN,
  },
  required: ['tile', 'x', 'y', 'rot'],
  notes: t('cli.place.notes', { fields: '{"scored", "completed",\n"position"}', error: '{"error": "edge-mismatch", "message": "…"}' }),
  async run({ file, values }) {
    const tile = tileOption(values);
    const x = intOption(values, 'x', -10_000, 10_000)!;
    const y = intOption(values, 'y', -10_000, 10_000)!;
    const rot = rotOption(values);
    const meeple = values.meeple === undefined ? undefined : String(values.meeple).trim().toUpperCase();
    const { data, canonical } = await loadPosition(file);
    const placed = placeTile(data, { tile, x, y, rot, meeple });
    if (!placed.ok) throw refused(placed.error);
    const result = placed.value;
    if (!values.explain) return { text: formatJson(result) };
    const player = canonical.toPlay ?? canonical.players[0];
    return { text: wordTurnReport(player, { tile, x, y, rot, meeple }, result).join('\n') };
  },
};

const moves: Command = {
  name: 'moves',
  summary: t('cli.moves.summary'),
  usage: t('cli.moves.usage'),
  file: true,
  options: {
    tile: { type: 'string', value: 'L', help: t('cli.moves.tile') },
    explain: EXPLAIN,
  },
  notes: t('cli.moves.notes', { fields: '{"tile", "player", "moves": [{"x", "y", "rot", "spots"}]}' }),
  async run({ file, values }) {
    const given = values.tile === undefined ? undefined : tileOption(values);
    const { data, canonical } = await loadPosition(file);
    const tile = given ?? inHandOf(data, 'moves');
    const found = legalMoves(data, tile);
    if (!found.ok) throw refused(found.error);
    const player = canonical.toPlay ?? canonical.players[0];
    const placements: Placement[] = found.value;
    if (!values.explain) return { text: formatJson({ tile, player, moves: placements }) };
    if (placements.length === 0) {
      return { text: t('cli.moves.nowhere', { tile, player }) };
    }
    const lines = [t('cli.moves.head', { tile, player, placements: wordCount(placements.length, 'cli.count.placements') })];
    for (const m of placements) {
      const spots = m.spots.length ? m.spots.join(' ') : t('cli.moves.noSpot');
      lines.push(t('cli.moves.line', { at: wordAt(m.x, m.y), rot: String(m.rot), spots }));
    }
    return { text: lines.join('\n') };
  },
};

/** Players are named by colour (rulings 8), red and blue first as in the examples. */
const DEFAULT_NAMES: readonly ColorName[] = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];

const play: Command = {
  name: 'play',
  summary: t('cli.play.summary'),
  usage: t('cli.play.usage'),
  file: false,
  options: {
    players: { type: 'string', value: 'N', help: t('cli.play.players') },
    seed: { type: 'string', value: 'S', help: t('cli.play.seed') },
    names: { type: 'string', value: 'A,B,…', help: t('cli.play.names', { names: DEFAULT_NAMES.join(t('list.sep')) }) },
    rules: { type: 'string', value: 'JSON', help: t('cli.play.rules', { example: '{"farmers":false}' }) },
    explain: EXPLAIN,
  },
  notes: t('cli.play.notes', { fields: '{"position", "final": {"endgame", "total", "winners"}, "discarded", "seed"}' }),
  async run({ values }) {
    const namesGiven = values.names === undefined ? undefined : String(values.names).split(',').map((n) => n.trim());
    const players = intOption(values, 'players', 1, 6) ?? namesGiven?.length ?? 2;
    const names = namesGiven ?? DEFAULT_NAMES.slice(0, players);
    if (names.length !== players) {
      throw usage('bad-option-value', t('cli.err.names-count', { names: wordCount(names.length, 'cli.count.names'), players: String(players) }));
    }
    const seed = intOption(values, 'seed', 0, 0xffffffff) ?? Math.floor(Math.random() * 0x100000000);
    let rules: Partial<Rules> | undefined;
    if (values.rules !== undefined) {
      try {
        rules = JSON.parse(String(values.rules)) as Partial<Rules>;
      } catch (e) {
        throw usage('bad-option-value', t('cli.err.rules-json', { reason: (e as Error).message }));
      }
      if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
        throw usage('bad-option-value', t('cli.err.rules-object', { example: '{"farmers": false}' }));
      }
    }
    // Let the engine check the names and the rules on a one-tile position.
    const probe = validatePosition({ format: 'carcassonne-position/1', players: names, tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], ...(rules ? { rules } : {}) });
    if (!probe.ok) {
      const e = probe.error;
      const inRules = e.code === 'bad-position' && 'problem' in e.params && e.params.problem === 'schema' && e.params.where.path[0] === 'rules';
      throw usage('bad-option-value', t('cli.err.in', { where: inRules ? '--rules' : '--names', sentence: wordError(e) }));
    }
    const canonicalRules = probe.value.rules;
    const { game, final } = playRandomGame(players, seed, canonicalRules);
    const cleanNames = probe.value.players;
    const position = writePosition(game.board, cleanNames);
    const byName = (values: number[]) => Object.fromEntries(cleanNames.map((n, p) => [n, values[p]]));
    const out = {
      position,
      final: { endgame: byName(final.endgame), total: byName(final.total), winners: final.winners.map((p) => cleanNames[p]) },
      discarded: game.discarded.map((t) => TILE_LETTERS[t]),
      seed,
    };
    if (!values.explain) return { text: formatJson(out) };
    const report = scoreReport(position);
    const discarded = out.discarded.length
      ? t('cli.play.discarded', { count: String(out.discarded.length), tiles: out.discarded.join(t('list.sep')) })
      : t('cli.play.noneDiscarded');
    const head = [
      t('cli.play.head', {
        seed: String(seed),
        players: countPlayers(players),
        names: cleanNames.join(t('list.sep')),
        tiles: countTiles(position.tiles.length),
        discarded,
      }),
      '',
    ];
    return { text: head.join('\n') + scoreText(report, position) };
  },
};

const validate: Command = {
  name: 'validate',
  summary: t('cli.validate.summary'),
  usage: t('cli.validate.usage'),
  file: true,
  options: { explain: EXPLAIN },
  notes: t('cli.validate.notes'),
  async run({ file, values }) {
    const { data, source, warnings } = await loadPosition(file);
    const checked = validatePosition(data);
    if (!checked.ok) throw refused(checked.error);
    const pos = checked.value;
    for (const note of warnings) process.stderr.write(`${t('cli.note', { note })}\n`);
    if (!values.explain) return { text: formatJson(pos) };
    const rules = pos.rules && Object.keys(pos.rules).length ? t('cli.validate.rules', { rules: JSON.stringify(pos.rules) }) : t('cli.validate.defaultRules');
    return {
      text: t('cli.validate.valid', {
        source,
        players: countPlayers(pos.players.length),
        names: pos.players.join(t('list.sep')),
        tiles: countTiles(pos.tiles.length),
        meeples: wordCount(pos.meeples?.length ?? 0, 'cli.count.meeples'),
        rules,
        player: String(pos.toPlay),
      }),
    };
  },
};

const solveCmd: Command = {
  name: 'solve',
  summary: t('cli.solve.summary'),
  usage: t('cli.solve.usage'),
  file: true,
  options: {
    objective: { type: 'string', value: 'points|final|endgame', help: t('cli.solve.objective') },
    tile: { type: 'string', value: 'L', help: t('cli.solve.tile') },
    top: { type: 'string', value: 'N', help: t('cli.solve.top') },
    'time-limit': { type: 'string', value: 'MS', help: t('cli.solve.time-limit') },
    explain: EXPLAIN,
  },
  notes: t('cli.solve.notes', {
    fields: '{"objective", "tile", "player", "value", "best",\n"moves", "remaining", "draw", "depth", "complete", "nodes", "ms"}',
  }),
  async run({ file, values }) {
    const objective = String(values.objective ?? 'final').trim() as Objective;
    if (!OBJECTIVES.includes(objective)) {
      throw usage('bad-option-value', t('cli.err.objective', { value: String(values.objective) }));
    }
    const tile = values.tile === undefined ? undefined : tileOption(values);
    const top = intOption(values, 'top', 0, 1000);
    const timeLimitMs = intOption(values, 'time-limit', 1, 24 * 3600 * 1000);
    const { data } = await loadPosition(file);
    if (tile === undefined) inHandOf(data, 'solve');
    const solved = solvePosition(data, { objective, tile, top, timeLimitMs, now: () => performance.now() });
    if (!solved.ok) throw refused(solved.error);
    if (values.explain) return { text: wordSolveReport(solved.value).join('\n') };
    return { text: formatJson(solved.value) };
  },
};

const possible: Command = {
  name: 'possible',
  summary: t('cli.possible.summary'),
  usage: t('cli.possible.usage'),
  file: true,
  options: {
    budget: { type: 'string', value: 'N', help: t('cli.possible.budget', { budget: String(DEFAULT_POSSIBLE_BUDGET) }) },
    'any-turn': { type: 'boolean', help: t('cli.possible.any-turn') },
    explain: EXPLAIN,
  },
  notes: t('cli.possible.notes', { fields: '{"verdict", …}' }),
  async run({ file, values }) {
    const budget = intOption(values, 'budget', 1, 100_000_000);
    // Read leniently, as the score checker does: what the strict reader refuses is a reason here.
    const { data, source } = await loadJson(file);
    const checked = possiblePosition(data, { budget, turns: !values['any-turn'] });
    if (!checked.ok) throw positionError(checked.error, source);
    const report = checked.value;
    if (!values.explain) return { text: formatJson(report) };
    const searched = wordCount(report.nodes, 'cli.possible.nodes');
    if (report.verdict === 'impossible') {
      return { text: [t('cli.possible.no', { source }), ...report.reasons.map((r) => t('cli.possible.reason', { reason: wordImpossible(r) }))].join('\n') };
    }
    if (report.verdict === 'unknown') return { text: t(report.limit === 'time' ? 'cli.possible.unknown.time' : 'cli.possible.unknown', { source, searched }) };
    const lines = [t(report.turns ? 'cli.possible.yes' : 'cli.possible.yes.any-turn', { source, searched })];
    report.order.forEach((m, k) => {
      const words = { n: String(k + 1), tile: m.tile, at: wordAt(m.x, m.y), rot: String(m.rot), player: m.player ?? '', spot: m.meeple ?? '' };
      if (k === 0) lines.push(t('cli.possible.start', words));
      else if (m.meeple !== null) lines.push(t('cli.possible.lineMeeple', words));
      else lines.push(t(m.player === null ? 'cli.possible.lineNobody' : 'cli.possible.line', words));
    });
    return { text: lines.join('\n') };
  },
};


function levelOption(values: Args['values'], name: 'a' | 'b'): Level {
  const level = String(values[name]).trim().toLowerCase();
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw usage('bad-option-value', t('cli.err.level', { option: `--${name}`, levels: LEVELS.join(t('list.sep')), value: String(values[name]) }));
  }
  return level as Level;
}

/** The path of this program, for `carc match` to start its children with (set by `main`). */
let selfPath = '';

const percent = (v: number) => (Math.round(v * 1000) / 10).toFixed(1);
const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

const matchCmd: Command = {
  name: 'match',
  summary: t('cli.match.summary'),
  usage: t('cli.match.usage'),
  file: false,
  options: {
    a: { type: 'string', value: 'LEVEL', help: t('cli.match.a', { levels: LEVELS.join(t('list.sep')) }) },
    b: { type: 'string', value: 'LEVEL', help: t('cli.match.b') },
    games: { type: 'string', value: 'N', help: t('cli.match.games') },
    seed: { type: 'string', value: 'S', help: t('cli.match.seed') },
    players: { type: 'string', value: 'N', help: t('cli.match.players') },
    ms: { type: 'string', value: 'LIMIT', help: t('cli.match.ms', { ms: String(DEFAULT_TIME_LIMIT_MS) }) },
    playouts: { type: 'string', value: 'N', help: t('cli.match.playouts') },
    jobs: { type: 'string', value: 'N', help: t('cli.match.jobs') },
    progress: { type: 'boolean', help: t('cli.match.progress') },
    explain: EXPLAIN,
  },
  required: ['a', 'b'],
  notes: t('cli.match.notes', {
    fields: '{"a", "b", "players", "seed", "games", "wins", "losses", "ties",\n"winRate", "meanMargin", "sdMargin", "ci95", "msPerMove", "wallMsPerMove", "capped"}',
  }),
  async run({ values }) {
    const levelA = levelOption(values, 'a');
    const levelB = levelOption(values, 'b');
    const games = intOption(values, 'games', 1, 100_000) ?? 20;
    const seed = intOption(values, 'seed', 0, 0xffffffff) ?? Math.floor(Math.random() * 0x100000000);
    const players = intOption(values, 'players', 2, 6) ?? 2;
    const ms = intOption(values, 'ms', 1, 600_000) ?? DEFAULT_TIME_LIMIT_MS;
    const playouts = intOption(values, 'playouts', 1, MAX_PLAYOUTS);
    const jobs = intOption(values, 'jobs', 1, 256) ?? availableParallelism();
    const side = (level: Level): Side => ({ level, timeLimitMs: ms, ...(playouts ? { playouts } : {}) });
    const started = performance.now();
    const results = await runMatch({
      a: side(levelA), b: side(levelB), games, seed, players, jobs, self: selfPath,
      onGame: values.progress
        ? (done, total) => {
          const s = summarize(done);
          process.stderr.write(`${t('cli.match.progressLine', {
            done: String(done.length), total: String(total), rate: percent(s.winRate), margin: signed(s.meanMargin),
            seconds: String(Math.round((performance.now() - started) / 1000)),
          })}\n`);
        }
        : undefined,
    });
    const s = summarize(results);
    const out = { a: levelA, b: levelB, players, seed, ...s };
    if (!values.explain) return { text: formatJson(out) };
    return {
      text: t('cli.match.explain', {
        a: levelA, b: levelB, games: wordCount(games, 'cli.count.games'), players: countPlayers(players), seed: String(seed),
        wins: String(s.wins), losses: String(s.losses), ties: String(s.ties), rate: percent(s.winRate),
        low: percent(s.ci95[0]), high: percent(s.ci95[1]), margin: signed(s.meanMargin), sd: String(s.sdMargin),
        ms: String(s.msPerMove), wall: String(s.wallMsPerMove), limit: String(ms), capped: String(s.capped),
      }),
    };
  },
};


// ------------------------------------------------------------------ games: replay and review

/** "K at (1, 0) rot 1, a knight on N" — a placement in words. */
function placementText(tile: string, m: ReviewedPlacement): string {
  const at = t('cli.game.placement', { tile, at: wordAt(m.x, m.y), rot: String(m.rot) });
  return m.meeple === null ? t('cli.game.noMeeple', { placement: at }) : t('cli.game.withMeeple', { placement: at, meeple: wordMeepleOn(tile, m.rot, m.meeple) });
}

const byNames = <T>(names: readonly string[], values: readonly T[]) => Object.fromEntries(names.map((n, p) => [n, values[p]]));

const replayCmd: Command = {
  name: 'replay',
  summary: t('cli.replay.summary'),
  usage: t('cli.replay.usage'),
  file: true,
  fileKind: 'game',
  options: {
    at: { type: 'string', value: 'K', help: t('cli.replay.at') },
    explain: EXPLAIN,
  },
  notes: t('cli.replay.notes', { fields: '{"move", "player", "tile", "played", "scored", "scores", "position"}', at: '{"move", "position"}' }),
  async run({ file, values }) {
    const { record } = await loadGame(file);
    const n = record.moves.length;
    const at = intOption(values, 'at', 0, n);
    const { names } = record;
    if (at !== undefined) {
      const position = positionAfter(record, at);
      if (!values.explain) return { text: formatJson({ move: at, position }) };
      const r = replay(record, at);
      const left = r.bag.reduce((a, b) => a + b, 0);
      const scores = names.map((name, p) => t('cli.game.score', { name, score: String(r.board.scores[p]) })).join(t('list.sep'));
      const key = left === 0 ? 'cli.replay.over' : position.inHand ? 'cli.replay.after' : 'cli.replay.afterNoHand';
      return {
        text: t(key, {
          move: String(at), tiles: countTiles(position.tiles.length), scores, player: position.toPlay ?? names[0],
          tile: position.inHand ?? '', left: countTiles(left),
        }),
      };
    }
    const steps = record.moves.map((m, i) => {
      const before = replay(record, i).board;
      const after = replay(record, i + 1).board;
      const tile = TILE_LETTERS[m.type];
      const played = m.discarded ? null : { x: m.x, y: m.y, rot: m.rot, meeple: m.meeple };
      const scored = byNames(names, names.map((_, p) => after.scores[p] - before.scores[p]));
      return { move: i + 1, player: names[m.player], tile, played, scored, scores: byNames(names, Array.from(after.scores)), position: positionAfter(record, i + 1) };
    });
    if (!values.explain) return { text: formatJson({ players: names, moves: steps }) };
    const lines = steps.map((st) => {
      const what = st.played ? placementText(st.tile, st.played) : t('cli.game.discarded', { tile: st.tile });
      const gained = st.scored[st.player] ? t('cli.replay.scored', { points: String(st.scored[st.player]) }) : '';
      const others = names.filter((nm) => nm !== st.player && st.scored[nm]).map((nm) => t('cli.replay.scoredBy', { name: nm, points: String(st.scored[nm]) }));
      const scores = names.map((name) => t('cli.game.score', { name, score: String(st.scores[name]) })).join(t('list.sep'));
      return t('cli.replay.line', { n: String(st.move), player: st.player, what, scored: [gained, ...others].filter(Boolean).join(''), scores });
    });
    return { text: [t('cli.replay.head', { players: names.join(t('list.sep')), moves: wordCount(n, 'cli.count.moves') }), ...lines].join('\n') };
  },
};

const signedPoints = (v: number) => (v > 0 ? `+${v}` : String(v));

/** One reviewed move in words. */
function reviewLine(r: MoveReview, names: readonly string[]): string {
  const words = { n: String(r.move), player: names[r.player] };
  if (r.played === null) return t('cli.review.discarded', { ...words, tile: r.tile });
  const played = placementText(r.tile, r.played);
  if (r.method === 'skipped') return t('cli.review.skipped', { ...words, played });
  const value = signedPoints(r.value!);
  if (r.method === 'only') return t('cli.review.only', { ...words, played, value });
  const how = t(r.method === 'exact' ? 'cli.review.exact' : 'cli.review.estimated', { noise: String(r.noise) });
  if (r.loss === 0 || r.best === null) return t(r.method === 'exact' ? 'cli.review.bestExact' : 'cli.review.best', { ...words, played, value });
  return t(r.mistake ? 'cli.review.mistake' : 'cli.review.lost', {
    ...words, played, value, how, loss: String(r.loss), best: placementText(r.tile, r.best), bestValue: signedPoints(r.bestValue!),
  });
}

const reviewCmd: Command = {
  name: 'review',
  summary: t('cli.review.summary'),
  usage: t('cli.review.usage'),
  file: true,
  fileKind: 'game',
  options: {
    players: { type: 'string', value: 'A,B,…', help: t('cli.review.players') },
    search: { type: 'string', value: 'N', help: t('cli.review.search', { n: String(REVIEW_DEFAULTS.searchPlayouts) }) },
    playouts: { type: 'string', value: 'N', help: t('cli.review.playouts', { n: String(REVIEW_DEFAULTS.playouts) }) },
    seed: { type: 'string', value: 'S', help: t('cli.review.seed') },
    progress: { type: 'boolean', help: t('cli.review.progress') },
    explain: EXPLAIN,
  },
  notes: t('cli.review.notes', {
    fields: '{"players", "settings", "moves", "summary"}',
    move: '{"move", "player", "tile", "played", "best", "method", "value", "bestValue", "loss",\n"noise", "mistake", "scores", "work"}',
    summary: '{"lost", "moves", "mistakes", "worst"}',
    exact: String(REVIEW_DEFAULTS.exactTiles), min: String(MISTAKE_POINTS),
  }),
  async run({ file, values }) {
    const searchPlayouts = intOption(values, 'search', 1, MAX_PLAYOUTS);
    const playouts = intOption(values, 'playouts', 2, MAX_PLAYOUTS);
    const seed = intOption(values, 'seed', 0, 0xffffffff);
    const { record } = await loadGame(file);
    const { names } = record;
    let seats: number[] | undefined;
    if (values.players !== undefined) {
      seats = String(values.players).split(',').map((raw) => {
        const p = names.indexOf(raw.trim());
        if (p < 0) throw usage('bad-option-value', t('cli.err.not-a-player', { option: '--players', name: raw.trim(), players: names.join(t('list.sep')) }));
        return p;
      });
    }
    const settings = { ...(searchPlayouts ? { searchPlayouts } : {}), ...(playouts ? { playouts } : {}), ...(seed !== undefined ? { seed } : {}) };
    const reviewer = startReview(record, { settings, ...(seats ? { seats } : {}) });
    const started = performance.now();
    // With --progress, the review stops after each move to say so.
    const untilNextMove = () => {
      const done = reviewer.done;
      return () => reviewer.done > done;
    };
    while (!reviewer.step(values.progress ? untilNextMove() : undefined)) {
      process.stderr.write(`${t('cli.review.progressLine', { done: String(reviewer.done), total: String(reviewer.total), seconds: String(Math.round((performance.now() - started) / 1000)) })}\n`);
    }
    const review = reviewer.result();
    const summary = byNames(names, review.players);
    const moves = review.moves.map((m) => ({ ...m, player: names[m.player], scores: byNames(names, m.scores) }));
    if (!values.explain) return { text: formatJson({ players: names, settings: review.settings, moves, summary }) };
    const lines = [t('cli.review.head', { moves: wordCount(record.moves.length, 'cli.count.moves'), search: String(review.settings.searchPlayouts), playouts: String(review.settings.playouts) }), ''];
    review.players.forEach((p, seat) => {
      if (p.moves === 0 || (seats && !seats.includes(seat))) return;
      lines.push(t('cli.review.player', { name: names[seat], moves: wordCount(p.moves, 'cli.count.moves'), mistakes: wordCount(p.mistakes, 'cli.count.mistakes'), lost: String(p.lost) }));
      for (const n of p.worst) lines.push(`  ${reviewLine(review.moves[n - 1], names)}`);
    });
    lines.push('', t('cli.review.every'));
    for (const r of review.moves) lines.push(`  ${reviewLine(r, names)}`);
    return { text: lines.join('\n') };
  },
};

const COMMANDS: Command[] = [score, place, moves, play, validate, solveCmd, possible, matchCmd, replayCmd, reviewCmd];

// ------------------------------------------------------------------ help

async function version(): Promise<string> {
  // The launcher is bin/carc.mjs: package.json is one folder up (this code may run from a bundle elsewhere).
  const pkg = JSON.parse(await readFile(join(dirname(selfPath), '..', 'package.json'), 'utf8')) as { version: string };
  return `carc ${pkg.version}`;
}

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => stringWidth(c.name)));
  return [
    t('cli.title'),
    '',
    t('cli.usage', { usage: t('cli.usage.main') }),
    '',
    t('cli.commands'),
    ...COMMANDS.map((c) => `  ${padWidth(c.name, width)}  ${c.summary}`),
    '',
    t('cli.about', { error: '{"error": CODE, "message": "…"}' }),
    '',
    t('cli.more'),
  ].join('\n');
}

function commandHelp(cmd: Command): string {
  const opts = Object.entries(cmd.options).map(([name, o]) => [
    `--${name}${o.value ? ` ${o.value}` : ''}`,
    cmd.required?.includes(name) ? t('cli.help.required', { help: o.help }) : o.help,
  ]);
  opts.push(['--help', t('cli.opt.help')]);
  const width = Math.max(...opts.map(([o]) => stringWidth(o)));
  return [
    t('cli.help.title', { command: cmd.name, summary: cmd.summary }),
    '',
    t('cli.usage', { usage: cmd.usage }),
    '',
    ...(cmd.file ? [t(cmd.fileKind === 'game' ? 'cli.help.game' : 'cli.help.file'), ''] : []),
    t('cli.help.options'),
    ...opts.map(([o, h]) => `  ${padWidth(o, width)}  ${h}`),
    ...(cmd.notes ? ['', cmd.notes] : []),
  ].join('\n');
}

// ------------------------------------------------------------------ main

function wantsHelp(argv: string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

async function dispatch(argv: string[]): Promise<string> {
  const [first, ...rest] = argv;
  const commands = COMMANDS.map((c) => c.name).join(t('list.sep'));
  if (first === undefined) throw usage('missing-command', t('cli.err.no-command', { commands }));
  if (first === '--help' || first === '-h') return mainHelp();
  if (first === '--version') return version();
  if (first === 'help') {
    if (rest[0] === undefined) return mainHelp();
    const cmd = COMMANDS.find((c) => c.name === rest[0]);
    if (!cmd) throw usage('unknown-command', t('cli.err.no-such-help', { command: rest[0], commands }));
    return commandHelp(cmd);
  }
  const cmd = COMMANDS.find((c) => c.name === first);
  if (!cmd) {
    throw usage('unknown-command', t(first.startsWith('-') ? 'cli.err.not-a-command' : 'cli.err.no-such-command', { command: first, commands }));
  }
  if (wantsHelp(rest)) return commandHelp(cmd);
  const out = await cmd.run(parseCommandArgs(cmd, rest));
  return out.text;
}

/**
 * Run the command line `argv` (without "node carc"); writes the output and
 * returns the exit status. `self` is the path of the program that runs this
 * (the launcher), which `carc match` starts again for its games.
 */
export async function main(argv: string[], self = ''): Promise<number> {
  if (process.env[CHILD_ENV]) return matchChild();
  selfPath = self;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0); // the reader went away (carc play | head)
  });
  let text: string;
  let status = EXIT_OK;
  try {
    // --lang was read as the program loaded (bin/lang.ts): the words are already in that language.
    if ('wrong' in langAsked) throw usage('bad-option-value', t('cli.err.lang', { value: langAsked.wrong, languages: CLI_LOCALES.join(t('list.sep')) }));
    text = await dispatch(takeLang(argv).rest);
  } catch (e) {
    if (e instanceof CliError) {
      text = JSON.stringify(e.cause === undefined ? { error: e.code, message: e.message } : { error: e.code, cause: e.cause, message: e.message });
      status = e.exit;
    } else {
      const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
      text = JSON.stringify({ error: 'internal-error', message: t('cli.err.internal', { reason: message }) });
      status = EXIT_BUG;
    }
  }
  process.stdout.write(`${text}\n`);
  return status;
}

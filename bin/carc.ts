/**
 * The `carc` command line: score, place, moves, play and validate positions
 * in the carcassonne-position/1 format (docs/position-format.md, docs/cli.md).
 *
 * Everything goes through the engine's public functions. Output is JSON on
 * standard output (or readable text with --explain); every refusal is one
 * line of JSON {"error": CODE, "message": "…"} on standard output.
 * Exit status: 0 done, 1 illegal move or bad position, 2 usage error
 * (bad command line, missing or unreadable file), 3 a bug in carc.
 */
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  legalMoves,
  placeTile,
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
import { wordError, wordScoreReport, wordSolveReport, wordTurnReport, wordWarning } from '../src/i18n/words';
import { OBJECTIVES, type Objective } from '../src/engine/search';

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

async function readInput(file: string): Promise<{ text: string; source: string }> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of process.stdin) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buf.length;
      if (size > MAX_POSITION_BYTES) {
        throw new CliError('too-large', `standard input: more than ${MAX_POSITION_BYTES / 1024} KB; a position can be at most ${MAX_POSITION_BYTES / 1024} KB.`, EXIT_REFUSED);
      }
      chunks.push(buf);
    }
    return { text: Buffer.concat(chunks).toString('utf8'), source: 'standard input' };
  }
  let size: number;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw usage('unreadable-file', `Cannot read "${file}": it is a folder, not a file.`);
    size = info.size;
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw fileError(file, e);
  }
  if (size > MAX_POSITION_BYTES) {
    throw new CliError('too-large', `${file}: the file is ${Math.round(size / 1024)} KB; a position can be at most ${MAX_POSITION_BYTES / 1024} KB.`, EXIT_REFUSED);
  }
  try {
    return { text: await readFile(file, 'utf8'), source: file };
  } catch (e) {
    throw fileError(file, e);
  }
}

function fileError(file: string, e: unknown): CliError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return usage('no-such-file', `Cannot read "${file}": there is no such file.`);
  if (code === 'EACCES' || code === 'EPERM') return usage('unreadable-file', `Cannot read "${file}": permission denied.`);
  if (code === 'EISDIR') return usage('unreadable-file', `Cannot read "${file}": it is a folder, not a file.`);
  return usage('unreadable-file', `Cannot read "${file}": ${(e as Error).message}.`);
}

/** Read and check a position file (or standard input for "-"). */
async function loadPosition(file: string): Promise<Loaded> {
  const { text, source } = await readInput(file);
  const body = withoutBom(text);
  if (body.trim() === '') throw new CliError('bad-json', `${source}: there is nothing in it; expected a position in JSON.`, EXIT_REFUSED);
  // The engine refuses oversized text before parsing, then checks the position.
  const read = readPositionText(body);
  if (!read.ok) {
    // A position that breaks a rule is bad-position with that rule as its cause, never the code of an illegal move.
    const error = read.error;
    if (error.code === 'bad-position' && error.params.cause !== undefined) {
      const cause = { code: error.params.cause, params: error.params } as EngineError;
      throw new CliError('bad-position', `${source}: ${wordError(cause)}`, EXIT_REFUSED, error.params.cause);
    }
    throw new CliError(error.code, `${source}: ${wordError(error)}`, EXIT_REFUSED);
  }
  const data: unknown = JSON.parse(body); // known to be valid JSON now
  return { data, canonical: writePosition(read.value.board, read.value.names), source, warnings: read.value.warnings.map(wordWarning) };
}

// ------------------------------------------------------------------ command line parsing

type OptionSpec = { type: 'string' | 'boolean'; value?: string; help: string };

interface Command {
  name: string;
  summary: string;
  usage: string;
  /** Takes one FILE argument. */
  file: boolean;
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

const EXPLAIN: OptionSpec = { type: 'boolean', help: 'print readable text instead of JSON' };

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
      throw usage('missing-option', `carc ${cmd.name} needs --${name} ${cmd.options[name].value ?? ''}`.trimEnd() + ` (${cmd.options[name].help}).`);
    }
  }
  let file = '';
  if (cmd.file) {
    if (positionals.length === 0) throw usage('missing-file', `carc ${cmd.name} needs a position FILE (or - to read standard input).`);
    file = positionals[0];
  }
  const extra = positionals.slice(cmd.file ? 1 : 0);
  if (extra.length) {
    throw usage('unexpected-argument', `carc ${cmd.name} does not take "${extra[0]}"${cmd.file ? ': give one position FILE' : ''}. Usage: ${cmd.usage}`);
  }
  return { file, values };
}

function optionError(cmd: Command, e: Error & { code?: string }): CliError {
  const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
  const name = quoted.split(' ')[0];
  const known = Object.keys(cmd.options).map((o) => `--${o}`).join(', ');
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return usage('unknown-option', `carc ${cmd.name} has no option ${name}. Its options: ${known}, --help.`);
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const spec = cmd.options[name.replace(/^-+/, '')];
    if (spec?.type === 'boolean') return usage('bad-option-value', `${name} is a switch and takes no value.`);
    return usage('missing-value', `${name} needs a value: ${name} ${spec?.value ?? 'VALUE'}.`);
  }
  return usage('bad-arguments', e.message.split('\n')[0]);
}

function intOption(values: Args['values'], name: string, min: number, max: number): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const text = String(raw).trim();
  const n = Number(text);
  if (!/^[+-]?\d+$/.test(text) || !Number.isSafeInteger(n)) {
    throw usage('bad-option-value', `--${name} must be a whole number, not "${raw}".`);
  }
  if (n < min || n > max) throw usage('bad-option-value', `--${name} must be between ${min} and ${max}, not ${n}.`);
  return n;
}

function tileOption(values: Args['values']): string {
  const tile = String(values.tile ?? '').trim().toUpperCase();
  if (!TILE_LETTERS.includes(tile)) {
    throw usage('unknown-tile', `--tile "${values.tile}" is not a tile of the base game: use one of the letters A to X (see shared/tiles.md).`);
  }
  return tile;
}

function rotOption(values: Args['values']): number {
  const raw = String(values.rot ?? '').trim();
  if (!/^[0-3]$/.test(raw)) {
    throw usage('bad-rotation', `--rot must be 0, 1, 2 or 3 quarter turns clockwise, not "${values.rot}".`);
  }
  return Number(raw);
}

/** The position's tile in hand (already checked by the engine), or the usage error asking for --tile. */
function inHandOf(data: unknown, command: string): string {
  const inHand = (data as { inHand?: unknown }).inHand;
  if (typeof inHand === 'string') return inHand;
  throw usage('missing-option', `carc ${command} needs --tile L (the tile letter, A to X) when the position has no inHand.`);
}

// ------------------------------------------------------------------ words

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A final scoring in words, for --explain. */
function scoreText(report: ScoreReport, pos: Position): string {
  return wordScoreReport(report, pos.players, pos.rules?.farmScoring === 'first-edition').join('\n');
}

// ------------------------------------------------------------------ commands

function scoreReport(data: unknown): ScoreReport {
  const scored = scorePosition(data);
  if (!scored.ok) throw refused(scored.error);
  return scored.value;
}

/** The report without the segment lists (they only serve to light features up on a board). */
function withoutParts(report: ScoreReport) {
  return { ...report, features: report.features.map(({ parts: _parts, ...f }) => f) };
}

const score: Command = {
  name: 'score',
  summary: 'final scoring as if the game ended now',
  usage: 'carc score FILE [--explain]',
  file: true,
  options: { explain: EXPLAIN },
  notes: [
    'Prints {"endgame", "total", "features", "winners", "warnings"}: the points each player gains',
    'in the final scoring, the score so far plus those points, and one entry per feature that',
    'holds a meeple (kind, complete, tiles, pennants, meeples, winners, points; farms also',
    'give the number of completed cities they supply).',
  ].join('\n'),
  async run({ file, values }) {
    const { data, canonical } = await loadPosition(file);
    const report = scoreReport(data);
    return { text: values.explain ? scoreText(report, canonical) : formatJson(withoutParts(report)) };
  },
};

const place: Command = {
  name: 'place',
  summary: 'play one turn for the player to play',
  usage: 'carc place FILE --tile L --x X --y Y --rot R [--meeple SPOT] [--explain]',
  file: true,
  options: {
    tile: { type: 'string', value: 'L', help: 'the tile letter, A to X' },
    x: { type: 'string', value: 'X', help: 'the column, growing to the east' },
    y: { type: 'string', value: 'Y', help: 'the row, growing to the south' },
    rot: { type: 'string', value: 'R', help: 'quarter turns clockwise, 0 to 3' },
    meeple: { type: 'string', value: 'SPOT', help: 'put a meeple on this spot (N, E, S, W, C, NW, NE, EN, ES, SE, SW, WS, WN)' },
    explain: EXPLAIN,
  },
  required: ['tile', 'x', 'y', 'rot'],
  notes: [
    'Places the tile for the player "toPlay", puts the meeple if asked, scores every road,',
    'city and cloister the tile completes and passes the turn. Prints {"scored", "completed",',
    '"position"} with the new position. An illegal move exits with status 1 and prints the',
    'reason: {"error": "edge-mismatch", "message": "…"}.',
  ].join('\n'),
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
  summary: 'every legal placement of a tile, with the open meeple spots',
  usage: 'carc moves FILE [--tile L] [--explain]',
  file: true,
  options: {
    tile: { type: 'string', value: 'L', help: 'the tile letter, A to X (default: the position\'s inHand)' },
    explain: EXPLAIN,
  },
  notes: [
    'Prints {"tile", "player", "moves": [{"x", "y", "rot", "spots"}]}: each cell and rotation',
    'where the tile fits (rotations that look the same are listed once), and the spots where',
    'the player to play could put a meeple there (empty when none is left in the supply).',
  ].join('\n'),
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
      return { text: `Tile ${tile} has no legal placement for ${player}: it fits nowhere on this board, or all its copies are already on it.` };
    }
    const lines = [`Tile ${tile} for ${player}: ${plural(placements.length, 'legal placement')}`];
    for (const m of placements) {
      lines.push(`  (${m.x}, ${m.y}) rot ${m.rot} — meeple: ${m.spots.length ? m.spots.join(' ') : 'none possible'}`);
    }
    return { text: lines.join('\n') };
  },
};

/** Players are named by colour (rulings 8), red and blue first as in the examples. */
const DEFAULT_NAMES: readonly ColorName[] = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];

const play: Command = {
  name: 'play',
  summary: 'a complete game between random players',
  usage: 'carc play [--players N] [--seed S] [--names A,B,…] [--rules JSON] [--explain]',
  file: false,
  options: {
    players: { type: 'string', value: 'N', help: 'how many players, 1 to 6 (default 2, or as many as --names)' },
    seed: { type: 'string', value: 'S', help: 'the seed of the shuffle and the players, 0 to 4294967295 (default: random)' },
    names: { type: 'string', value: 'A,B,…', help: 'the players\' names, comma-separated (default red, blue, green, yellow, black, pink)' },
    rules: { type: 'string', value: 'JSON', help: 'rule options, e.g. \'{"farmers":false}\' (see docs/position-format.md)' },
    explain: EXPLAIN,
  },
  notes: [
    'Shuffles the 71 tiles other than the start tile, then each player in turn draws a tile,',
    'puts it on a random legal placement and a meeple on a random open spot (or none), until',
    'the pile is empty; tiles that fit nowhere are discarded. The same seed gives the same game.',
    'Prints {"position", "final": {"endgame", "total", "winners"}, "discarded", "seed"}.',
  ].join('\n'),
  async run({ values }) {
    const namesGiven = values.names === undefined ? undefined : String(values.names).split(',').map((n) => n.trim());
    const players = intOption(values, 'players', 1, 6) ?? namesGiven?.length ?? 2;
    const names = namesGiven ?? DEFAULT_NAMES.slice(0, players);
    if (names.length !== players) {
      throw usage('bad-option-value', `--names gives ${plural(names.length, 'name')} but --players is ${players}.`);
    }
    const seed = intOption(values, 'seed', 0, 0xffffffff) ?? Math.floor(Math.random() * 0x100000000);
    let rules: Partial<Rules> | undefined;
    if (values.rules !== undefined) {
      try {
        rules = JSON.parse(String(values.rules)) as Partial<Rules>;
      } catch (e) {
        throw usage('bad-option-value', `--rules is not valid JSON: ${(e as Error).message}`);
      }
      if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
        throw usage('bad-option-value', '--rules must be a JSON object such as {"farmers": false}.');
      }
    }
    // Let the engine check the names and the rules on a one-tile position.
    const probe = validatePosition({ format: 'carcassonne-position/1', players: names, tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }], ...(rules ? { rules } : {}) });
    if (!probe.ok) {
      const e = probe.error;
      const inRules = e.code === 'bad-position' && 'problem' in e.params && e.params.problem === 'schema' && e.params.where.path[0] === 'rules';
      throw usage('bad-option-value', `${inRules ? '--rules' : '--names'}: ${wordError(e)}`);
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
    const head = [
      `Seed ${seed}: ${plural(players, 'player')} (${cleanNames.join(', ')}), ${plural(position.tiles.length, 'tile')} on the board, ` +
        (out.discarded.length ? `${out.discarded.length} discarded (${out.discarded.join(', ')}).` : 'none discarded.'),
      '',
    ];
    return { text: head.join('\n') + scoreText(report, position) };
  },
};

const validate: Command = {
  name: 'validate',
  summary: 'check a position and print it in canonical form',
  usage: 'carc validate FILE [--explain]',
  file: true,
  options: { explain: EXPLAIN },
  notes: [
    'Prints the position written back in canonical form (every field present, rule options',
    'only when they differ from the defaults), or the first problem found, with exit status 1.',
    'Notes about a legal but unusual position go to standard error.',
  ].join('\n'),
  async run({ file, values }) {
    const { data, source, warnings } = await loadPosition(file);
    const checked = validatePosition(data);
    if (!checked.ok) throw refused(checked.error);
    const pos = checked.value;
    for (const w of warnings) process.stderr.write(`note: ${w}\n`);
    if (!values.explain) return { text: formatJson(pos) };
    const rules = pos.rules && Object.keys(pos.rules).length ? `rules ${JSON.stringify(pos.rules)}` : 'default rules';
    return {
      text: `${source}: a valid position, ${plural(pos.players.length, 'player')} (${pos.players.join(', ')}), ` +
        `${plural(pos.tiles.length, 'tile')}, ${plural(pos.meeples?.length ?? 0, 'meeple')}, ${rules}, ${pos.toPlay} to play.`,
    };
  },
};

const solveCmd: Command = {
  name: 'solve',
  summary: 'value every move of the tile in hand under one objective',
  usage: 'carc solve FILE [--objective points|final|endgame] [--tile L] [--top N] [--time-limit MS] [--explain]',
  file: true,
  options: {
    objective: { type: 'string', value: 'points|final|endgame', help: 'what a move is worth (default final)' },
    tile: { type: 'string', value: 'L', help: 'the tile letter, A to X, when the position has no inHand' },
    top: { type: 'string', value: 'N', help: 'how many of the best moves carry their breakdown, 0 to 1000 (default 10)' },
    'time-limit': { type: 'string', value: 'MS', help: 'stop after this many milliseconds with the deepest values finished' },
    explain: EXPLAIN,
  },
  notes: [
    'Objectives: points (scored during this turn), final (the game ends after the move: own',
    'total after final scoring minus the highest other total), endgame (the tiles of "remaining"',
    'are played after the move, every player maximising their own final margin; "draw":',
    '"random" averages over the draws). Prints {"objective", "tile", "player", "value", "best",',
    '"moves", "remaining", "draw", "depth", "complete", "nodes", "ms"}: "best" lists every move',
    'that reaches the value (look-alikes once), "moves" ranks them all, the first N with a',
    '"breakdown" (now, later, gains, why, final). With --time-limit the search deepens one tile',
    'at a time and answers the deepest values it finished, with "complete": false.',
  ].join('\n'),
  async run({ file, values }) {
    const objective = String(values.objective ?? 'final').trim() as Objective;
    if (!OBJECTIVES.includes(objective)) {
      throw usage('bad-option-value', `--objective must be points, final or endgame, not "${values.objective}".`);
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

const COMMANDS: Command[] = [score, place, moves, play, validate, solveCmd];

// ------------------------------------------------------------------ help

async function version(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return `carc ${pkg.version}`;
}

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'carc — Carcassonne positions on the command line',
    '',
    'Usage: carc COMMAND [FILE] [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'FILE is a position in the carcassonne-position/1 format (docs/position-format.md);',
    'use - to read it from standard input. Output is JSON; --explain gives readable text.',
    'Errors are one line of JSON, {"error": CODE, "message": "…"}, with exit status 1',
    'for an illegal move or a bad position and 2 for a wrong command line.',
    '',
    'Run `carc COMMAND --help` for the options of a command.',
  ].join('\n');
}

function commandHelp(cmd: Command): string {
  const opts = Object.entries(cmd.options).map(([name, o]) => [`--${name}${o.value ? ` ${o.value}` : ''}`, o.help + (cmd.required?.includes(name) ? ' (required)' : '')]);
  opts.push(['--help', 'show this help']);
  const width = Math.max(...opts.map(([o]) => o.length));
  return [
    `carc ${cmd.name} — ${cmd.summary}`,
    '',
    `Usage: ${cmd.usage}`,
    '',
    ...(cmd.file ? ['FILE is a position file, or - to read standard input.', ''] : []),
    'Options:',
    ...opts.map(([o, h]) => `  ${o.padEnd(width)}  ${h}`),
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
  if (first === undefined) throw usage('missing-command', `No command given. Commands: ${COMMANDS.map((c) => c.name).join(', ')}. Run \`carc --help\` for more.`);
  if (first === '--help' || first === '-h') return mainHelp();
  if (first === '--version') return version();
  if (first === 'help') {
    if (rest[0] === undefined) return mainHelp();
    const cmd = COMMANDS.find((c) => c.name === rest[0]);
    if (!cmd) throw usage('unknown-command', `There is no command "${rest[0]}". Commands: ${COMMANDS.map((c) => c.name).join(', ')}.`);
    return commandHelp(cmd);
  }
  const cmd = COMMANDS.find((c) => c.name === first);
  if (!cmd) {
    const what = first.startsWith('-') ? `"${first}" is not a command` : `There is no command "${first}"`;
    throw usage('unknown-command', `${what}. Commands: ${COMMANDS.map((c) => c.name).join(', ')}. Run \`carc --help\` for more.`);
  }
  if (wantsHelp(rest)) return commandHelp(cmd);
  const out = await cmd.run(parseCommandArgs(cmd, rest));
  return out.text;
}

/** Run the command line `argv` (without "node carc"); writes the output and returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0); // the reader went away (carc play | head)
  });
  let text: string;
  let status = EXIT_OK;
  try {
    text = await dispatch(argv);
  } catch (e) {
    if (e instanceof CliError) {
      text = JSON.stringify(e.cause === undefined ? { error: e.code, message: e.message } : { error: e.code, cause: e.cause, message: e.message });
      status = e.exit;
    } else {
      const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
      text = JSON.stringify({ error: 'internal-error', message: `carc failed unexpectedly (this is a bug, please report it): ${message}` });
      status = EXIT_BUG;
    }
  }
  process.stdout.write(`${text}\n`);
  return status;
}

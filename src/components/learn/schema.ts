/**
 * The lesson format (docs/lessons.md): the zod schemas behind the content
 * collections `lessons`, `glossary` and `summary` (src/content.config.ts).
 * Build time and tests only — the lesson island receives plain, already
 * checked data and imports only the types from here.
 *
 * Every number a text states about a board is declared as a claim
 * ({ value, is }) so that tests/unit/lessons.test.ts checks it against the
 * engine and flags any number that is not declared.
 */
import { z } from 'astro/zod';

export const SPOTS = ['N', 'E', 'S', 'W', 'C', 'NW', 'NE', 'EN', 'ES', 'SE', 'SW', 'WS', 'WN'] as const;
export const LESSON_SLUGS = [
  'at-a-glance',
  'placing-tiles',
  'roads',
  'cities',
  'cloisters',
  'meeples',
  'turn-order',
  'sharing',
  'final-scoring',
  'farms',
  'editions',
  'house-rules',
] as const;
/**
 * Lessons that were merged into others or moved: the old page stays, a static
 * page that says where the content went (src/pages/learn/score-track.astro),
 * and saved progress is carried over (progress.ts).
 */
export const MOVED_LESSONS = {
  'score-track': ['roads', 'final-scoring'],
} as const satisfies Record<string, readonly (typeof LESSON_SLUGS)[number][]>;

/**
 * Rule constants a text may state without a board behind them (claims of kind
 * `rule`); the unit test checks each against the engine where it can. Each
 * names its source in the seeds (/work/shared/seeds, docs/rules-notes.md): RB =
 * the second-edition rule book the site follows (S000; the demo S003 and the
 * French S004 say the same), FE = the first-edition page (S001), OC = an
 * official clarification, R n = /work/shared/rulings.md. A constant that is
 * not a second-edition rule says so in its name, and a text that states it
 * must say which edition it belongs to.
 */
export const RULE_FACTS = {
  /** RB "Components and setup": 72 land tiles. */
  'tiles-in-game': 72,
  /** RB tile reference (24 rows, A–X). */
  'tile-types': 24,
  /** RB "Components and setup": seven meeples each form the supply. */
  'meeples-per-player': 7,
  /** FE intro (2 to 5 players); R 8. */
  'min-players': 2,
  /** R 8: the sixth colour came with later boxes (RB fn 2, Big Box 6); the base box has five colours. */
  'max-players': 6,
  /** RB "Components and setup": five colours in the second-edition base box. */
  'colours-in-box': 5,
  /** RB "Scoring a road". */
  'road-per-tile': 1,
  /** RB "Scoring a city". */
  'city-per-tile': 2,
  /** RB "Scoring a city" (the rule book's coat of arms). */
  'city-per-pennant': 2,
  /** RB "Game end and final scoring". */
  'unfinished-city-per-tile': 1,
  /** RB "Game end and final scoring". */
  'unfinished-city-per-pennant': 1,
  /** RB example 3b, Summary. */
  'cloister-complete': 9,
  /** RB Summary: the 8 surrounding tiles and the cloister's own. */
  'cloister-cells': 9,
  /** RB Summary: a monastery surrounded by 8 tiles. */
  'cloister-neighbours': 8,
  /** FE "Scoring farms" and fn 14 (the third-edition way, in every edition since; farmers are a supplement in RB). */
  'farm-per-city': 3,
  /** OC (RB Q&A): a small city of 2 tiles earns 4. */
  'two-tile-city': 4,
  /** FE fn 6: an old rule, no longer used in any edition (R 5). */
  'small-city-old': 2,
  /** FE fn 6: the old small-city rule paid 1 point per tile. */
  'small-city-old-per-tile': 1,
  /** FE fn 15: first edition only. */
  'first-edition-farm-city': 4,
  /** RB example 1e (lay the scoring meeple down past 50); FE "The scoreboard" (fifty fields). */
  'score-track-lap': 50,
  /** RB "Components and setup": each player's eighth meeple scores, starting on space 0. */
  'scoring-meeple': 8,
  /** RB "Components and setup": the scoring meeples start on the 0 space. */
  'score-track-start': 0,
  /** FE "The scoreboard", fn 12: first edition only, a point tile turned over shows 100. The second edition has no point tiles. */
  'first-edition-point-tile-high': 100,
  /** DEMO "48 land tiles". */
  'demo-tiles': 48,
  /** DEMO: 5 pieces of one colour each. */
  'demo-meeples': 5,
  /** DEMO tile reference: 22 rows of counts (the kinds of tile are not named: docs/rules-notes.md §10). */
  'demo-tile-rows': 22,
  /** DEMO tile reference: the smallest count in a row (×1). */
  'demo-row-fewest': 1,
  /** DEMO tile reference: the largest count in a row (×5). */
  'demo-row-most': 5,
  /** RB "Components and setup": 5 abbots, one a colour, for The Abbot mini expansion. */
  abbots: 5,
  /** FE fn 1: Big Box 5 adds purple and pink meeples, for up to 8 players (the site plays 2 to 6, R 8). */
  'big-box-5-players': 8,
  /** House rules page (S000, S001, S002, S004): play with a hand of three tiles. */
  'house-rule-hand': 3,
  /** RB "A turn", action 1: draw exactly one tile and lay it. */
  'tiles-per-turn': 1,
  /** OC (RB Q&A): one meeple per turn; FE "Only one follower may be deployed each turn". */
  'meeples-per-turn': 1,
  /** A square tile (tiles.md, edges N E S W). */
  'sides-per-tile': 4,
  /** tiles.md: every side of a tile is city, road or field (C, R, F). */
  'edge-kinds': 3,
  /** RB overview: roads, cities, monasteries and fields. */
  'land-kinds': 4,
  /** FE: released in 2000. */
  'first-edition-year': 2000,
  /** RB: released in 2014. */
  'second-edition-year': 2014,
  /** DEMO: released in 2020. */
  'print-and-play-year': 2020,
  /** RB intro: copies printed 2014–2016 have the darker city backgrounds. */
  'dark-cities-until': 2016,
  /** RB: the 20th Anniversary Edition (2021). */
  'anniversary': 20,
  /** tiles.md (C, F×2, M×2, O×2, Q, S×2). */
  'pennants-in-game': 10,
  /** RB tile reference: A×2, B×4. */
  'cloisters-in-game': 6,
  /** tiles.md: the villages of L and W end 3 roads. */
  'junction-roads-fewest': 3,
  /** tiles.md: the village of X ends 4 roads. */
  'junction-roads-most': 4,
  /** RB: the start tile has a darker back (Big Box 5's second start tile is not supported, R 7). */
  'start-tiles': 1,
} as const;
export type RuleName = keyof typeof RULE_FACTS;

const int = z.number().int();
export const spot = z.enum(SPOTS);
const slug = z.enum(LESSON_SLUGS);
const text = z.string().min(1);
/** A short id: lower-case words and digits joined by hyphens. */
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words and digits joined by hyphens');
const tileLetter = z.string().regex(/^[A-X]$/, 'a tile letter A–X');

/** A spot of a tile on the board: names the road, city, cloister or field there (any of its names). */
export const ref = z.object({ x: int, y: int, spot }).strict();
export const cell = z.object({ x: int, y: int }).strict();
export const move = z.object({ tile: tileLetter, x: int, y: int, rot: int.min(0).max(3), meeple: spot.nullable().optional() }).strict();

/**
 * A position in the engine's format (docs/position-format.md). The shape is
 * checked here; the unit test has the engine validate every one.
 * `madeUp: true` is the lesson's own marker, not part of the format: the board
 * was made up on purpose and could not arise in a real game (its text says so),
 * so tests/unit/possible-content.test.ts does not ask whether it could.
 * `positionOf` (judge.ts) leaves it out of the position the engine receives.
 */
export const position = z
  .object({
    madeUp: z.boolean().optional(),
    format: z.literal('carcassonne-position/1'),
    players: z.array(z.string().min(1)).min(1).max(6),
    tiles: z.array(z.object({ x: int, y: int, tile: tileLetter, rot: int.min(0).max(3) }).strict()).min(1).max(72),
    meeples: z.array(z.object({ player: z.string(), x: int, y: int, at: spot }).strict()).optional(),
    scores: z.record(z.string(), int.min(0)).optional(),
    toPlay: z.string().optional(),
    rules: z
      .object({
        farmers: z.boolean().optional(),
        meeples: int.min(1).max(15).optional(),
        smallCity: z.boolean().optional(),
        farmScoring: z.enum(['third-edition', 'first-edition']).optional(),
        incompleteScore: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** What a number is, so the test can ask the engine. Boards: the step's (or, with `after`, the board after the step's first answer). */
export const claimIs = z.discriminatedUnion('kind', [
  /** What the feature at the spot is worth now: completed value, or its end-of-game value if unfinished. */
  z.object({ kind: z.literal('feature-points'), at: ref }).strict(),
  /** How many tiles the feature covers (a tile it passes through twice counts once). */
  z.object({ kind: z.literal('feature-tiles'), at: ref }).strict(),
  z.object({ kind: z.literal('feature-pennants'), at: ref }).strict(),
  /** A farm: how many completed cities it borders. */
  z.object({ kind: z.literal('farm-cities'), at: ref }).strict(),
  /** Meeples on the feature (of one player, or all). */
  z.object({ kind: z.literal('feature-meeples'), at: ref, player: z.string().optional() }).strict(),
  /** A cloister (the spot names it): how many of the eight cells around it hold a tile. */
  z.object({ kind: z.literal('cloister-neighbours'), at: ref }).strict(),
  /** Points a move scores for a player (default: the step's first answer, for the player to play). */
  z.object({ kind: z.literal('move-points'), move: move.optional(), player: z.string().optional() }).strict(),
  /** How many roads, cities and cloisters a move completes (default: the step's first answer). */
  z.object({ kind: z.literal('move-completes'), move: move.optional() }).strict(),
  /** A player's total after final scoring ("as if the game ended now"). */
  z.object({ kind: z.literal('final-score'), player: z.string() }).strict(),
  /** What final scoring adds for a player. */
  z.object({ kind: z.literal('endgame-points'), player: z.string() }).strict(),
  /** A player's score on the track now. */
  z.object({ kind: z.literal('score'), player: z.string() }).strict(),
  /** The space of the score track a player's scoring meeple stands on (the score less its laps of 50). */
  z.object({ kind: z.literal('track-space'), player: z.string() }).strict(),
  /** The laps of 50 a player's score has made. */
  z.object({ kind: z.literal('track-laps'), player: z.string() }).strict(),
  z.object({ kind: z.literal('tiles-on-board') }).strict(),
  /** Meeples a player still has in the supply. */
  z.object({ kind: z.literal('meeples-in-supply'), player: z.string() }).strict(),
  /** Meeples a player has out on the board. */
  z.object({ kind: z.literal('meeples-on-board'), player: z.string() }).strict(),
  /** Cells where a tile fits (in some rotation). */
  z.object({ kind: z.literal('legal-cells'), tile: tileLetter }).strict(),
  /** Empty cells beside the map (along a side) where a tile fits in no rotation. */
  z.object({ kind: z.literal('cells-ruled-out'), tile: tileLetter }).strict(),
  /** The ways (rotations that look different) a tile fits on one cell. */
  z.object({ kind: z.literal('legal-rotations'), tile: tileLetter, x: int, y: int }).strict(),
  /** Tiles that touch a cell along a side. */
  z.object({ kind: z.literal('cell-neighbours'), x: int, y: int }).strict(),
  /** Roads, cities, fields or cloisters drawn on a tile type (the catalogue, tiles.ts): a junction tile has 3 roads. */
  z.object({ kind: z.literal('tile-features'), tile: tileLetter, feature: z.enum(['road', 'city', 'field', 'cloister']) }).strict(),
  /** Sides of a tile type that show city, road or field (the catalogue, tiles.ts): a city cap has 3 field sides. */
  z.object({ kind: z.literal('tile-edges'), tile: tileLetter, edge: z.enum(['city', 'road', 'field']) }).strict(),
  /** A rule constant (RULE_FACTS). */
  z.object({ kind: z.literal('rule'), name: z.enum(Object.keys(RULE_FACTS) as [RuleName, ...RuleName[]]) }).strict(),
]);

/**
 * What a statement without a number is, so the test can ask the engine
 * whether it is true ("the city is complete", "Blue holds the road", "a
 * knight may go there"): a claim whose value is true or false.
 */
export const factIs = z.discriminatedUnion('kind', [
  /** The feature at the spot is complete. */
  z.object({ kind: z.literal('feature-complete'), at: ref }).strict(),
  /** The player holds the feature: has the most meeples on it (ties included), so would score it. */
  z.object({ kind: z.literal('feature-held'), at: ref, player: z.string() }).strict(),
  /** The two spots lie on the same road, city, cloister or field. */
  z.object({ kind: z.literal('same-feature'), at: ref, and: ref }).strict(),
  /** The engine allows the move for the player to play: the tile fits there, and the meeple (if any) may go on that spot. */
  z.object({ kind: z.literal('move-allowed'), move }).strict(),
]);

const after = z.boolean().optional();
/** A number of a text and what it is. */
export const numberClaim = z.object({ value: z.number(), is: claimIs, after }).strict();
/** A statement of a text that is true or false, and what it says. */
export const factClaim = z.object({ value: z.boolean(), is: factIs, after }).strict();
export const claim = z.union([numberClaim, factClaim]);

const style = z.enum(['highlight', 'hint', 'good', 'bad', 'last']).optional();
/** Marks a step draws on its board (the host turns `feature` and `count` into the feature's outline through the engine). */
export const mark = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('feature'), at: ref, style }).strict(),
  /** The feature outlined and its tiles numbered 1, 2, 3… — counting it tile by tile. */
  z.object({ kind: z.literal('count'), at: ref, style }).strict(),
  z.object({ kind: z.literal('cell'), x: int, y: int, style }).strict(),
  z.object({ kind: z.literal('label'), x: int, y: int, text: z.string().min(1).max(8), style }).strict(),
  z.object({ kind: z.literal('preview'), move, player: z.string().optional() }).strict(),
]);

const base = {
  /** Unique within the lesson; progress and tests name steps by it. */
  id,
  title: text.optional(),
  /** What the step says; paragraphs separated by a blank line. */
  text,
  /** The board: a position here, or the name of one in the lesson's `boards`. */
  position: position.optional(),
  board: z.string().optional(),
  marks: z.array(mark).optional(),
  /** Every number the step's texts state, with what it is, and the statements the engine can check (true or false). */
  claims: z.array(claim).optional(),
  /**
   * Where the rule the step teaches comes from, shown small under its text:
   * `text` names the seed ("Rule book, example 1c", "Official clarification",
   * "First edition, footnote 15"), `summary` the section of the rules summary
   * it links to (/learn/summary/#<id>).
   */
  source: z.object({ text, summary: id.optional() }).strict().optional(),
};

/** What a task step adds: the words after a right answer, "show me" words, and reasons for wrong answers. */
const task = {
  success: text,
  hint: text,
  /** Said for any wrong answer the step does not name. */
  otherwise: text.optional(),
};

export const explainStep = z.object({ ...base, kind: z.literal('explain') }).strict();

export const placeStep = z
  .object({
    ...base,
    ...task,
    kind: z.literal('place'),
    /** The tile in hand. */
    tile: tileLetter,
    /** Cells offered (default: every cell where the tile fits). */
    allowed: z.array(cell).min(1).optional(),
    /** Right answers, judged with the engine's notion of the same move (rulings 9). */
    answers: z.array(move).min(1),
    /** 'same': the meeple must be as in an answer (null: no meeple); 'any': only the tile is judged. */
    meeple: z.enum(['same', 'any']).default('any'),
    /** Reasons for particular wrong moves: a cell (and, optionally, rotation / meeple). */
    wrong: z.array(z.object({ x: int, y: int, rot: int.min(0).max(3).optional(), meeple: spot.nullable().optional(), reason: text }).strict()).optional(),
  })
  .strict();

export const pointStep = z
  .object({
    ...base,
    ...task,
    kind: z.literal('point'),
    /** feature: any spot of the same road, city, cloister or farm is right; meeple: the meeple's own tile and feature. */
    target: z.enum(['feature', 'meeple']),
    answers: z.array(ref).min(1),
    wrong: z.array(z.object({ at: ref, reason: text }).strict()).optional(),
  })
  .strict();

export const numberStep = z
  .object({
    ...base,
    ...task,
    kind: z.literal('number'),
    /** The right number and what it is (checked against the engine like any claim). */
    answer: numberClaim,
    wrong: z.array(z.object({ value: z.number(), reason: text }).strict()).optional(),
  })
  .strict();

export const step = z.discriminatedUnion('kind', [explainStep, placeStep, pointStep, numberStep]);
export const question = z.discriminatedUnion('kind', [placeStep, pointStep, numberStep]);

export const lesson = z
  .object({
    slug,
    order: int.min(1).max(12),
    title: text,
    /** One or two sentences for the list at /learn/ and the page's description. */
    summary: text,
    related: z.array(slug).default([]),
    /** Glossary entry ids this lesson uses. */
    glossary: z.array(id).default([]),
    /** Numbers stated in the title or summary. */
    claims: z.array(claim).optional(),
    /** Named boards that several steps share. */
    boards: z.record(z.string(), position).optional(),
    steps: z.array(step).min(1),
    /** The quick check at the end: two or three questions. */
    check: z.array(question).min(2).max(3),
  })
  .strict()
  .superRefine((l, ctx) => {
    const ids = new Set<string>();
    [...l.steps, ...l.check].forEach((s, i) => {
      if (ids.has(s.id)) ctx.addIssue({ code: 'custom', message: `step id "${s.id}" is used twice`, path: ['steps', i, 'id'] });
      ids.add(s.id);
      if (!!s.position === !!s.board) ctx.addIssue({ code: 'custom', message: `step "${s.id}" needs exactly one of "position" and "board"`, path: ['steps', i] });
      if (s.board && !l.boards?.[s.board]) ctx.addIssue({ code: 'custom', message: `step "${s.id}": no board named "${s.board}"`, path: ['steps', i, 'board'] });
    });
  });

export const glossaryEntry = z
  .object({
    /** The entry's id (lower-case words joined by hyphens), used as its anchor: /learn/glossary/#<id>. */
    id,
    term: text,
    definition: text,
    /** Lessons that teach it. */
    lessons: z.array(slug).default([]),
    /** Other entries to see. */
    see: z.array(id).default([]),
    claims: z.array(claim).optional(),
  })
  .strict();

export const summarySection = z
  .object({
    id,
    /** Sections are shown in this order. */
    order: int.min(1),
    heading: text,
    /** Short rules, one sentence or two each. */
    points: z.array(text).min(1),
    lessons: z.array(slug).default([]),
    claims: z.array(claim).optional(),
  })
  .strict();

export type Spot = z.infer<typeof spot>;
export type Ref = z.infer<typeof ref>;
export type LessonMove = z.infer<typeof move>;
export type LessonPosition = z.infer<typeof position>;
export type Claim = z.infer<typeof claim>;
export type NumberClaim = z.infer<typeof numberClaim>;
export type FactClaim = z.infer<typeof factClaim>;
export type LessonMark = z.infer<typeof mark>;
export type Step = z.infer<typeof step>;
export type Question = z.infer<typeof question>;
export type Lesson = z.infer<typeof lesson>;
export type GlossaryEntry = z.infer<typeof glossaryEntry>;
export type SummarySection = z.infer<typeof summarySection>;
export type LessonSlug = (typeof LESSON_SLUGS)[number];

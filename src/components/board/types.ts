/**
 * The board's API: what a host passes in and what the board reports back.
 * The board holds no rules (chessground's model): it draws a position, offers
 * what the host allows, and reports intentions; the host answers each one.
 */
import type { ComponentChildren } from 'preact';
import type { Placement, Position } from '../../worker/api';
import type { PlayerColorName } from '../tiles/colors';
import type { FeatureRef, Spot } from './model';

export type { FeatureRef, Spot };

/** view: look, pan, zoom, point at features; play: lay the tile in hand and a meeple; edit: build any board. */
export type Interaction = 'view' | 'play' | 'edit';

export interface Cell {
  x: number;
  y: number;
}

/** A tile laid on a cell at a rotation (quarter turns clockwise). */
export interface TileMove extends Cell {
  tile: string;
  rot: number;
}

/** A whole turn: the tile and where the player's meeple goes (null: no meeple). */
export interface TurnMove extends TileMove {
  meeple: Spot | null;
}

export type Intent =
  /** play: the tile in hand put on a cell. Accept (optionally with the meeple spots to offer) or refuse with the reason. */
  | { type: 'tile'; move: TileMove }
  /** play: the turn, meeple chosen. Accept (the host then passes the new position) or refuse. */
  | { type: 'place'; move: TurnMove }
  /** The feature under the pointer (by: 'hover') or tapped / chosen by key (by: 'pin'); null when none. No answer needed. */
  | { type: 'inspect'; by: 'hover' | 'pin'; feature: FeatureRef | null }
  | { type: 'undo' }
  | { type: 'redo' }
  /** edit: lay `tile` on an empty cell. */
  | { type: 'put-tile'; move: TileMove }
  | { type: 'remove-tile'; x: number; y: number }
  | { type: 'move-tile'; from: Cell; to: Cell }
  /** edit: a meeple of `player` on a spot of a laid tile (several may share a feature, even a spot). */
  | { type: 'put-meeple'; x: number; y: number; at: Spot; player: string }
  /** edit (with `EditTools.turnOnTap`): the tile tool tapped a laid tile — e.g. to turn it to its next rotation that fits. */
  | { type: 'turn-tile'; x: number; y: number }
  /** edit: the meeple at index `index` of position.meeples. */
  | { type: 'remove-meeple'; x: number; y: number; at: Spot; index: number };

export type IntentType = Intent['type'];

/**
 * The host's answer. `spots` (for a 'tile' intent): the meeple spots to offer on the laid tile. `message`: what the
 * status line says now (absent: it keeps what it said; null: it goes back to its hint, e.g. when the host says the
 * outcome itself).
 */
export type Answer =
  | { accept: true; message?: string | null; tone?: 'info' | 'success'; spots?: readonly Spot[] }
  | { accept: false; reason: string };

export type IntentHandler = (intent: Intent) => Answer | void | Promise<Answer | void>;

export type MarkStyle = 'highlight' | 'hint' | 'good' | 'bad' | 'last';

/** Highlights drawn over the board, any number at once. */
export type Mark =
  /** A feature's outline: the spots of its parts (e.g. FeatureInfo.parts from the engine). */
  | { kind: 'feature'; parts: readonly FeatureRef[]; style?: MarkStyle }
  | { kind: 'cell'; x: number; y: number; style?: MarkStyle }
  /** The last move: a frame on its cell. */
  | { kind: 'last'; x: number; y: number }
  /** A move drawn translucent, not played; brought into view when it appears. */
  | { kind: 'preview'; move: TileMove & { meeple?: Spot | null }; player?: string }
  /** A short text on a cell, such as "+4". */
  | { kind: 'label'; x: number; y: number; text: string; style?: MarkStyle };

/** What the edit interaction puts down: the host's choice of tile, player (colour) and tool. */
export interface EditTools {
  tool: 'tile' | 'meeple' | 'erase' | 'move';
  tile: string | null;
  player: string;
  /** With the tile tool, a tap on a laid tile sends 'turn-tile' (default: it does nothing). */
  turnOnTap?: boolean;
  /** How the tile in hand is turned, when the host sets it (e.g. as the last tile was laid); the board's turn buttons still turn it. */
  rot?: number;
}

/** What the host's toolbar buttons get: a way to send an intent as the board would (so Undo cancels a tile waiting for its meeple). */
export interface ToolbarApi {
  send: (intent: Intent) => void;
  /** Whether a laid tile is waiting for its meeple. */
  choosingMeeple: boolean;
}

export interface BoardProps {
  /** The position to draw; null while it is not known yet (the board shows `placeholder`). */
  position: Position | null;
  interaction?: Interaction;
  /** Shown in the board's box while position is null (default "Loading the board…"). */
  placeholder?: string;
  /** play: the tile in hand (a letter A–X), or null. */
  hand?: string | null;
  /** play: what the host offers (cell, rotation, meeple spots), e.g. from the engine's legalMoves; null while unknown. */
  allowed?: readonly Placement[] | null;
  /** play: the rotations of the tile in hand that differ (default all four). */
  rotations?: readonly number[];
  edit?: EditTools;
  onIntent?: IntentHandler;
  marks?: readonly Mark[];
  /** Colours by player name; by default a player called "Red" is red, others take free colours by seat. */
  colors?: Readonly<Record<string, PlayerColorName>>;
  /** The status line's text when the board has nothing to say. */
  hint?: string;
  /** Slots: more toolbar buttons (e.g. undo, redo), and a panel under the status line (e.g. the feature pointed at). */
  toolbar?: ComponentChildren | ((board: ToolbarApi) => ComponentChildren);
  info?: ComponentChildren;
  /** Accessible name of the board. */
  label?: string;
}

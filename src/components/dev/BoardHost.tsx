/**
 * The board in three hosts of its own, for the e2e tests (/dev/board-host/):
 * a lesson step that allows one cell and refuses the others with its own
 * reason; the edit interaction (any tile, meeples of any colour, two on one
 * feature); several marks at once. Not part of the site.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Position } from '../../worker/api';
import Board, { type Answer, type EditTools, type Intent, type Mark } from '../board/Board';
import { answerTile, placeholderText, playTurn, useEngine, useLegal } from '../ui/useEngine';
import { useInspector } from '../ui/useInspector';
import FeatureInfoView from '../ui/FeatureInfo';
import { applyEdit } from '../ui/edit';
import { spotText } from '../board/describe';
import { bt } from '../board/strings';
import '../../i18n/playground';
import { playerToPlay } from '../board/model';

const start = (): Position => ({
  format: 'carcassonne-position/1',
  players: ['Red', 'Blue'],
  tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
  meeples: [],
  toPlay: 'Red',
});

/** (a) A lesson step: "put the tile east of the start tile" — only that cell is offered; elsewhere the lesson says why. */
function LessonHost() {
  const engine = useEngine();
  const [position, setPosition] = useState<Position>(start);
  const target = { x: 1, y: 0 };
  const legal = useLegal(engine.kind === 'ready' ? position : null, 'U');
  const allowed = useMemo(() => legal.placements?.filter((p) => p.x === target.x && p.y === target.y) ?? null, [legal.placements]);
  const onIntent = async (intent: Intent): Promise<Answer | void> => {
    if (intent.type === 'tile') {
      const { x, y } = intent.move;
      if (x !== target.x || y !== target.y)
        return { accept: false, reason: 'This step is about the cell east of the start tile: put the road there, so that it goes on.' };
      return answerTile(position, allowed ?? [], intent.move);
    }
    if (intent.type === 'place') {
      const r = await playTurn(position, intent.move);
      if (!r.ok) return { accept: false, reason: r.reason };
      setPosition(r.report.position);
      const m = intent.move;
      const laid = m.meeple ? bt('game.laidFramedMeeple', { player: 'Red', tile: m.tile, spot: spotText(m.tile, m.rot, m.meeple) }) : bt('game.laidFramed', { player: 'Red', tile: m.tile });
      return { accept: true, tone: 'success', message: `Well done. ${laid}` };
    }
  };
  return (
    <section data-testid="host-lesson" class="dev-host">
      <h2>A lesson step</h2>
      <Board
        position={engine.kind === 'ready' ? position : null}
        placeholder={placeholderText(engine)}
        interaction="play"
        hand={position.tiles.length === 1 ? 'U' : null}
        allowed={allowed}
        rotations={legal.rotations}
        onIntent={onIntent}
        marks={position.tiles.length === 1 ? [{ kind: 'cell', ...target, style: 'hint' }] : [{ kind: 'last', ...target }]}
        hint={position.tiles.length === 1 ? 'Put the straight road east of the start tile, so the road goes on.' : 'Step done.'}
        label="Lesson board"
      />
    </section>
  );
}

/** (b) Edit: any tile anywhere, meeples of any colour (several on one feature), move and remove. */
function EditHost() {
  const engine = useEngine();
  const [position, setPosition] = useState<Position>(() => ({
    ...start(),
    tiles: [
      { x: 0, y: 0, tile: 'D', rot: 0 },
      { x: 1, y: 0, tile: 'U', rot: 1 },
    ],
  }));
  const [tools, setTools] = useState<EditTools>({ tool: 'tile', tile: 'V', player: 'Red' });
  const inspector = useInspector(position, engine.kind === 'ready');
  const onIntent = (intent: Intent): Answer | void => {
    if (inspector.onIntent(intent)) return;
    const next = applyEdit(position, intent);
    if (!next) return { accept: false, reason: 'That cell already has a tile.' };
    setPosition(next);
    return { accept: true };
  };
  const tool = (t: EditTools['tool'], label: string) => (
    <button type="button" class="board__btn" aria-pressed={tools.tool === t ? 'true' : 'false'} data-tool={t} onClick={() => setTools({ ...tools, tool: t })}>
      {label}
    </button>
  );
  return (
    <section data-testid="host-edit" class="dev-host">
      <h2>Edit a board</h2>
      <div class="dev-host__tools" role="group" aria-label="Edit tools">
        {tool('tile', 'Tile')}
        {tool('meeple', 'Meeple')}
        {tool('erase', 'Remove')}
        {tool('move', 'Move')}
        <label>
          Player{' '}
          <select data-testid="edit-player" value={tools.player} onChange={(e) => setTools({ ...tools, player: (e.target as HTMLSelectElement).value })}>
            {position.players.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
      </div>
      <Board
        position={engine.kind === 'ready' ? position : null}
        placeholder={placeholderText(engine)}
        interaction="edit"
        edit={tools}
        onIntent={onIntent}
        marks={inspector.mark ? [inspector.mark] : []}
        info={<FeatureInfoView info={inspector.info} />}
        label="Board to edit"
      />
      <output data-testid="edit-meeples">{(position.meeples ?? []).map((m) => `${m.player}@${m.x},${m.y},${m.at}`).join(' ')}</output>
    </section>
  );
}

/** (c) Marks: a feature outline, a cell, the last move, a translucent preview and a "+4" label at once. */
function MarksHost() {
  const position: Position = {
    format: 'carcassonne-position/1',
    players: ['Red', 'Blue'],
    tiles: [
      { x: 0, y: 0, tile: 'D', rot: 0 },
      { x: 0, y: -1, tile: 'E', rot: 2 },
    ],
    meeples: [{ x: 0, y: -1, at: 'S', player: 'Red' }],
    toPlay: 'Blue',
  };
  const marks: Mark[] = [
    { kind: 'feature', parts: [{ x: 0, y: 0, at: 'N' }, { x: 0, y: -1, at: 'S' }], style: 'highlight' },
    { kind: 'cell', x: -1, y: 0, style: 'bad' },
    { kind: 'last', x: 0, y: -1 },
    { kind: 'preview', move: { tile: 'U', x: 1, y: 0, rot: 1, meeple: 'E' }, player: playerToPlay(position) },
    { kind: 'label', x: 0, y: -1, text: '+4', style: 'good' },
  ];
  return (
    <section data-testid="host-marks" class="dev-host">
      <h2>Marks</h2>
      <Board position={position} interaction="view" marks={marks} hint="A city outlined, a cell, the last move, a preview and a label." label="Board with marks" />
    </section>
  );
}

export default function BoardHost() {
  return (
    <div class="dev-hosts">
      <LessonHost />
      <EditHost />
      <MarksHost />
    </div>
  );
}

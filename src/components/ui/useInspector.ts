/**
 * The feature a person points at or taps on the board (its 'inspect'
 * intents), or one a host picks from a list: asked of the engine
 * (`featureAt`), drawn as an outline mark and described in the board's info slot.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { FeatureInfo, Position } from '../../worker/api';
import type { FeatureRef, Intent, Mark } from '../board/types';
import { ask } from './useEngine';

export interface Inspector {
  /** Hover first, then the pinned feature (from the board or a list). */
  active: FeatureRef | null;
  pinned: FeatureRef | null;
  pin: (ref: FeatureRef | null) => void;
  info: FeatureInfo | null;
  mark: Mark | null;
  /** Hand the board's intents here; returns true for an 'inspect' intent. */
  onIntent: (intent: Intent) => boolean;
}

export function useInspector(position: Position | null, on: boolean): Inspector {
  const [hover, setHover] = useState<FeatureRef | null>(null);
  const [pinned, setPinned] = useState<FeatureRef | null>(null);
  const [info, setInfo] = useState<{ ref: FeatureRef; info: FeatureInfo } | null>(null);
  const active = hover ?? pinned;
  useEffect(() => {
    if (!active || !position || !on) return setInfo(null);
    let alive = true;
    ask('featureAt', position, active.x, active.y, active.at).then((r) => alive && setInfo(r.ok ? { ref: active, info: r.value } : null));
    return () => {
      alive = false;
    };
  }, [active?.x, active?.y, active?.at, position, on]);
  const mark = useMemo<Mark | null>(() => (info ? { kind: 'feature', parts: info.info.parts, style: 'highlight' } : null), [info]);
  return {
    active,
    pinned,
    pin: setPinned,
    info: info?.info ?? null,
    mark,
    onIntent: (intent) => {
      if (intent.type !== 'inspect') return false;
      if (intent.by === 'hover') setHover(intent.feature);
      else setPinned(intent.feature);
      return true;
    },
  };
}

/**
 * `pure(Drawing)`: the component redrawn only when one of its props changes (compared one by one with ===), as
 * React's `memo` does, without loading preact/compat. For drawings whose props are plain values (a tile's letter,
 * turn and size): a host that redraws for another reason (an answer from the engine, a status line) leaves them be.
 */
import { Component, h, type FunctionComponent } from 'preact';

export function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  return true;
}

export function pure<P extends object>(Drawing: FunctionComponent<P>): FunctionComponent<P> {
  class Pure extends Component<P> {
    static displayName = `pure(${Drawing.displayName ?? Drawing.name})`;
    shouldComponentUpdate(next: P): boolean {
      return !shallowEqual(this.props, next);
    }
    render() {
      return h(Drawing, this.props);
    }
  }
  return Pure as unknown as FunctionComponent<P>;
}

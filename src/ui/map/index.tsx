import type { ComponentType, JSX, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { LL } from '../../platform/i18n/index.js';
import { useNearView } from '../use-near-view.js';
import type { AreaMapProps } from './AreaMap.js';
import type { PointPickerProps } from './PointPicker.js';

export type { AreaMapProps, HeatCell, MapGroup, MapOutline, MapPoint, Ring } from './AreaMap.js';
export type { Landmarks, PointPickerProps } from './PointPicker.js';

/** One download per component; a failed one (offline for a moment) downloads again on the next attempt. */
export function chunkLoader<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let chunk: Promise<ComponentType<P>> | null = null;
  return () =>
    (chunk ??= load().then(
      (m) => m.default,
      (error: unknown) => {
        chunk = null;
        throw error;
      },
    ));
}

/**
 * A component fetched when it nears the view: screens import this file, the component's code stays out of their
 * route chunk and out of the page load when it is below the first screen. Until it arrives, `placeholder` (watched
 * through the ref it is given) holds its place. The maps below are made with it; a report's other parts below the
 * first screen may be too (they share this file's chunk instead of adding one).
 */
export function lazyNearView<P>(load: () => Promise<ComponentType<P>>, placeholder: (props: P, ref: RefObject<HTMLDivElement>) => JSX.Element) {
  return function LazyNearView(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    const [failed, setFailed] = useState(false);
    const place = useRef<HTMLDivElement>(null);
    const near = useNearView(place);
    useEffect(() => {
      if (!near || Component || failed) return;
      let live = true;
      load().then(
        (component) => live && setComponent(() => component),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [near, failed]);
    if (Component) return <Component {...(props as P & JSX.IntrinsicAttributes)} />;
    if (failed) {
      return (
        <p class="muted" role="alert">
          {LL.value.states.error()}{' '}
          <button type="button" class="btn secondary" onClick={() => setFailed(false)}>
            {LL.value.states.retry()}
          </button>
        </p>
      );
    }
    return placeholder(props, place);
  };
}

/**
 * A map fetched when it nears the view: until it arrives, a box of the map's size holds its place (4:3, as the maps
 * draw, and a caption's line), saying that the map is loading, so the box is never blank and nothing moves when it comes.
 */
function lazyMap<P extends { label: string }>(load: () => Promise<ComponentType<P>>) {
  // Styled inline: the map's stylesheet comes with its chunk.
  return lazyNearView<P>(load, (props, ref) => (
    <div ref={ref} class="area-map-placeholder">
      <div role="img" aria-label={props.label} style={{ position: 'relative', paddingTop: '75%', background: '#eef2f7' }}>
        <p role="status" class="muted" style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', margin: 0 }}>
          {LL.value.states.loading()}
        </p>
      </div>
      <p class="muted" style={{ minHeight: '3em' }} aria-hidden="true" />
    </div>
  ));
}

/** The map figure of a report (see AreaMap.tsx for its props and usage). */
export const LazyAreaMap = lazyMap<AreaMapProps>(chunkLoader(() => import('./AreaMap.js')));

/** A map to choose a point on (see PointPicker.tsx). */
export const LazyPointPicker = lazyMap<PointPickerProps>(chunkLoader(() => import('./PointPicker.js')));

import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { LL } from '../../platform/i18n/index.js';
import { useNearView } from '../use-near-view.js';
import type { AreaMapProps } from './AreaMap.js';
import type { PointPickerProps } from './PointPicker.js';

export type { AreaMapProps, HeatCell, MapGroup, MapOutline, MapPoint, Ring } from './AreaMap.js';
export type { Landmarks, PointPickerProps } from './PointPicker.js';

/** One download per map component; a failed one (offline for a moment) downloads again on the next attempt. */
function chunkLoader<P>(load: () => Promise<{ default: ComponentType<P> }>) {
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
 * A map component fetched when it nears the view: screens import this file, the map's code stays out of their route
 * chunk and out of the page load when the map is below the first screen. Until it arrives, a plain box of the map's
 * size holds its place (4:3, as the maps draw), so nothing moves when it comes.
 */
function lazyMap<P extends { label: string }>(load: () => Promise<ComponentType<P>>) {
  return function LazyMap(props: P) {
    const [Map, setMap] = useState<ComponentType<P> | null>(null);
    const [failed, setFailed] = useState(false);
    const placeholder = useRef<HTMLDivElement>(null);
    const near = useNearView(placeholder);
    useEffect(() => {
      if (!near || Map || failed) return;
      let live = true;
      load().then(
        (component) => live && setMap(() => component),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [near, failed]);
    if (Map) return <Map {...props} />;
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
    // Styled inline: the map's stylesheet comes with its chunk.
    return <div ref={placeholder} role="img" aria-label={props.label} style={{ paddingTop: '75%', background: '#eef2f7' }} />;
  };
}

/** The map figure of a report (see AreaMap.tsx for its props and usage). */
export const LazyAreaMap = lazyMap<AreaMapProps>(chunkLoader(() => import('./AreaMap.js')));

/** A map to choose a point on (see PointPicker.tsx). */
export const LazyPointPicker = lazyMap<PointPickerProps>(chunkLoader(() => import('./PointPicker.js')));

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { LL } from '../../platform/i18n/index.js';
import type { AreaMapProps } from './AreaMap.js';

export type { AreaMapProps, MapGroup, MapOutline, MapPoint, Ring } from './AreaMap.js';

let chunk: Promise<ComponentType<AreaMapProps>> | null = null;
const loadAreaMap = () =>
  (chunk ??= import('./AreaMap.js').then(
    (m) => m.default,
    (error: unknown) => {
      chunk = null; // offline for a moment: the next attempt downloads again
      throw error;
    },
  ));

/**
 * The map figure (see AreaMap.tsx for its props and usage), fetched when it is first shown: screens import this file,
 * the map's code stays out of their route chunk. Until it arrives, a plain box of the map's size holds its place.
 */
export function LazyAreaMap(props: AreaMapProps) {
  const [Map, setMap] = useState<ComponentType<AreaMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Map || failed) return;
    let live = true;
    loadAreaMap().then(
      (component) => live && setMap(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [failed]);
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
  return <div role="img" aria-label={props.label} style={{ paddingTop: '75%', background: '#eef2f7' }} />;
}

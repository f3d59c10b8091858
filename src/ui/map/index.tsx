import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
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
 * The map figure (see AreaMap.tsx for its props and usage), fetched when it nears the view: screens import this file,
 * the map's code stays out of their route chunk and out of the page load when the map is below the first screen.
 * Until it arrives, a plain box of the map's size holds its place.
 */
export function LazyAreaMap(props: AreaMapProps) {
  const [Map, setMap] = useState<ComponentType<AreaMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState(typeof IntersectionObserver !== 'function');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = placeholder.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!near || Map || failed) return;
    let live = true;
    loadAreaMap().then(
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
}

import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Whether the element has come within 200 px of the view (once true, it stays true); true where nothing can tell. */
export function useNearView(element: RefObject<Element>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = element.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near;
}

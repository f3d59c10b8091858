import { useState } from 'preact/hooks';

export type ImageState = 'loading' | 'loaded' | 'error';

/** Shown when an image cannot be loaded. Lives in public/ so it is never inlined into a chunk. */
export const FALLBACK_IMAGE = `${import.meta.env.BASE_URL}fallback-image.svg`;

interface Props {
  src: string;
  alt: string;
  /** Intrinsic size (any unit): only the ratio is used, to reserve the box before the image arrives. */
  width: number;
  height: number;
  class?: string;
}

/**
 * Lazily loaded image with loading, loaded and error states (exposed as `data-state` for styling and tests). Its box is
 * sized from width/height up front, so nothing moves when it loads; on error the fallback image takes its place.
 */
export function LazyImage({ src, alt, width, height, class: className }: Props) {
  const [settled, setSettled] = useState<{ src: string; status: ImageState } | null>(null);
  // The state belongs to one src: a new src starts over at 'loading' without remounting.
  const status: ImageState = settled?.src === src ? settled.status : 'loading';
  const failed = status === 'error';
  return (
    <span
      class={className ? `lazy-img ${className}` : 'lazy-img'}
      data-state={status}
      style={{ paddingBottom: `${(height / width) * 100}%` }}
    >
      <img
        src={failed ? FALLBACK_IMAGE : src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onLoad={() => !failed && setSettled({ src, status: 'loaded' })}
        onError={() => !failed && setSettled({ src, status: 'error' })}
      />
    </span>
  );
}

import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE, LazyImage } from './LazyImage.js';

let root: HTMLElement;
const box = () => root.querySelector<HTMLElement>('.lazy-img')!;
const img = () => root.querySelector('img')!;

function show(src: string) {
  render(<LazyImage src={src} alt="Shop front" width={4} height={3} />, root);
}

describe('LazyImage', () => {
  afterEach(() => render(null, root));

  it('reserves its box from the ratio and starts loading lazily', () => {
    root = document.createElement('div');
    show('/shop.jpg');
    expect(box().dataset.state).toBe('loading');
    expect(box().style.paddingBottom).toBe('75%');
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('alt')).toBe('Shop front');
  });

  it('becomes loaded when the image arrives', async () => {
    root = document.createElement('div');
    show('/shop.jpg');
    img().dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(box().dataset.state).toBe('loaded'));
    expect(img().getAttribute('src')).toBe('/shop.jpg');
  });

  it('shows the fallback image on error, once', async () => {
    root = document.createElement('div');
    show('/missing.jpg');
    img().dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(box().dataset.state).toBe('error'));
    expect(img().getAttribute('src')).toBe(FALLBACK_IMAGE);
    img().dispatchEvent(new Event('error')); // the fallback failing too must not loop
    expect(box().dataset.state).toBe('error');
  });

  it('starts over at loading for a new src', async () => {
    root = document.createElement('div');
    show('/a.jpg');
    img().dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(box().dataset.state).toBe('error'));
    show('/b.jpg');
    expect(box().dataset.state).toBe('loading');
    expect(img().getAttribute('src')).toBe('/b.jpg');
  });
});

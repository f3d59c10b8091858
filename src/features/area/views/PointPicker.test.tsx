import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaQuery } from '../../../../contracts/area.js';
import PointPicker from '../../../ui/map/PointPicker.js';
import { circleBounds, fitView, type Bounds } from '../../../ui/map/view.js';
import { createEntryModel, DEFAULT_MAP_CENTRE } from '../../../ui/place-entry/model.js';

/*
 * The entry's map wired to the entry's model as the screen wires them: a tap (pointer) or Enter (keyboard) chooses the
 * point under it. The map is drawn 640 × 480 screen pixels (twice its 320 × 240 figure).
 */

const SCREEN = { left: 10, top: 100, width: 640, height: 480 };
let root: HTMLElement;

function setUp(landmarks = vi.fn(async (_box: Bounds) => ({ outlines: [], places: [{ name: 'Toa Payoh', lat: 1.3327, lon: 103.8474 }] }))) {
  const m = createEntryModel({
    api: { industries: async () => [], places: async () => [], create: async () => ({}) as AreaQuery },
    locate: async () => ({ latitude: 0, longitude: 0, accuracy: 1 }),
    pickIndustry: null,
    mapPointName: (lat, lon) => `Point on map ${lat}, ${lon}`,
  });
  root = document.body.appendChild(document.createElement('div'));
  const draw = () =>
    render(
      <PointPicker label="Map for choosing the point" describedBy="help" point={m.place.value} start={DEFAULT_MAP_CENTRE} radius={500}
        onPick={(p) => m.chooseOnMap(p)} landmarks={landmarks} zoomLabels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out' }} />,
      root,
    );
  act(draw);
  const svg = root.querySelector('svg')!;
  svg.getBoundingClientRect = () => ({ ...SCREEN, right: SCREEN.left + SCREEN.width, bottom: SCREEN.top + SCREEN.height, x: SCREEN.left, y: SCREEN.top, toJSON: () => ({}) });
  const surface = root.querySelector<HTMLElement>('[role="application"]')!;
  return { m, surface, redraw: () => act(draw), landmarks };
}

const press = (surface: HTMLElement, type: string, x: number, y: number) =>
  act(() => void surface.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, button: 0, clientX: x, clientY: y })));

/** Degrees of longitude per figure pixel at the map's starting zoom (the standard Web Mercator tile formula). */
const degreesPerPx = () => 360 / (256 * 2 ** fitView(circleBounds(DEFAULT_MAP_CENTRE, 500), 320, 240, 16, true).zoom);

describe("the data query's map", () => {
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('is a labelled, focusable map that explains itself, with zoom buttons', () => {
    const { surface } = setUp();
    expect(surface.getAttribute('aria-label')).toBe('Map for choosing the point');
    expect(surface.getAttribute('aria-describedby')).toBe('help');
    expect(surface.tabIndex).toBe(0);
    expect([...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Zoom in', 'Zoom out']);
  });

  it('chooses the point under a tap, named by its coordinates, and draws the circle there', () => {
    const { m, surface, redraw } = setUp();
    expect(root.querySelector('.area-map-radius')).toBeNull();
    // 100 screen pixels right of the middle = 50 figure pixels east; 0 north or south of it.
    const x = SCREEN.left + SCREEN.width / 2 + 100;
    const y = SCREEN.top + SCREEN.height / 2;
    press(surface, 'pointerdown', x, y);
    press(surface, 'pointerup', x, y);
    const expected = { lat: DEFAULT_MAP_CENTRE.lat, lon: DEFAULT_MAP_CENTRE.lon + 50 * degreesPerPx() };
    const place = m.place.value!;
    expect(place.source).toBe('map');
    expect(place.lat).toBeCloseTo(expected.lat, 5);
    expect(place.lon).toBeCloseTo(expected.lon, 5);
    expect(place.name).toBe(`Point on map ${place.lat}, ${place.lon}`);
    redraw();
    const circle = root.querySelector('.area-map-radius')!;
    expect(Number(circle.getAttribute('cx'))).toBeCloseTo(210, 0);
    expect(Number(circle.getAttribute('cy'))).toBeCloseTo(120, 0);
  });

  it('moves the map on a drag without choosing anything', () => {
    const { m, surface } = setUp();
    press(surface, 'pointerdown', 300, 300);
    press(surface, 'pointermove', 360, 300);
    press(surface, 'pointerup', 360, 300);
    expect(m.place.value).toBeNull();
  });

  it('with a keyboard: an arrow key moves the map a quarter of its width, Enter chooses its centre', () => {
    const { m, surface } = setUp();
    const key = (k: string) => act(() => void surface.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));
    key('ArrowRight');
    key('Enter');
    expect(m.place.value!.lat).toBeCloseTo(DEFAULT_MAP_CENTRE.lat, 5);
    expect(m.place.value!.lon).toBeCloseTo(DEFAULT_MAP_CENTRE.lon + 80 * degreesPerPx(), 5);
  });

  it('asks for what to aim at in the box it shows, and names the stations in it', async () => {
    const { landmarks } = setUp();
    await vi.waitFor(() => expect(landmarks).toHaveBeenCalledTimes(1));
    const box = landmarks.mock.calls[0]![0];
    expect(box.west).toBeCloseTo(DEFAULT_MAP_CENTRE.lon - 160 * degreesPerPx(), 6);
    expect(box.east).toBeCloseTo(DEFAULT_MAP_CENTRE.lon + 160 * degreesPerPx(), 6);
    expect(box.south).toBeLessThan(DEFAULT_MAP_CENTRE.lat);
    expect(box.north).toBeGreaterThan(DEFAULT_MAP_CENTRE.lat);
    await vi.waitFor(() => expect(root.querySelector('.point-picker-place text')?.textContent).toBe('Toa Payoh'));
  });
});

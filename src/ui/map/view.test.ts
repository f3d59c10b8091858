import { describe, expect, it } from 'vitest';
import { centredView, circleBounds, fitView, metresPerPx, niceDistance, pointBounds, project, ringsPath, scaleBar, tilesFor, unproject } from './view.js';

const haversine = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lon - a.lon) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
};

// Real places: Casino de Monte-Carlo and the Stade Louis II (Monaco); Bishan MRT station (Singapore).
const casino = { lat: 43.73976, lon: 7.42798 };
const stadium = { lat: 43.72764, lon: 7.41548 };
const bishan = { lat: 1.35092, lon: 103.84825 };
const W = 320, H = 240, PAD = 16;

describe('map view', () => {
  it('fits every point inside the padding, north up and east right', () => {
    const view = fitView(pointBounds([casino, stadium])!, W, H, PAD, false);
    const [c, s] = [project(view, casino.lat, casino.lon), project(view, stadium.lat, stadium.lon)];
    for (const p of [c, s]) {
      expect(p.x).toBeGreaterThanOrEqual(PAD - 0.01);
      expect(p.x).toBeLessThanOrEqual(W - PAD + 0.01);
      expect(p.y).toBeGreaterThanOrEqual(PAD - 0.01);
      expect(p.y).toBeLessThanOrEqual(H - PAD + 0.01);
    }
    expect(c.y).toBeLessThan(s.y);
    expect(c.x).toBeGreaterThan(s.x);
  });

  it('shows a 1000 m circle whole and centred, with its radius true against ground distance', () => {
    const view = fitView(circleBounds(bishan, 1000), W, H, PAD, false);
    const centre = project(view, bishan.lat, bishan.lon);
    expect(centre.x).toBeCloseTo(W / 2, 5);
    expect(centre.y).toBeCloseTo(H / 2, 1);
    // A point 1000 m due north lies on the circle's edge, inside the figure.
    const north = { lat: bishan.lat + 1000 / 111_195, lon: bishan.lon };
    expect(haversine(bishan, north)).toBeCloseTo(1000, -1);
    const edge = project(view, north.lat, north.lon);
    expect(edge.y).toBeGreaterThanOrEqual(PAD - 0.5);
    const bar = scaleBar(view, PAD);
    expect((centre.y - edge.y) / (bar.width / bar.metres)).toBeCloseTo(1000, -1);
  });

  it('draws a scale bar whose length matches ground distance, in a round number', () => {
    const view = fitView(pointBounds([casino, stadium])!, W, H, PAD, false);
    const [c, s] = [project(view, casino.lat, casino.lon), project(view, stadium.lat, stadium.lon)];
    const bar = scaleBar(view, PAD);
    expect(Math.hypot(c.x - s.x, c.y - s.y) / (bar.width / bar.metres)).toBeCloseTo(haversine(casino, stadium), -1);
    expect([1, 2, 5]).toContain(bar.metres / 10 ** Math.floor(Math.log10(bar.metres)));
    expect(niceDistance(740)).toBe(500);
    expect(niceDistance(199)).toBe(100);
    expect(niceDistance(2_100)).toBe(2_000);
  });

  it('a single point gets a street-level view about a kilometre across', () => {
    const view = fitView(pointBounds([casino])!, W, H, PAD, false);
    const bar = scaleBar(view, PAD);
    expect(bar.metres).toBeGreaterThanOrEqual(100);
    expect(bar.metres).toBeLessThanOrEqual(500);
  });

  it('lays each point on the slippy-map tile that holds it (the standard tile formula), at a whole zoom', () => {
    const view = fitView(pointBounds([casino, stadium])!, W, H, PAD, true);
    expect(Number.isInteger(view.zoom)).toBe(true);
    const tiles = tilesFor(view, 'https://tiles.example/{z}/{x}/{y}.png');
    for (const place of [casino, stadium]) {
      const n = 2 ** view.zoom;
      const x = Math.floor(((place.lon + 180) / 360) * n);
      const latRad = (place.lat * Math.PI) / 180;
      const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
      const p = project(view, place.lat, place.lon);
      const under = tiles.find((t) => p.x >= t.x && p.x < t.x + 256 && p.y >= t.y && p.y < t.y + 256);
      expect(under?.url).toBe(`https://tiles.example/${view.zoom}/${x}/${y}.png`);
    }
    expect(tilesFor(fitView(pointBounds([casino])!, W, H, PAD, false), 'https://tiles.example/{z}/{x}/{y}.png')).toEqual([]);
  });

  it('turns rings of [lon, lat] into a closed SVG path through the projected corners', () => {
    const view = fitView(circleBounds(bishan, 500), W, H, PAD, false);
    const ring: Array<[number, number]> = [[bishan.lon, bishan.lat], [bishan.lon + 0.001, bishan.lat], [bishan.lon, bishan.lat + 0.001]];
    const d = ringsPath(view, [ring]);
    const first = project(view, bishan.lat, bishan.lon);
    expect(d.startsWith(`M${first.x.toFixed(1)} ${first.y.toFixed(1)}`)).toBe(true);
    expect(d.match(/L/g)).toHaveLength(2);
    expect(d.endsWith('Z')).toBe(true);
  });

  it('finds the place under a figure pixel: the inverse of the projection, at any zoom, fitted or centred', () => {
    const views = [fitView(circleBounds(bishan, 1000), W, H, PAD, false), fitView(pointBounds([casino, stadium])!, W, H, PAD, true), centredView(bishan, 3.5, W, H)];
    for (const view of views) {
      for (const place of [casino, stadium, bishan]) {
        const { x, y } = project(view, place.lat, place.lon);
        const back = unproject(view, x, y);
        expect(back.lat).toBeCloseTo(place.lat, 9);
        expect(back.lon).toBeCloseTo(place.lon, 9);
      }
      for (const [x, y] of [[0, 0], [W, H], [123.4, 56.7]] as const) {
        const p = project(view, unproject(view, x, y).lat, unproject(view, x, y).lon);
        expect(p.x).toBeCloseTo(x, 6);
        expect(p.y).toBeCloseTo(y, 6);
      }
    }
  });

  it('puts the chosen centre in the middle of a centred view, a pixel to the east being one pixel of ground away', () => {
    const view = centredView(bishan, 16, W, H);
    expect(project(view, bishan.lat, bishan.lon)).toEqual({ x: W / 2, y: H / 2 });
    const east = unproject(view, W / 2 + 100, H / 2);
    expect(east.lat).toBeCloseTo(bishan.lat, 9);
    expect(haversine(bishan, east) / 100).toBeCloseTo(metresPerPx(view), 2);
  });

  it('wraps a place west of the antimeridian back into -180…180', () => {
    const view = centredView({ lat: 0, lon: 179.9999 }, 17, W, H);
    expect(unproject(view, W, H / 2).lon).toBeLessThan(-179.99);
  });
});

import { describe, expect, it } from 'vitest';
import { niceDistance, plotOnTiles, plotStores } from './store-map.js';

const haversine = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lon - a.lon) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
};

describe('store map plot', () => {
  // Two real Monaco points: Casino de Monte-Carlo and the Stade Louis II.
  const casino = { lat: 43.73976, lon: 7.42798 };
  const stadium = { lat: 43.72764, lon: 7.41548 };

  it('keeps every store inside the plot, north up', () => {
    const { points } = plotStores([casino, stadium], 300, 200, 12);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(12);
      expect(p.x).toBeLessThanOrEqual(288);
      expect(p.y).toBeGreaterThanOrEqual(12);
      expect(p.y).toBeLessThanOrEqual(188);
    }
    expect(points[0]!.y).toBeLessThan(points[1]!.y);
    expect(points[0]!.x).toBeGreaterThan(points[1]!.x);
  });

  it('draws a scale bar whose length matches ground distance on the plot', () => {
    const { points, scaleBar } = plotStores([casino, stadium], 300, 200, 12);
    const plotted = Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);
    const pxPerMetre = scaleBar.width / scaleBar.metres;
    expect(plotted / pxPerMetre).toBeCloseTo(haversine(casino, stadium), -1);
    expect([1, 2, 5]).toContain(scaleBar.metres / 10 ** Math.floor(Math.log10(scaleBar.metres)));
  });

  it('rounds scale distances down to 1, 2 or 5 times a power of ten', () => {
    expect(niceDistance(740)).toBe(500);
    expect(niceDistance(199)).toBe(100);
    expect(niceDistance(2_100)).toBe(2_000);
  });

  it('lays stores on the slippy-map tiles that hold them, with a true scale bar', () => {
    const plot = plotOnTiles([casino, stadium], 300, 200, 12, 'https://tiles.example/{z}/{x}/{y}.png');
    expect(plot.zoom).toBe(13);
    for (const p of plot.points) {
      // The tile drawn under each store is the one the standard tile formula gives for its coordinates.
      const n = 2 ** plot.zoom;
      const x = Math.floor(((p.item.lon + 180) / 360) * n);
      const latRad = (p.item.lat * Math.PI) / 180;
      const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
      const under = plot.tiles.find((t) => p.x >= t.x && p.x < t.x + t.size && p.y >= t.y && p.y < t.y + t.size);
      expect(under?.url).toBe(`https://tiles.example/13/${x}/${y}.png`);
    }
    const plotted = Math.hypot(plot.points[0]!.x - plot.points[1]!.x, plot.points[0]!.y - plot.points[1]!.y);
    expect(plotted / (plot.scaleBar.width / plot.scaleBar.metres)).toBeCloseTo(haversine(casino, stadium), -2);
  });

  it('plots nothing for a brand without stores', () => {
    expect(plotStores([], 300, 200, 12).points).toEqual([]);
  });
});

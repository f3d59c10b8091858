import { cityGrid, storedRoomModelOn } from '../area/index.js';
import type { Industry } from '../geo/index.js';
import type { TemplateStep } from './imported-databases.js';

/**
 * A template step that leaves the data as a warmed instance leaves it: the country's city grid stored, with the
 * market-room fits of `industries`, so the test files that copy the template read them instead of gathering the grid
 * again (10-25 s of CPU each). A test of the gathering itself takes a template without this step.
 */
export function gridsStored(countryCode: string, industries: readonly Industry[]): TemplateStep {
  return {
    id: `city grid of ${countryCode}${industries.length ? ` with the room fits of ${industries.join(', ')}` : ''}`,
    async run(db) {
      const grid = await cityGrid(db, countryCode, new Date());
      if (!grid) throw new Error(`gridsStored: the template's data gives ${countryCode} no city grid`);
      for (const industry of industries) await storedRoomModelOn(db, grid, industry);
    },
  };
}

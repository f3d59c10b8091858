import fs from 'node:fs';
import { NSI_FILE, readNsiItems } from '../stores/nsi-items.js';
import { foldSearchText } from '../stores/search-fold.js';
import { insertRows } from './batch.js';
import { localBrandTokens, writeLocalBrandTokens } from './brand-local-names.js';
import { searchTokens } from '../stores/search-fold.js';
import { packagePath, type DatasetDef } from './context.js';
import { NSI_ID } from '../datasets.js';


const nsiVersion = () =>
  (JSON.parse(fs.readFileSync(packagePath('name-suggestion-index', 'package.json'), 'utf8')) as { version: string }).version;

export const nsiDataset: DatasetDef = {
  id: NSI_ID,
  name: 'name-suggestion-index: brands with OpenStreetMap tags, Wikidata ids and countries',
  files: [],
  packageFiles: [{ label: 'nsi.json', path: NSI_FILE }],
  provenance: { source: 'npm name-suggestion-index (github osmlab/name-suggestion-index)', licence: 'BSD-3-Clause', vintage: `npm ${nsiVersion()}` },
  // 3: search tokens folded (apostrophes, diacritics), so 'mcdonalds' finds McDonald's.
  version: 3,
  async clear(trx) {
    await trx.deleteFrom('geo_brand_names').execute();
    await trx.deleteFrom('geo_brands').execute();
  },
  async load(ctx) {
    const rows = readNsiItems(NSI_FILE).map((b) => ({
      id: b.id, name: b.name, category: b.category, industry: b.industry, wikidata: b.wikidata, countries: b.countries, search: foldSearchText(b.name),
    }));
    const tokens = rows.flatMap((b) => [...new Set(searchTokens(b.search))].map((token) => ({ brand_id: b.id, token })));
    ctx.progress(`${rows.length} brands, ${tokens.length} search tokens`);
    await insertRows(ctx.trx, 'geo_brand_names', { brand_id: 'text', token: 'text' }, tokens);
    // The clear above also dropped the names the imported stores gave their brands (brand-local-names.ts): back they come.
    await writeLocalBrandTokens(ctx.trx, localBrandTokens(await ctx.trx.selectFrom('geo_pois').select(['brand_id', 'tags']).where('brand_id', 'is not', null).execute()));
    return insertRows(ctx.trx, 'geo_brands', {
      id: 'text', name: 'text', category: 'text', industry: 'text', wikidata: 'text', countries: 'text[]', search: 'text',
    }, rows);
  },
};

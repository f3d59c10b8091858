import type { DatasetDef } from './context.js';
import { geonamesDataset, placesDataset } from './places.js';
import { nsiDataset } from './brands.js';
import { wdiDatasets } from './wdi.js';
import { wppDataset } from './wpp.js';
import { sgAreasDataset, myIncomeDataset } from './sg-areas.js';
import { myParliamentSeatsDataset, myStateSeatsDataset } from './my-census-seats.js';
import { myDistrictCensusDataset } from './my-census-districts.js';
import { osmMonacoDataset } from './osm-monaco.js';
import { osmAsia2018Dataset, osmHanoi2024Dataset } from './osm-json.js';
import { sgPointDatasets } from './sg-points.js';
import { busStopsDataset, railDataset, trainVolumeDataset, hdbDataset } from './sg-transit.js';
import { myRailDataset, myRailRidershipDataset } from './my-rail.js';
import { myBusStopsDataset } from './my-bus-stops.js';
import { mySpeedmartDataset } from './my-outlets.js';

/** Every dataset, in import order (POI datasets look up cities, so places come first). */
export function catalogue(): DatasetDef[] {
  return [
    placesDataset, geonamesDataset, nsiDataset, ...wdiDatasets(), wppDataset, sgAreasDataset, myIncomeDataset,
    myDistrictCensusDataset, myStateSeatsDataset, myParliamentSeatsDataset,
    osmMonacoDataset, osmAsia2018Dataset, osmHanoi2024Dataset, ...sgPointDatasets,
    busStopsDataset, railDataset, trainVolumeDataset, hdbDataset, myRailDataset, myRailRidershipDataset, myBusStopsDataset,
    mySpeedmartDataset,
  ];
}

/** A box of GET /v1/geo/streets: south < north and west < east, in degrees. */
export interface StreetsBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The widest box streets are drawn for, in degrees each way (about 110 km): a wider map shows no street names. */
export const STREETS_MAX_SPAN = 1;

/** Whether the server draws the streets of a box; the app asks only for such boxes, the server refuses others. */
export const streetsBoxFits = (b: StreetsBox): boolean =>
  b.north > b.south && b.east > b.west && b.north - b.south <= STREETS_MAX_SPAN && b.east - b.west <= STREETS_MAX_SPAN;

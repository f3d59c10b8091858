import type { BaseTranslation } from '../../i18n-types.js'

// Server texts of the data query, business district and surrounding analysis reports (server/area):
// headline labels, provenance of every figure (models, notes) and the rules behind the 1–5 levels.
const en_areaReports = {
	headlines: {
		stores: 'Stores',
		businessTypes: 'Business types',
		chainRatio: 'Chain brand ratio',
		residents: 'Residents',
		workers: 'Working population',
		passengerFlow: 'Passenger flow',
		consumptionIndex: 'Consumption index',
		competition: 'Competition index',
	},
	notes: {
		storesCounted: "Stores in Lokasi's map data within the radius, each counted once as of its latest source",
		mixFromMap: "The mix counts the map data (OpenStreetMap) only: directories that list every place of one kind (halal eateries, hawker centres, malls, clinics) would outweigh it.",
		placesCounted: "Places in Lokasi's map data within the radius; a branded store listed by an older and a newer source counts once",
		chooseIndustry: 'Choose an industry to measure its competition',
		noRatings: 'No Data Available: Lokasi has no user rating data',
		noStores: 'No stores in the radius',
		mapChanges: 'Map changes between {from} and {to}: stores added to or removed from OpenStreetMap, not business registrations',
		insufficientSnapshots: 'Insufficient data: openings and closings need the same area in at least two dated map snapshots (Monaco has 2019, 2021 and 2026)',
	},
	models: {
		businessTypes: { name: 'Business types', doc: 'The number of different industries among the stores within the radius.' },
		chainRatio: { name: 'Chain brand ratio', doc: 'Stores tied to a brand of the name-suggestion-index ÷ all stores within the radius × 100.' },
		richness: { name: 'Commercial richness', doc: 'Stores within the radius ÷ the circle\'s area in km², classified by the bounds of the rule.' },
		competitionIndex: { name: 'Competition index', doc: 'Stores of the chosen industry ÷ all stores within the radius × 100.' },
		saturation: { name: 'Competition saturation', doc: 'Existing stores ÷ the stores the demand supports (both plus 2)' },
		transportCoverage: { name: 'Transport coverage', doc: 'Share of the circle\'s H3 cells (resolution 10) whose centre is within {walk} m of a bus stop, rail station or station exit.' },
	},
	inputs: {
		stores: 'Stores',
		brandedStores: 'Branded stores',
		competitors: 'Stores of the industry',
		areaKm2: 'Circle area',
		cells: 'Cells in the circle',
		coveredCells: 'Cells near a stop',
		stops: 'Stops and exits',
	},
	levels: {
		richness: {
			emerging: 'Emerging',
			developing: 'Developing',
			growing: 'Growing',
			vibrant: 'Vibrant',
			prime: 'Prime (core area)',
		},
		saturation: {
			severelyUndersupplied: 'Severely undersupplied',
			undersupplied: 'Undersupplied',
			balanced: 'Balanced',
			saturated: 'Saturated',
			highlySaturated: 'Highly saturated',
		},
		noData: 'No Data Available',
		/** One level of a rule: 'Vibrant: from 80 stores/km²'. */
		from: '{label}: from {min} {unit}',
		below: '{label}: below {max} {unit}',
		storesPerKm2: 'stores/km²',
	},
	transport: {
		busStop: 'Bus stop',
		railStation: 'Rail station',
		railExit: 'Station exit',
	},
} satisfies BaseTranslation

export default en_areaReports

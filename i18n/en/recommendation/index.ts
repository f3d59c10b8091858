import type { BaseTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay (server/recommendation, server/relay). Factor names
// and their reasons are the siteAnalysis namespace's; every {placeholder} is a fact of the answer.
const en_recommendation = {
	reason: '{factor}: {points} of its {max} points. {why}',
	method: '{cells} candidate cells of about 0.1 km² over {city}, each scored for {industry} by the site-scoring engine within {radius} m; the best of each {separation} m neighbourhood refined to its seven sub-cells; the market share from a Huff gravity model over the HDB residents within {radius} m.',
	methodRoom: "Sites are ranked by location score × (½ + ½ × room): room is full where the stores there are at most four fifths of those the demand supports (a count model fitted on the city's cells), and none where they are twice as many.",
	room: {
		name: "Market room",
		text: "Demand in the trade area supports about {expected} {industry} stores; {existing} are there.",
		notMapped: "Room not known: the map source lists no {industry} in this city.",
	},
	share: {
		name: 'Huff market share',
		doc: "Each HDB block's residents choose this site or one of the existing stores of the industry with a probability proportional to attractiveness^α ÷ distance^β (Huff 1963); the share is the residents-weighted mean. No source measures the stores' size, so every store draws alike.",
		residents: 'Residents in the trade area',
		competitors: 'Competing stores within {distance} m',
		alpha: 'Attractiveness exponent α',
		beta: 'Distance-decay exponent β',
		noResidents: 'No HDB residents live in the trade area to share',
		coverage: "Map coverage of the industry (recall against an official list)",
		docCoverage: "The map lists about {recall} of the industry's stores (measured against an official list), so each mapped competitor stands for 1 ÷ {recall} stores.",
		notMapped: "The map source lists no {industry} in this city: competitors cannot be counted, so no share is given",
		notMeasured: "No official list checks how fully the map lists {industry} here: missing competitors would inflate the share, so none is given",
		noCompetitors: "No competitor is mapped within {distance} m, and the map misses some: the share would read as a monopoly for lack of data",
	},
	noCityData: "No city-wide data for {city} yet: a recommendation needs the city's planning areas, stores and residents",
	unnamed: 'Unnamed store',
	relay: {
		reading: 'Reading {city}, {country}: the imported data of the city',
		assessing: 'Assessment: {assessment} for {industry}',
		assessingBrand: 'Assessment: {assessment} for {brand} ({industry})',
		recommendation: 'location recommendation',
		analysis: 'AI analysis of a point',
		planCells: 'Planning the search: {cells} candidate cells over the city\'s planning areas, scored within {radius} m',
		planPoint: 'Planning the analysis at {lat}, {lon} within {radius} m',
		scoring: 'Scoring every cell with the stores, bus stops, rail stations, station flows and HDB residents around it',
		modelling: 'Modelling the market share of the best sites against the existing stores (Huff)',
		gathering: 'Reading the stores, transport, HDB residents and station flows around the point',
		unlocking: 'Writing the analysis: score, trade area, competition and customers',
		ready: 'The report is ready',
	},
} satisfies BaseTranslation

export default en_recommendation

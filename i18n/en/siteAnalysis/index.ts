import type { BaseTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis): score classes, factors and their reasons, the
// models behind each estimate, and the narrative's templates (every {placeholder} is a fact of the answer).
const en_siteAnalysis = {
	tiers: {
		prime: 'Prime',
		premium: 'Premium',
		standard: 'Standard',
		marginal: 'Marginal',
		poor: 'Poor',
	},
	advice: {
		pursueActively: 'Pursue actively',
		recommended: 'Recommended',
		considerCarefully: 'Consider carefully',
		proceedWithCaution: 'Proceed with caution',
		rejectImmediately: 'Reject immediately',
	},
	match: {
		completeOverlap: 'Complete overlap',
		highlyCompatible: 'Highly compatible',
		moderatelyMatched: 'Moderately matched',
		mildlyRelated: 'Mildly related',
		noResemblance: 'No resemblance',
	},
	factors: {
		demand: 'Demand',
		complementarity: 'Complementary anchors',
		accessibility: 'Accessibility',
		spendingPower: 'Spending power',
		competition: 'Competition',
		cannibalisation: 'Own-brand cannibalisation',
	},
	rules: {
		tier: 'Score of 100: {bounds}',
		tierBound: '{label} from {min}',
		match: 'Share of the area\'s people in the target groups ({target}): {bounds}',
		notClassified: 'Not classified: the data has no value for it',
	},
	models: {
		score: { name: 'Location composite score', doc: 'Each factor\'s value from 0 to 1 × its weight for the industry group, added up to a score out of 100; the weights are tested against where real stores of the industry are.' },
		consumers: { name: 'Number of consumers', doc: 'Residents and workers within the radius, and the average daily station passengers, each counted once per day.' },
		capacity: { name: 'Projected store capacity', doc: 'The consumers of the trade area ÷ the consumers per store of this industry across the city.' },
	},
	notes: {
		noAtv: 'Insufficient data: no source publishes the average transaction value of stores here',
		noFrequency: 'Insufficient data: no source publishes how often customers buy',
		noPayback: 'Insufficient data: a payback period needs the average transaction value and purchase frequency, which no source publishes',
		noStrategy: 'Insufficient data: a strategy with revenue targets needs the average transaction value and purchase frequency',
		noCapacity: 'Insufficient data: the city has no stores of this industry to compare with',
		noBrand: 'No brand chosen',
		noCompetitors: 'No store of this industry within the radius',
	},
	strategy: {
		shortTermCompetition: 'Months 6–12: stand apart from the {competitors} nearby stores of the industry (the nearest {distance} m away) on offer and opening hours.',
		shortTermDemand: 'Months 6–12: open around the busiest hours of the station flows and measure the street with the counter to confirm the demand.',
		longTermCapacity: 'Years 1–3: the trade area supports about {supported} such stores against {existing} today: room for {room} more.',
		longTermSaturated: 'Years 1–3: the trade area already has more stores than its demand supports ({existing} against {supported}): grow by taking share, not by opening nearby.',
	},
	narrative: {
		summary: '{place}: as a site for {industry}, it scores {score} of {scoreMax} — {tier}. Advice: {advice}.',
		factors: 'Its strongest factor is {strongest} ({strongestPoints} points); its weakest is {weakest} ({weakestPoints} of {weakestMax} points).',
		strongestOnly: 'Its strongest factor is {strongest} ({strongestPoints} points).',
		residents: 'About {residents} people live within {radius} m.',
		workers: 'About {workers} people work there.',
		stationFlow: 'Nearby stations see about {flow} passengers a day.',
		competitors: '{competitors} stores of {industry} are within {radius} m.',
		saturation: 'Competition saturation: {saturation}.',
		nearest: 'The nearest is {distance} m away.',
		ownStores: '{brand} already has {stores} of its own stores within {radius} m.',
		capacity: 'The trade area\'s demand supports about {supported} such stores; {existing} exist.',
		consumption: 'The consumption index is {index} against a city average of {baseline}: {rating}.',
		payback: '{reason}.',
	},
} satisfies BaseTranslation

export default en_siteAnalysis

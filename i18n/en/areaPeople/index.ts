import type { BaseTranslation } from '../../i18n-types.js'

// Server texts of the population profile, passenger flow and consumption index reports (server/area/people):
// provenance of every figure (models, inputs, notes) and the rules behind classifications.
const en_areaPeople = {
	datasets: {
		counts: 'Your foot-traffic counts',
		countsSource: 'Lokasi counter, counted by you',
	},
	models: {
		residentsHdb: {
			name: 'Residents of public housing',
			doc: 'HDB dwelling units of the blocks within the radius × residents per household of each block\'s planning area (Census 2020). Private homes are not in the data, so this is a lower bound.',
		},
		residentsDensity: {
			name: 'Residents from the national density',
			doc: 'The country\'s population per km² of land × the circle\'s area; used only where the country is a city-state.',
		},
		householdSize: {
			name: 'Residents per household',
			doc: 'Census 2020 resident population of the planning area ÷ its resident households.',
		},
		employed: {
			name: 'Employed residents',
			doc: 'Residents × the national share aged 15 and over (UN WPP) × the national employment-to-population ratio, 15+ (World Bank).',
		},
		jobResidence: {
			name: 'Job–residence ratio from rail flows',
			doc: 'Weekday tap-outs ÷ tap-ins from 07:00 to 09:00 at the rail stations within the radius: in these hours commuters leave home and arrive at work.',
		},
		workers: {
			name: 'People working here',
			doc: 'Employed residents × the job–residence ratio.',
		},
		density: {
			name: 'Residents per km²',
			doc: 'Residents within the radius ÷ the area of the circle.',
		},
		youngAdults: {
			name: '18–24 from five-year age bands',
			doc: 'Two fifths of the 15–19 band (people spread evenly over its years) plus the 20–24 band.',
		},
		localBorn: {
			name: 'Born in the country',
			doc: '100 % minus the share of people born abroad (international migrant stock ÷ population, same year).',
		},
		stationDay: {
			name: 'Average day at the stations',
			doc: 'LTA month totals of tap-ins plus tap-outs at the rail stations within the radius ÷ the number of days of that type in the month.',
		},
		countsPerHour: {
			name: 'Your counts per hour',
			doc: 'People you counted (customers plus passers-by, undone counts removed) ÷ the hours counted, over your sessions near the point.',
		},
		stationsPerHour: {
			name: 'Station flow in the hours you counted',
			doc: 'The average station flow of each hour and day type you counted, averaged over your counted hours.',
		},
		calibrated: {
			name: 'Station flow calibrated by your counts',
			doc: 'Average weekday station flow × (your counts per hour ÷ station flow per hour in the same hours).',
		},
		incomeMean: {
			name: 'Mean household income from work',
			doc: 'Census 2020 income bands, each band at its midpoint and the open top band at its lower bound (so a lower bound), over households with an employed person.',
		},
		consumptionIndex: {
			name: 'Consumption index',
			doc: 'Local mean household income × 100 ÷ the baseline mean.',
		},
		heatIndex: {
			name: 'Heat index',
			doc: 'Rank of the combined weekday flow of the stations within the radius among all stations.',
		},
	},
	inputs: {
		dwellingUnits: 'HDB dwelling units within the radius',
		householdSize: 'Residents per household (weighted by dwelling units)',
		circleArea: 'Area of the circle',
		nationalDensity: 'Population density of {country:string} ({year:number})',
		residents: 'Residents within the radius',
		adultShare: 'Share aged 15 and over, {country:string} ({year:number})',
		employmentRatio: 'Employment-to-population ratio, 15+, {country:string} ({year:number})',
		population: 'Resident population',
		households: 'Resident households',
		arrivals: 'Weekday tap-outs 07:00–09:00',
		departures: 'Weekday tap-ins 07:00–09:00',
		employedResidents: 'Employed residents',
		jobResidenceRatio: 'Job–residence ratio',
		migrants: 'People born abroad, {country:string} ({year:number})',
		monthTotal: 'Month total',
		days: 'Days of this type in {month:string}',
		counted: 'People counted',
		hours: 'Hours counted',
		countsPerHour: 'Your counts per hour',
		stationsPerHour: 'Station flow per hour in the same hours',
		stationDay: 'Average weekday station flow',
		localMean: 'Local mean',
		baselineMean: 'Baseline mean',
		stationsBelow: 'Stations with less weekday flow',
		stations: 'Stations with LTA counts',
	},
	notes: {
		nationalFigure: '{country:string} (national)',
		hdbOnly: 'Public housing (HDB) only: residents of condominiums and landed homes are not counted.',
		noPublicHousing: 'No public housing (HDB) lies within the radius, and private homes are not in the data, so the number of residents is not known.',
		noResidentsSource: 'No dataset gives where people live around this point.',
		noStations: 'No rail station with LTA counts lies within the radius.',
		outsideSingaporeRail: 'Rail flows (LTA) exist for Singapore only.',
		noEducation: 'No dataset in Lokasi\'s data publishes educational attainment (high school, bachelor, master or above), so none is shown rather than invented.',
		noOccupation: 'No dataset in Lokasi\'s data publishes occupation or employment status shares, so none is shown rather than invented.',
		noOriginSplit: 'No dataset in Lokasi\'s data splits people born abroad by country of origin.',
		noPyramid: 'No age and sex data (UN WPP) for this country.',
		noIncomeArea: 'No official area with household income holds this point.',
		dosmNoBands: 'DOSM publishes the mean and median by district, not how many households earn how much.',
		noMedian: 'The census publishes bands, not a median, for this area.',
		growthOneMonth: 'Insufficient data: the LTA volumes cover a single month (June 2025), so they show no change over time.',
		growthCounts: 'Insufficient data: visitor growth needs your counts near the point in at least two different months.',
		newVisitors: 'Insufficient data: no dataset, and no count, tells first-time visitors from returning ones.',
		noCountsNear: 'You have no finished counter sessions within {distance:number} m of this point.',
		countsWithoutLocation: '{count:number} of your counter sessions carry no location, so they cannot be placed near any point.',
		noFlowSource: 'Outside Singapore no dataset counts people at a point, and no honest model gives it.',
		stationsNotPavement: 'Entries and exits of the rail stations within the radius, not people passing a shop front.',
		noCountsOfType: 'Insufficient data: none of your counts near the point fall on this type of day.',
		countedHours: 'Over {hours:string} hours counted',
		noComparison: 'Comparing your counts with station flows needs both.',
		noAtv: 'No dataset gives transaction values by industry and price tier, so none is shown rather than invented.',
		noFrequency: 'No dataset gives purchase frequency by industry and price tier, so none is shown rather than invented.',
		noBaseline: 'No official area statistics give household income for this place.',
		noHouseholds: 'DOSM does not publish household counts by district.',
	},
	rules: {
		incomeLevels: 'Households with an employed person, monthly income from work: low below {currency:string} {low:string}, high {currency:string} {high:string} and over, middle in between.',
		dosmLevels: 'DOSM publishes no income distribution by district.',
		heatIndex: '{max:number} × the share of Singapore\'s rail stations whose average weekday flow is below the combined flow of the stations within the radius; no station, no index.',
		spendingLevel: 'Consumption index: {bounds:string}, otherwise {floor:string}.',
		rating: 'Consumption index: {bounds:string}, otherwise {floor:string}.',
		priceTier: 'Consumption index: {bounds:string}, otherwise {floor:string}.',
	},
	spendingLevels: {
		veryLow: 'Very low',
		low: 'Low',
		basic: 'Basic',
		medium: 'Medium',
		mediumHigh: 'Medium-high',
		high: 'High',
		veryHigh: 'Very high',
	},
	priceTiers: {
		Budget: 'Budget',
		'Mid-range': 'Mid-range',
		Premium: 'Premium',
		Luxury: 'Luxury',
	},
	baseline: {
		singapore: 'Singapore average (all planning areas, Census 2020) = 100',
		state: '{state:string} average (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name:string} (planning area)',
		district: '{name:string} (district)',
	},
} satisfies BaseTranslation

export default en_areaPeople

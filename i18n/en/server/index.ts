import type { BaseTranslation } from '../../i18n-types.js'

// Messages of the API server: the `msg` of every envelope (keys = names in server/http/codes.ts), field errors, e-mails.
const en_server = {
	codes: {
		OK: 'Success',
		VALIDATION_FAILED: 'Some fields are invalid',
		MALFORMED_JSON: 'The request body is not valid JSON',
		BODY_TOO_LARGE: 'The request body is too large',
		UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
		ENCRYPTION_REQUIRED: 'This request needs an encrypted response',
		ENCRYPTION_KEY_UNKNOWN: 'Unknown or expired encryption key',
		BAD_REQUEST: 'Bad request',
		UNAUTHORIZED: 'Session expired, please log in again',
		FORBIDDEN: 'You are not allowed to do this',
		NOT_FOUND: 'Not found',
		METHOD_NOT_ALLOWED: 'Method not allowed',
		CONFLICT: 'This conflicts with the current state',
		RATE_LIMITED: 'Too many requests, please try again later',
		INTERNAL: 'Server busy, please try again later',
		UNAVAILABLE: 'Service temporarily unavailable',
		CODE_SENT: 'Verification code sent',
		CODE_SEND_FAILED: 'Failed to send code, please try again',
		CODE_INCORRECT: 'Incorrect code, please re-enter',
		CODE_INVALID: 'Verification code error',
		CODE_TOO_SOON: 'Please wait a minute before requesting another code',
		CODE_SEND_LIMIT: 'Too many codes requested, please try again later',
		EMAIL_IN_USE: 'This e-mail is already linked to another account',
		EMAIL_ALREADY_LINKED: 'This account already has an e-mail',
		EMAIL_REQUIRED: 'Link an e-mail to this account first',
		DELETION_SUBMITTED: 'Deletion request submitted, please wait for review',
		CREDITS_INSUFFICIENT: 'Not enough credits',
	},
	fields: {
		required: 'This field is required',
		type: 'Wrong type',
		format: 'Wrong format',
		tooShort: 'Too short',
		tooLong: 'Too long',
		tooSmall: 'Too small',
		tooLarge: 'Too large',
		notAllowed: 'Not an allowed value',
		unknown: 'Unknown field',
		invalid: 'Invalid value',
	},
	mail: {
		subject: {
			login: 'Your Lokasi login code',
			link: 'Confirm your e-mail for Lokasi',
			delete: 'Confirm deleting your Lokasi account',
		},
		codeBody: 'Your verification code is {code:string}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.',
	},
	creditsRule: 'Free monthly credits are spent first and expire at the end of the month; purchased credits do not expire.',
	// Provenance of report figures (models, their inputs, notes) and the rules behind classifications, in the user's language.
	report: {
		models: {
			exchange: {
				name: 'Conversion at the official exchange rate',
				doc: 'The USD amount multiplied by the World Bank official exchange rate (period average) of the same year.',
			},
			gdpPerCapita: {
				name: 'National per-capita GDP as city per-capita GDP',
				doc: "City-level GDP is published nowhere in Lokasi's data, so the national GDP per capita stands in for the city.",
			},
			gdpGrowth: {
				name: 'National real GDP growth as city growth',
				doc: 'The national real GDP growth rate stands in for the city.',
			},
			gdpTotal: {
				name: 'National GDP per capita × city population',
				doc: 'City GDP estimated as the national GDP per capita multiplied by the city population.',
			},
			gdpSeries: {
				name: 'National series × city population share',
				doc: "The national GDP series multiplied by the city's latest share of the national population, held constant.",
			},
			populationSeries: {
				name: 'National series × city population share',
				doc: "The national population series multiplied by the city's latest share of the national population, held constant.",
			},
			gdpTrend: {
				name: 'National real GDP growth as city real GDP growth',
				doc: 'Mean of the national annual real GDP growth over the last {years:number} years with data.',
			},
			populationTrend: {
				name: 'National population growth as city population growth',
				doc: 'Mean of the national annual population growth over the last {years:number} years with data.',
			},
			populationGrowth: {
				name: 'National population growth as city growth',
				doc: "City-level population series are not in Lokasi's data, so the national growth rate stands in.",
			},
			purchasingPower: {
				name: 'National purchasing power as city purchasing power',
				doc: 'The national GDP per capita at purchasing-power parity stands in for the city.',
			},
			newStores: {
				name: 'Stores first seen after the first snapshot',
				doc: 'Stores absent from the first map snapshot and present in a later one.',
			},
			closedStores: {
				name: 'Stores gone before the latest snapshot',
				doc: 'Stores present in a snapshot and absent from the latest one.',
			},
			netIncrease: {
				name: 'New minus closed stores',
				doc: 'Stores first seen after the first snapshot minus stores gone by the latest snapshot.',
			},
			annualClosureRate: {
				name: 'Annual closure rate',
				doc: 'Share of the stores of the first snapshot gone by the latest one, divided by the years between the two.',
			},
			averageOpeningPeriod: {
				name: 'Average time open so far',
				doc: 'Mean time from the first snapshot showing each open store to the latest snapshot (a lower bound).',
			},
			lifespan: {
				name: 'Average observed lifespan of closed stores',
				doc: 'Mean time between the first and last snapshot showing each closed store (a lower bound).',
			},
			newStoreSurvival: {
				name: 'New-store survival',
				doc: 'Share of stores first seen in an intermediate snapshot that are still in the latest snapshot.',
			},
		},
		inputs: {
			amount: 'Amount',
			exchangeRate: 'Official exchange rate {year:number} ({economy:string})',
			nationalValue: 'National value {year:string} (WDI)',
			nationalGdpPerCapita: 'National GDP per capita {year:string} (WDI)',
			nationalPopulation: 'National population {year:number} (WDI)',
			cityPopulation: 'City population (GeoNames / place list)',
			cityShare: 'City share of national population',
			meanNationalGdpGrowth: 'Mean national real GDP growth',
			meanNationalPopulationGrowth: 'Mean national population growth',
			nationalPopulationGrowth: 'National population growth {year:string}',
			nationalPurchasingPower: 'National GDP per capita, PPP {year:string}',
			snapshots: 'Snapshots',
			storesAtFirstSnapshot: 'Stores in the first snapshot',
			ofThemGone: 'Of them gone',
			years: 'Years',
			openStores: 'Open stores',
			closedStores: 'Closed stores',
			newInIntermediateSnapshots: 'New stores in intermediate snapshots',
		},
		units: {
			people: 'people',
			stores: 'stores',
			ratio: 'ratio',
			internationalDollars: 'international $',
		},
		notes: {
			nationalEconomy: 'National economy',
			mapChanges: 'Map changes between OpenStreetMap snapshots',
			mapStores: "Stores in Lokasi's map data",
			districtsPartlyKnown: 'Districts known for {known:number} of {total:number} stores',
			districtsHoldingStores: 'Districts holding at least one store',
		},
		rules: {
			gdpTrend: 'Mean annual real GDP growth over the last {years:number} years: {bounds:string}, otherwise {floor:string}; fewer than {minYears:number} years: {noData:string}.',
			populationTrend: 'Mean annual population growth over the last {years:number} years: {bounds:string}, otherwise {floor:string}; fewer than {minYears:number} years: {noData:string}.',
			consumption: 'GDP per capita, PPP: {bounds:string}, otherwise {floor:string}.',
			investment: 'Points: GDP and population trend {trendPoints:string}, otherwise 0; consumption {ratingPoints:string}, otherwise 0. Sum: {bounds:string}, otherwise {floor:string}.',
		},
	},
} satisfies BaseTranslation

export default en_server

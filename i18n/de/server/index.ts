import type { NamespaceServerTranslation } from '../../i18n-types.js'

const de_server = {
	codes: {
		OK: 'Erfolgreich',
		VALIDATION_FAILED: 'Einige Felder sind ungültig',
		MALFORMED_JSON: 'Der Anfrageinhalt ist kein gültiges JSON',
		BODY_TOO_LARGE: 'Der Anfrageinhalt ist zu groß',
		UNSUPPORTED_MEDIA_TYPE: 'Nicht unterstützter Inhaltstyp',
		ENCRYPTION_REQUIRED: 'Diese Anfrage erfordert eine verschlüsselte Antwort',
		ENCRYPTION_KEY_UNKNOWN: 'Unbekannter oder abgelaufener Schlüssel',
		BAD_REQUEST: 'Ungültige Anfrage',
		UNAUTHORIZED: 'Sitzung abgelaufen, bitte erneut anmelden',
		FORBIDDEN: 'Dazu sind Sie nicht berechtigt',
		NOT_FOUND: 'Nicht gefunden',
		METHOD_NOT_ALLOWED: 'Methode nicht erlaubt',
		CONFLICT: 'Dies widerspricht dem aktuellen Zustand',
		RATE_LIMITED: 'Zu viele Anfragen, bitte später erneut versuchen',
		INTERNAL: 'Server ausgelastet, bitte später erneut versuchen',
		UNAVAILABLE: 'Dienst vorübergehend nicht verfügbar',
		CODE_SENT: 'Bestätigungscode gesendet',
		CODE_SEND_FAILED: 'Code konnte nicht gesendet werden, bitte erneut versuchen',
		CODE_INCORRECT: 'Falscher Code, bitte erneut eingeben',
		CODE_INVALID: 'Fehler beim Bestätigungscode',
		CODE_TOO_SOON: 'Bitte warten Sie eine Minute, bevor Sie einen neuen Code anfordern',
		CODE_SEND_LIMIT: 'Zu viele Codes angefordert, bitte später erneut versuchen',
		EMAIL_IN_USE: 'Diese E-Mail ist bereits mit einem anderen Konto verknüpft',
		EMAIL_ALREADY_LINKED: 'Dieses Konto hat bereits eine E-Mail',
		EMAIL_REQUIRED: 'Verknüpfen Sie zuerst eine E-Mail mit diesem Konto',
		DELETION_SUBMITTED: 'Löschantrag eingereicht, bitte warten Sie auf die Prüfung',
		CREDITS_INSUFFICIENT: 'Nicht genügend Guthaben',
	},
	fields: {
		required: 'Dieses Feld ist erforderlich',
		type: 'Falscher Typ',
		format: 'Falsches Format',
		tooShort: 'Zu kurz',
		tooLong: 'Zu lang',
		tooSmall: 'Zu klein',
		tooLarge: 'Zu groß',
		notAllowed: 'Kein erlaubter Wert',
		unknown: 'Unbekanntes Feld',
		invalid: 'Ungültiger Wert',
	},
	mail: {
		subject: {
			login: 'Ihr Lokasi-Anmeldecode',
			link: 'Bestätigen Sie Ihre E-Mail für Lokasi',
			delete: 'Bestätigen Sie die Löschung Ihres Lokasi-Kontos',
		},
		codeBody: 'Ihr Bestätigungscode lautet {code}. Er ist 10 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
	},
	creditsRule: 'Kostenlose Monatsguthaben werden zuerst verbraucht und verfallen am Monatsende; gekaufte Guthaben verfallen nicht.',
	report: {
		models: {
			exchange: {
				name: 'Umrechnung zum amtlichen Wechselkurs',
				doc: 'Der USD-Betrag multipliziert mit dem amtlichen Wechselkurs der Weltbank (Periodendurchschnitt) desselben Jahres.',
			},
			gdpPerCapita: {
				name: 'Nationales BIP pro Kopf als BIP pro Kopf der Stadt',
				doc: 'Ein BIP auf Stadtebene ist in den Daten von Lokasi nirgends veröffentlicht, daher steht das nationale BIP pro Kopf stellvertretend für die Stadt.',
			},
			gdpGrowth: {
				name: 'Nationales reales BIP-Wachstum als Wachstum der Stadt',
				doc: 'Die nationale reale BIP-Wachstumsrate steht stellvertretend für die Stadt.',
			},
			gdpTotal: {
				name: 'Nationales BIP pro Kopf × Einwohnerzahl der Stadt',
				doc: 'Das BIP der Stadt, geschätzt als nationales BIP pro Kopf multipliziert mit der Einwohnerzahl der Stadt.',
			},
			gdpSeries: {
				name: 'Nationale Zeitreihe × Bevölkerungsanteil der Stadt',
				doc: 'Die nationale BIP-Zeitreihe multipliziert mit dem jüngsten Anteil der Stadt an der Landesbevölkerung, der konstant gehalten wird.',
			},
			populationSeries: {
				name: 'Nationale Zeitreihe × Bevölkerungsanteil der Stadt',
				doc: 'Die nationale Bevölkerungszeitreihe multipliziert mit dem jüngsten Anteil der Stadt an der Landesbevölkerung, der konstant gehalten wird.',
			},
			gdpTrend: {
				name: 'Nationales reales BIP-Wachstum als reales BIP-Wachstum der Stadt',
				doc: 'Mittelwert des jährlichen nationalen realen BIP-Wachstums über die letzten {years} Jahre mit Daten.',
			},
			populationTrend: {
				name: 'Nationales Bevölkerungswachstum als Bevölkerungswachstum der Stadt',
				doc: 'Mittelwert des jährlichen nationalen Bevölkerungswachstums über die letzten {years} Jahre mit Daten.',
			},
			populationGrowth: {
				name: 'Nationales Bevölkerungswachstum als Wachstum der Stadt',
				doc: 'Bevölkerungszeitreihen auf Stadtebene sind in den Daten von Lokasi nicht enthalten, daher steht die nationale Wachstumsrate stellvertretend.',
			},
			purchasingPower: {
				name: 'Nationale Kaufkraft als Kaufkraft der Stadt',
				doc: 'Das nationale BIP pro Kopf in Kaufkraftparitäten steht stellvertretend für die Stadt.',
			},
			newStores: {
				name: 'Erst nach dem ersten Kartenstand erfasste Filialen',
				doc: 'Filialen, die im ersten Kartenstand fehlen und in einem späteren vorhanden sind.',
			},
			closedStores: {
				name: 'Vor dem neuesten Kartenstand verschwundene Filialen',
				doc: 'Filialen, die in einem Kartenstand vorhanden sind und im neuesten fehlen.',
			},
			netIncrease: {
				name: 'Neue minus geschlossene Filialen',
				doc: 'Erst nach dem ersten Kartenstand erfasste Filialen minus Filialen, die bis zum neuesten Kartenstand verschwunden sind.',
			},
			annualClosureRate: {
				name: 'Jährliche Schließungsrate',
				doc: 'Anteil der Filialen des ersten Kartenstands, die bis zum neuesten verschwunden sind, geteilt durch die Jahre zwischen beiden.',
			},
			averageOpeningPeriod: {
				name: 'Durchschnittliche bisherige Öffnungsdauer',
				doc: 'Mittlere Zeit vom ersten Kartenstand, der eine geöffnete Filiale zeigt, bis zum neuesten Kartenstand (eine Untergrenze).',
			},
			lifespan: {
				name: 'Durchschnittliche beobachtete Lebensdauer geschlossener Filialen',
				doc: 'Mittlere Zeit zwischen dem ersten und dem letzten Kartenstand, der eine geschlossene Filiale zeigt (eine Untergrenze).',
			},
			newStoreSurvival: {
				name: 'Überleben neuer Filialen',
				doc: 'Anteil der erstmals in einem dazwischenliegenden Kartenstand erfassten Filialen, die im neuesten Kartenstand noch vorhanden sind.',
			},
		},
		inputs: {
			amount: 'Betrag',
			exchangeRate: 'Amtlicher Wechselkurs {year} ({economy})',
			nationalValue: 'Nationaler Wert {year} (WDI)',
			nationalGdpPerCapita: 'Nationales BIP pro Kopf {year} (WDI)',
			nationalPopulation: 'Landesbevölkerung {year} (WDI)',
			cityPopulation: 'Einwohnerzahl der Stadt (GeoNames / Ortsliste)',
			cityShare: 'Anteil der Stadt an der Landesbevölkerung',
			meanNationalGdpGrowth: 'Mittleres nationales reales BIP-Wachstum',
			meanNationalPopulationGrowth: 'Mittleres nationales Bevölkerungswachstum',
			nationalPopulationGrowth: 'Nationales Bevölkerungswachstum {year}',
			nationalPurchasingPower: 'Nationales BIP pro Kopf, KKP {year}',
			snapshots: 'Kartenstände',
			storesAtFirstSnapshot: 'Filialen im ersten Kartenstand',
			ofThemGone: 'Davon verschwunden',
			years: 'Jahre',
			openStores: 'Geöffnete Filialen',
			closedStores: 'Geschlossene Filialen',
			newInIntermediateSnapshots: 'Neue Filialen in dazwischenliegenden Kartenständen',
		},
		units: {
			people: 'Personen',
			stores: 'Filialen',
			ratio: 'Verhältnis',
			internationalDollars: 'internationale $',
		},
		notes: {
			nationalEconomy: 'Volkswirtschaft des Landes',
			mapChanges: 'Kartenänderungen zwischen OpenStreetMap-Ständen',
			mapStores: 'Filialen in den Kartendaten von Lokasi',
			districtsPartlyKnown: 'Bezirke bekannt für {known} von {total} Filialen',
			districtsHoldingStores: 'Bezirke mit mindestens einer Filiale',
		},
		rules: {
			gdpTrend: 'Mittleres jährliches reales BIP-Wachstum über die letzten {years} Jahre: {bounds}, sonst {floor}; weniger als {minYears} Jahre: {noData}.',
			populationTrend: 'Mittleres jährliches Bevölkerungswachstum über die letzten {years} Jahre: {bounds}, sonst {floor}; weniger als {minYears} Jahre: {noData}.',
			consumption: 'BIP pro Kopf, KKP: {bounds}, sonst {floor}.',
			investment: 'Punkte: BIP- und Bevölkerungstrend {trendPoints}, sonst 0; Konsum {ratingPoints}, sonst 0. Summe: {bounds}, sonst {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default de_server

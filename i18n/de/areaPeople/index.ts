import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// Server-Texte der Berichte Bevölkerungsprofil, Passantenfrequenz und Konsumindex (server/area/people).
const de_areaPeople = {
	datasets: {
		counts: 'Ihre Passantenzählungen',
		countsSource: 'Lokasi-Zähler, von Ihnen gezählt',
	},
	models: {
		residentsHdb: {
			name: 'Bewohner des öffentlichen Wohnungsbaus',
			doc: 'HDB-Wohneinheiten der Blöcke im Radius × Bewohner je Haushalt im Planungsgebiet des jeweiligen Blocks (Zensus 2020). Privatwohnungen fehlen in den Daten, daher ist dies eine Untergrenze.',
		},
		residentsDensity: {
			name: 'Bewohner aus der landesweiten Dichte',
			doc: 'Einwohner des Landes je km² Landfläche × Fläche des Kreises; nur verwendet, wo das Land ein Stadtstaat ist.',
		},
		householdSize: {
			name: 'Bewohner je Haushalt',
			doc: 'Wohnbevölkerung des Planungsgebiets laut Zensus 2020 ÷ seine Haushalte.',
		},
		employed: {
			name: 'Erwerbstätige Bewohner',
			doc: 'Bewohner × landesweiter Anteil der Personen ab 15 Jahren (UN WPP) × landesweite Erwerbstätigenquote ab 15 Jahren (Weltbank).',
		},
		jobResidence: {
			name: 'Verhältnis Arbeitsplätze zu Wohnorten aus Bahnströmen',
			doc: 'Werktägliche Ausstiege ÷ Einstiege von 07:00 bis 09:00 an den Bahnhöfen im Radius: In diesen Stunden verlassen Pendler ihr Zuhause und kommen zur Arbeit.',
		},
		workers: {
			name: 'Hier arbeitende Menschen',
			doc: 'Erwerbstätige Bewohner × Verhältnis Arbeitsplätze zu Wohnorten.',
		},
		density: {
			name: 'Bewohner je km²',
			doc: 'Bewohner im Radius ÷ Fläche des Kreises.',
		},
		youngAdults: {
			name: '18–24 aus Fünfjahres-Altersgruppen',
			doc: 'Zwei Fünftel der Gruppe 15–19 (gleichmäßig über ihre Jahrgänge verteilt) plus die Gruppe 20–24.',
		},
		localBorn: {
			name: 'Im Land geboren',
			doc: '100 % minus der Anteil der im Ausland Geborenen (internationaler Migrantenbestand ÷ Bevölkerung, gleiches Jahr).',
		},
		stationDay: {
			name: 'Durchschnittlicher Tag an den Bahnhöfen',
			doc: 'LTA-Monatssummen der Ein- und Ausstiege an den Bahnhöfen im Radius ÷ Zahl der Tage dieses Typs im Monat.',
		},
		countsPerHour: {
			name: 'Ihre Zählungen pro Stunde',
			doc: 'Von Ihnen gezählte Personen (Kunden plus Passanten, ohne rückgängig gemachte Zählungen) ÷ gezählte Stunden, über Ihre Sitzungen nahe dem Punkt.',
		},
		stationsPerHour: {
			name: 'Bahnhofsfrequenz in Ihren Zählstunden',
			doc: 'Die durchschnittliche Bahnhofsfrequenz jeder gezählten Stunde und jedes Tagestyps, gemittelt über Ihre gezählten Stunden.',
		},
		calibrated: {
			name: 'Bahnhofsfrequenz, mit Ihren Zählungen kalibriert',
			doc: 'Durchschnittliche werktägliche Bahnhofsfrequenz × (Ihre Zählungen pro Stunde ÷ Bahnhofsfrequenz pro Stunde in denselben Stunden).',
		},
		incomeMean: {
			name: 'Durchschnittliches Haushaltseinkommen aus Arbeit',
			doc: 'Einkommensklassen des Zensus 2020, jede Klasse mit ihrer Mitte und die offene oberste Klasse mit ihrer Untergrenze (daher eine Untergrenze), über Haushalte mit einer erwerbstätigen Person.',
		},
		consumptionIndex: {
			name: 'Konsumindex',
			doc: 'Lokales durchschnittliches Haushaltseinkommen × 100 ÷ Durchschnitt der Vergleichsbasis.',
		},
		heatIndex: {
			name: 'Frequenzindex',
			doc: 'Rang der zusammengenommenen werktäglichen Frequenz der Bahnhöfe im Radius unter allen Bahnhöfen.',
		},
	},
	inputs: {
		dwellingUnits: 'HDB-Wohneinheiten im Radius',
		householdSize: 'Bewohner je Haushalt (nach Wohneinheiten gewichtet)',
		circleArea: 'Fläche des Kreises',
		nationalDensity: 'Bevölkerungsdichte von {country} ({year})',
		residents: 'Bewohner im Radius',
		adultShare: 'Anteil ab 15 Jahren, {country} ({year})',
		employmentRatio: 'Erwerbstätigenquote ab 15 Jahren, {country} ({year})',
		population: 'Wohnbevölkerung',
		households: 'Haushalte',
		arrivals: 'Werktägliche Ausstiege 07:00–09:00',
		departures: 'Werktägliche Einstiege 07:00–09:00',
		employedResidents: 'Erwerbstätige Bewohner',
		jobResidenceRatio: 'Verhältnis Arbeitsplätze zu Wohnorten',
		migrants: 'Im Ausland Geborene, {country} ({year})',
		monthTotal: 'Monatssumme',
		days: 'Tage dieses Typs im {month}',
		counted: 'Gezählte Personen',
		hours: 'Gezählte Stunden',
		countsPerHour: 'Ihre Zählungen pro Stunde',
		stationsPerHour: 'Bahnhofsfrequenz pro Stunde in denselben Stunden',
		stationDay: 'Durchschnittliche werktägliche Bahnhofsfrequenz',
		localMean: 'Lokaler Durchschnitt',
		baselineMean: 'Durchschnitt der Vergleichsbasis',
		stationsBelow: 'Bahnhöfe mit geringerer werktäglicher Frequenz',
		stations: 'Bahnhöfe mit LTA-Zählungen',
	},
	notes: {
		nationalFigure: '{country} (landesweit)',
		hdbOnly: 'Nur öffentlicher Wohnungsbau (HDB): Bewohner von Eigentumswohnanlagen und Einfamilienhäusern werden nicht gezählt.',
		noPublicHousing: 'Im Radius liegt kein öffentlicher Wohnungsbau (HDB), und Privatwohnungen fehlen in den Daten, daher ist die Zahl der Bewohner nicht bekannt.',
		noResidentsSource: 'Kein Datensatz gibt an, wo Menschen um diesen Punkt wohnen.',
		noStations: 'Im Radius liegt kein Bahnhof mit LTA-Zählungen.',
		outsideSingaporeRail: 'Bahnströme (LTA) gibt es nur für Singapur.',
		noEducation: 'Kein Datensatz in Lokasis Daten veröffentlicht Bildungsabschlüsse (Oberschule, Bachelor, Master oder höher), daher wird nichts angezeigt statt etwas zu erfinden.',
		noOccupation: 'Kein Datensatz in Lokasis Daten veröffentlicht Anteile nach Beruf oder Erwerbsstatus, daher wird nichts angezeigt statt etwas zu erfinden.',
		noOriginSplit: 'Kein Datensatz in Lokasis Daten schlüsselt im Ausland Geborene nach Herkunftsland auf.',
		noPyramid: 'Keine Alters- und Geschlechtsdaten (UN WPP) für dieses Land.',
		noIncomeArea: 'Kein amtliches Gebiet mit Haushaltseinkommen umfasst diesen Punkt.',
		dosmNoBands: 'DOSM veröffentlicht Durchschnitt und Median je Distrikt, nicht wie viele Haushalte wie viel verdienen.',
		noMedian: 'Der Zensus veröffentlicht für dieses Gebiet Einkommensklassen, keinen Median.',
		growthOneMonth: 'Unzureichende Daten: Die LTA-Zahlen umfassen nur einen Monat (Juni 2025) und zeigen daher keine Veränderung über die Zeit.',
		growthCounts: 'Unzureichende Daten: Das Besucherwachstum braucht Ihre Zählungen nahe dem Punkt in mindestens zwei verschiedenen Monaten.',
		newVisitors: 'Unzureichende Daten: Kein Datensatz und keine Zählung unterscheidet Erstbesucher von wiederkehrenden Besuchern.',
		noCountsNear: 'Sie haben keine abgeschlossenen Zählsitzungen im Umkreis von {distance} m um diesen Punkt.',
		countsWithoutLocation: '{count} Ihrer Zählsitzungen haben keinen Standort und lassen sich daher keinem Punkt zuordnen.',
		noFlowSource: 'Außerhalb Singapurs zählt kein Datensatz Menschen an einem Punkt, und kein ehrliches Modell liefert diese Zahl.',
		stationsNotPavement: 'Ein- und Ausstiege an den Bahnhöfen im Radius, nicht Passanten vor einem Geschäft.',
		noCountsOfType: 'Unzureichende Daten: Keine Ihrer Zählungen nahe dem Punkt fällt auf diesen Tagestyp.',
		countedHours: 'Über {hours} gezählte Stunden',
		noComparison: 'Für den Vergleich Ihrer Zählungen mit der Bahnhofsfrequenz braucht es beides.',
		noAtv: 'Kein Datensatz liefert Bonwerte nach Branche und Preisklasse, daher wird nichts angezeigt statt etwas zu erfinden.',
		noFrequency: 'Kein Datensatz liefert Kaufhäufigkeiten nach Branche und Preisklasse, daher wird nichts angezeigt statt etwas zu erfinden.',
		noBaseline: 'Keine amtliche Gebietsstatistik nennt das Haushaltseinkommen für diesen Ort.',
		noHouseholds: 'DOSM veröffentlicht keine Haushaltszahlen je Distrikt.',
	},
	rules: {
		incomeLevels: 'Haushalte mit einer erwerbstätigen Person, monatliches Einkommen aus Arbeit: niedrig unter {currency} {low}, hoch ab {currency} {high}, mittel dazwischen.',
		dosmLevels: 'DOSM veröffentlicht keine Einkommensverteilung je Distrikt.',
		heatIndex: '{max} × Anteil der Bahnhöfe Singapurs, deren durchschnittliche werktägliche Frequenz unter der zusammengenommenen Frequenz der Bahnhöfe im Radius liegt; ohne Bahnhof kein Index.',
		spendingLevel: 'Konsumindex: {bounds}, sonst {floor}.',
		rating: 'Konsumindex: {bounds}, sonst {floor}.',
		priceTier: 'Konsumindex: {bounds}, sonst {floor}.',
	},
	spendingLevels: {
		veryLow: 'Sehr niedrig',
		low: 'Niedrig',
		basic: 'Einfach',
		medium: 'Mittel',
		mediumHigh: 'Mittelhoch',
		high: 'Hoch',
		veryHigh: 'Sehr hoch',
	},
	priceTiers: {
		Budget: 'Günstig',
		'Mid-range': 'Mittelklasse',
		Premium: 'Premium',
		Luxury: 'Luxus',
	},
	baseline: {
		singapore: 'Durchschnitt Singapurs (alle Planungsgebiete, Zensus 2020) = 100',
		state: 'Durchschnitt von {state} (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name} (Planungsgebiet)',
		district: '{name} (Distrikt)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default de_areaPeople

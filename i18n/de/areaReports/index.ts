import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const de_areaReports = {
	headlines: {
		stores: "Geschäfte",
		businessTypes: "Branchenvielfalt",
		chainRatio: "Anteil der Ketten",
		residents: "Einwohner",
		workers: "Erwerbstätige",
		passengerFlow: "Passantenstrom",
		consumptionIndex: "Konsumindex",
		competition: "Wettbewerbsindex",
	},
	notes: {
		storesCounted: "Geschäfte in Lokasis Kartendaten im Radius, jedes einmal gezählt, nach seiner neuesten Quelle",
		mixFromMap: "Die Mischung zählt nur die Kartendaten (OpenStreetMap): Verzeichnisse, die jeden Ort einer Art auflisten (Halal-Lokale, Hawker-Zentren, Einkaufszentren, Kliniken), würden sie verzerren.",
		placesCounted: "Orte in Lokasis Kartendaten im Radius; ein Markengeschäft, das eine ältere und eine neuere Quelle führen, zählt einmal",
		chooseIndustry: "Wählen Sie eine Branche, um ihren Wettbewerb zu messen",
		noRatings: "Keine Daten verfügbar: Lokasi hat keine Nutzerbewertungen",
		noStores: "Keine Geschäfte im Radius",
		mapChanges: "Kartenänderungen zwischen {from} und {to}: in OpenStreetMap hinzugefügte oder entfernte Geschäfte, keine Gewerbeanmeldungen",
		insufficientSnapshots: "Zu wenige Daten: Eröffnungen und Schließungen brauchen dasselbe Gebiet in mindestens zwei datierten Kartenständen (Monaco hat 2019, 2021 und 2026)",
	},
	models: {
		businessTypes: {
			name: "Branchenvielfalt",
			doc: "Die Zahl der verschiedenen Branchen unter den Geschäften im Radius.",
		},
		chainRatio: {
			name: "Anteil der Ketten",
			doc: "Geschäfte, die einer Marke des Name-Suggestion-Index zugeordnet sind ÷ alle Geschäfte im Radius × 100.",
		},
		richness: {
			name: "Kommerzielle Dichte",
			doc: "Geschäfte im Radius ÷ Kreisfläche in km², eingestuft nach den Grenzen der Regel.",
		},
		competitionIndex: {
			name: "Wettbewerbsindex",
			doc: "Geschäfte der gewählten Branche ÷ alle Geschäfte im Radius × 100.",
		},
		saturation: {
			name: "Wettbewerbssättigung",
			doc: "Bestehende Geschäfte ÷ von der Nachfrage getragene Geschäfte (beide plus 2)",
		},
		transportCoverage: {
			name: "ÖPNV-Abdeckung",
			doc: "Anteil der H3-Zellen (Auflösung 10) des Kreises, deren Mittelpunkt höchstens {walk} m von einer Bushaltestelle, einem Bahnhof oder einem Stationsausgang entfernt ist.",
		},
	},
	inputs: {
		stores: "Geschäfte",
		brandedStores: "Markengeschäfte",
		competitors: "Geschäfte der Branche",
		areaKm2: "Kreisfläche",
		cells: "Zellen im Kreis",
		coveredCells: "Zellen nahe einer Haltestelle",
		stops: "Haltestellen und Ausgänge",
	},
	levels: {
		richness: {
			emerging: "Aufkommend",
			developing: "Entwickelnd",
			growing: "Wachsend",
			vibrant: "Lebhaft",
			prime: "Spitzenlage (Kerngebiet)",
		},
		saturation: {
			severelyUndersupplied: "Stark unterversorgt",
			undersupplied: "Unterversorgt",
			balanced: "Ausgewogen",
			saturated: "Gesättigt",
			highlySaturated: "Stark gesättigt",
		},
		noData: "Keine Daten verfügbar",
		from: "{label}: ab {min} {unit}",
		below: "{label}: unter {max} {unit}",
		storesPerKm2: "Geschäfte/km²",
	},
	transport: {
		busStop: "Bushaltestelle",
		railStation: "Bahnhof",
		railExit: "Stationsausgang",
	},
} satisfies NamespaceAreaReportsTranslation

export default de_areaReports

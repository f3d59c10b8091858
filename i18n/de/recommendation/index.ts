import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const de_recommendation = {
	reason: "{factor}: {points} von {max} Punkten. {why}",
	method: "{cells} Kandidatenzellen von etwa 0,1 km² in {city}, jede für {industry} mit dem Standort-Scoring im Umkreis von {radius} m bewertet; die beste jeder {separation}-m-Nachbarschaft auf ihre sieben Teilzellen verfeinert; der Marktanteil aus einem Huff-Gravitationsmodell über die HDB-Bewohner im Umkreis von {radius} m.",
	methodRoom: "Die Standorte sind nach Standortwert × (½ + ½ × Potenzial) gereiht: volles Potenzial, wo es höchstens vier Fünftel der Läden gibt, die die Nachfrage trägt (ein an den Zellen der Stadt angepasstes Zählmodell), keines, wo es doppelt so viele sind.",
	room: {
		name: "Marktpotenzial",
		text: "Die Nachfrage im Einzugsgebiet trägt etwa {expected} Läden der Branche {industry}; {existing} gibt es dort.",
		notMapped: "Potenzial unbekannt: die Kartenquelle verzeichnet in dieser Stadt keine {industry}.",
	},
	share: {
		name: "Huff-Marktanteil",
		doc: "Die Bewohner jedes HDB-Blocks wählen diesen Standort oder einen bestehenden Laden der Branche mit einer Wahrscheinlichkeit proportional zu Attraktivität^α ÷ Entfernung^β (Huff 1963); der Anteil ist das nach Bewohnern gewichtete Mittel. Keine Quelle misst die Ladengröße, daher zieht jeder Laden gleich stark an.",
		residents: "Bewohner im Einzugsgebiet",
		competitors: "Konkurrierende Läden im Umkreis von {distance} m",
		alpha: "Attraktivitätsexponent α",
		beta: "Distanzabnahme-Exponent β",
		noResidents: "Im Einzugsgebiet wohnen keine HDB-Bewohner, die sich aufteilen ließen",
		coverage: "Kartenabdeckung der Branche (Trefferquote gegenüber einer amtlichen Liste)",
		docCoverage: "Die Karte verzeichnet etwa {recall} der Läden der Branche (gemessen an einer amtlichen Liste), daher steht jeder verzeichnete Konkurrent für 1 ÷ {recall} Läden.",
		notMapped: "Die Kartenquelle verzeichnet in dieser Stadt keine {industry}: Konkurrenten lassen sich nicht zählen, daher wird kein Anteil angegeben",
		notMeasured: "Keine amtliche Liste prüft, wie vollständig die Karte {industry} hier verzeichnet: fehlende Konkurrenten würden den Anteil aufblähen, daher wird keiner angegeben",
		noCompetitors: "Im Umkreis von {distance} m ist kein Konkurrent verzeichnet, und der Karte fehlen manche: der Anteil sähe mangels Daten wie ein Monopol aus",
	},
	noCityData: "Für {city} gibt es noch keine stadtweiten Daten: eine Empfehlung braucht die Planungsgebiete, Läden und Bewohner der Stadt",
	unnamed: "Laden ohne Namen",
	relay: {
		reading: "Lese {city}, {country}: die importierten Daten der Stadt",
		assessing: "Bewertung: {assessment} für {industry}",
		assessingBrand: "Bewertung: {assessment} für {brand} ({industry})",
		recommendation: "Standortempfehlung",
		analysis: "KI-Analyse eines Punkts",
		planCells: "Plane die Suche: {cells} Kandidatenzellen über die Planungsgebiete der Stadt, bewertet im Umkreis von {radius} m",
		planPoint: "Plane die Analyse bei {lat}, {lon} im Umkreis von {radius} m",
		scoring: "Bewerte jede Zelle mit den Läden, Bushaltestellen, Bahnhöfen, Fahrgastströmen und HDB-Bewohnern im Umkreis",
		modelling: "Modelliere den Marktanteil der besten Standorte gegen die bestehenden Läden (Huff)",
		gathering: "Lese Läden, Verkehr, HDB-Bewohner und Fahrgastströme rund um den Punkt",
		unlocking: "Schreibe die Analyse: Bewertung, Einzugsgebiet, Wettbewerb und Kunden",
		ready: "Der Bericht ist fertig",
	},
} satisfies NamespaceRecommendationTranslation

export default de_recommendation

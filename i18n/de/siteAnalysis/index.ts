import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const de_siteAnalysis = {
	tiers: {
		prime: "Spitzenlage",
		premium: "Premium",
		standard: "Standard",
		marginal: "Grenzwertig",
		poor: "Schwach",
	},
	advice: {
		pursueActively: "Aktiv verfolgen",
		recommended: "Empfohlen",
		considerCarefully: "Sorgfältig abwägen",
		proceedWithCaution: "Mit Vorsicht vorgehen",
		rejectImmediately: "Sofort ablehnen",
	},
	match: {
		completeOverlap: "Vollständige Überschneidung",
		highlyCompatible: "Sehr gut passend",
		moderatelyMatched: "Mäßig passend",
		mildlyRelated: "Leicht verwandt",
		noResemblance: "Keine Ähnlichkeit",
	},
	factors: {
		demand: "Nachfrage",
		complementarity: "Ergänzende Magneten",
		accessibility: "Erreichbarkeit",
		spendingPower: "Kaufkraft",
		competition: "Wettbewerb",
		cannibalisation: "Kannibalisierung eigener Filialen",
	},
	rules: {
		tier: "Punkte von 100: {bounds}",
		tierBound: "{label} ab {min}",
		match: "Anteil der Menschen im Gebiet in den Zielgruppen ({target}): {bounds}",
		notClassified: "Nicht eingestuft: die Daten haben keinen Wert dafür",
	},
	models: {
		score: {
			name: "Standort-Gesamtwert",
			doc: "Der Wert jedes Faktors von 0 bis 1 × sein Gewicht für die Branchengruppe, addiert zu einem Wert von 100; die Gewichte sind daran geprüft, wo echte Geschäfte der Branche liegen.",
		},
		consumers: {
			name: "Anzahl der Kunden",
			doc: "Einwohner und Beschäftigte im Radius und die durchschnittlichen täglichen Bahnhofsfahrgäste, jede Person einmal pro Tag.",
		},
		capacity: {
			name: "Prognostizierte Geschäftskapazität",
			doc: "Die Kunden des Einzugsgebiets ÷ die Kunden je Geschäft dieser Branche in der ganzen Stadt.",
		},
	},
	notes: {
		noAtv: "Unzureichende Daten: keine Quelle veröffentlicht den durchschnittlichen Bon hier",
		noFrequency: "Unzureichende Daten: keine Quelle veröffentlicht, wie oft Kunden kaufen",
		noPayback: "Unzureichende Daten: eine Amortisationszeit braucht den durchschnittlichen Bon und die Kaufhäufigkeit, die keine Quelle veröffentlicht",
		noStrategy: "Unzureichende Daten: eine Strategie mit Umsatzzielen braucht den durchschnittlichen Bon und die Kaufhäufigkeit",
		noCapacity: "Unzureichende Daten: die Stadt hat keine Geschäfte dieser Branche zum Vergleich",
		noBrand: "Keine Marke gewählt",
		noCompetitors: "Kein Geschäft dieser Branche im Radius",
	},
	strategy: {
		shortTermCompetition: "Monate 6–12: sich von den {competitors} nahen Geschäften der Branche (das nächste {distance} m entfernt) durch Angebot und Öffnungszeiten abheben.",
		shortTermDemand: "Monate 6–12: zu den verkehrsreichsten Stunden der Bahnhofsströme öffnen und die Straße mit dem Zähler messen, um die Nachfrage zu bestätigen.",
		longTermCapacity: "Jahre 1–3: das Einzugsgebiet trägt etwa {supported} solche Geschäfte, heute sind es {existing}: Platz für {room} weitere.",
		longTermSaturated: "Jahre 1–3: das Einzugsgebiet hat schon mehr Geschäfte, als seine Nachfrage trägt ({existing} gegenüber {supported}): durch Marktanteile wachsen, nicht durch Eröffnungen in der Nähe.",
	},
	narrative: {
		summary: "{place}: als Standort für {industry} erreicht er {score} von {scoreMax} — {tier}. Empfehlung: {advice}.",
		factors: "Sein stärkster Faktor ist {strongest} ({strongestPoints} Punkte); sein schwächster ist {weakest} ({weakestPoints} von {weakestMax} Punkten).",
		strongestOnly: "Sein stärkster Faktor ist {strongest} ({strongestPoints} Punkte).",
		residents: "Etwa {residents} Menschen wohnen im Umkreis von {radius} m.",
		workers: "Etwa {workers} Menschen arbeiten dort.",
		stationFlow: "Nahe Bahnhöfe zählen etwa {flow} Fahrgäste am Tag.",
		competitors: "{competitors} Geschäfte der Branche {industry} liegen im Umkreis von {radius} m.",
		saturation: "Wettbewerbssättigung: {saturation}.",
		nearest: "Das nächste ist {distance} m entfernt.",
		ownStores: "{brand} hat bereits {stores} eigene Geschäfte im Umkreis von {radius} m.",
		capacity: "Die Nachfrage des Einzugsgebiets trägt etwa {supported} solche Geschäfte; {existing} gibt es.",
		consumption: "Der Konsumindex ist {index} bei einem Stadtdurchschnitt von {baseline}: {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default de_siteAnalysis

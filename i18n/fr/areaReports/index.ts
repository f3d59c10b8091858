import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const fr_areaReports = {
	headlines: {
		stores: "Commerces",
		businessTypes: "Types d'activité",
		chainRatio: "Part des enseignes",
		residents: "Résidents",
		workers: "Actifs",
		passengerFlow: "Flux de passants",
		consumptionIndex: "Indice de consommation",
		competition: "Indice de concurrence",
	},
	notes: {
		storesCounted: "Commerces des données cartographiques de Lokasi dans le rayon, chacun compté une fois selon sa source la plus récente",
		mixFromMap: "Le mix ne compte que les données cartographiques (OpenStreetMap) : les annuaires qui listent chaque lieu d’un seul type (restaurants halal, hawker centres, centres commerciaux, cliniques) le fausseraient.",
		placesCounted: "Lieux des données cartographiques de Lokasi dans le rayon ; un commerce d'enseigne listé par une source ancienne et une récente compte une fois",
		chooseIndustry: "Choisissez un secteur pour mesurer sa concurrence",
		noRatings: "Aucune donnée disponible : Lokasi n'a pas d'avis d'utilisateurs",
		noStores: "Aucun commerce dans le rayon",
		mapChanges: "Changements de la carte entre {from} et {to} : commerces ajoutés ou retirés d'OpenStreetMap, pas des immatriculations d'entreprises",
		insufficientSnapshots: "Données insuffisantes : ouvertures et fermetures exigent la même zone dans au moins deux états datés de la carte (Monaco a 2019, 2021 et 2026)",
	},
	models: {
		businessTypes: {
			name: "Types d'activité",
			doc: "Le nombre de secteurs différents parmi les commerces du rayon.",
		},
		chainRatio: {
			name: "Part des enseignes",
			doc: "Commerces rattachés à une marque du name-suggestion-index ÷ tous les commerces du rayon × 100.",
		},
		richness: {
			name: "Richesse commerciale",
			doc: "Commerces du rayon ÷ surface du cercle en km², classés selon les seuils de la règle.",
		},
		competitionIndex: {
			name: "Indice de concurrence",
			doc: "Commerces du secteur choisi ÷ tous les commerces du rayon × 100.",
		},
		saturation: {
			name: "Saturation concurrentielle",
			doc: "Magasins existants ÷ magasins que la demande fait vivre (chacun plus 2)",
		},
		transportCoverage: {
			name: "Desserte en transports",
			doc: "Part des cellules H3 (résolution 10) du cercle dont le centre est à {walk} m au plus d'un arrêt de bus, d'une gare ou d'une sortie de station.",
		},
	},
	inputs: {
		stores: "Commerces",
		brandedStores: "Commerces d'enseigne",
		competitors: "Commerces du secteur",
		areaKm2: "Surface du cercle",
		cells: "Cellules du cercle",
		coveredCells: "Cellules près d'un arrêt",
		stops: "Arrêts et sorties",
	},
	levels: {
		richness: {
			emerging: "Émergent",
			developing: "En développement",
			growing: "En croissance",
			vibrant: "Animé",
			prime: "Premier ordre (zone centrale)",
		},
		saturation: {
			severelyUndersupplied: "Très sous-équipé",
			undersupplied: "Sous-équipé",
			balanced: "Équilibré",
			saturated: "Saturé",
			highlySaturated: "Très saturé",
		},
		noData: "Aucune donnée disponible",
		from: "{label} : à partir de {min} {unit}",
		below: "{label} : moins de {max} {unit}",
		storesPerKm2: "commerces/km²",
	},
	transport: {
		busStop: "Arrêt de bus",
		railStation: "Gare",
		railExit: "Sortie de station",
	},
} satisfies NamespaceAreaReportsTranslation

export default fr_areaReports

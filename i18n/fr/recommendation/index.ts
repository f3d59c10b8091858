import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const fr_recommendation = {
	reason: "{factor} : {points} de ses {max} points. {why}",
	method: "{cells} cellules candidates d'environ 0,1 km² sur {city}, chacune notée pour {industry} par le moteur de notation des sites dans un rayon de {radius} m ; la meilleure de chaque voisinage de {separation} m affinée sur ses sept sous-cellules ; la part de marché d'un modèle gravitaire de Huff sur les résidents HDB dans un rayon de {radius} m.",
	methodRoom: "Les sites sont classés par score × (½ + ½ × place) : la place est entière là où les commerces sont au plus les quatre cinquièmes de ceux que la demande fait vivre (un modèle de comptage ajusté sur les cellules de la ville), nulle là où ils sont deux fois plus nombreux.",
	room: {
		name: "Place sur le marché",
		text: "La demande de la zone de chalandise fait vivre environ {expected} commerces {industry} ; il y en a {existing}.",
		notMapped: "Place inconnue : la source cartographique ne recense aucun {industry} dans cette ville.",
	},
	share: {
		name: "Part de marché de Huff",
		doc: "Les résidents de chaque bloc HDB choisissent ce site ou un magasin existant du secteur avec une probabilité proportionnelle à attractivité^α ÷ distance^β (Huff 1963) ; la part est la moyenne pondérée par les résidents. Aucune source ne mesure la taille des magasins : chacun attire autant.",
		residents: "Résidents de la zone de chalandise",
		competitors: "Magasins concurrents dans un rayon de {distance} m",
		alpha: "Exposant d'attractivité α",
		beta: "Exposant de décroissance avec la distance β",
		noResidents: "Aucun résident HDB dans la zone de chalandise",
		coverage: "Couverture de la carte pour le secteur (rappel face à une liste officielle)",
		docCoverage: "La carte recense environ {recall} des commerces du secteur (mesuré face à une liste officielle) : chaque concurrent cartographié compte pour 1 ÷ {recall} commerces.",
		notMapped: "La source cartographique ne recense aucun {industry} dans cette ville : les concurrents ne peuvent être comptés, aucune part n’est donnée",
		notMeasured: "Aucune liste officielle ne vérifie à quel point la carte recense {industry} ici : les concurrents manquants gonfleraient la part, aucune n’est donnée",
		noCompetitors: "Aucun concurrent cartographié à moins de {distance} m, et la carte en omet : la part ressemblerait à un monopole faute de données",
	},
	noCityData: "Pas encore de données à l'échelle de la ville pour {city} : une recommandation a besoin de ses secteurs d'aménagement, magasins et résidents",
	unnamed: "Magasin sans nom",
	relay: {
		reading: "Lecture de {city}, {country} : les données importées de la ville",
		assessing: "Évaluation : {assessment} pour {industry}",
		assessingBrand: "Évaluation : {assessment} pour {brand} ({industry})",
		recommendation: "recommandation d'emplacement",
		analysis: "analyse IA d'un point",
		planCells: "Préparation de la recherche : {cells} cellules candidates sur les secteurs d'aménagement de la ville, notées dans un rayon de {radius} m",
		planPoint: "Préparation de l'analyse en {lat}, {lon} dans un rayon de {radius} m",
		scoring: "Notation de chaque cellule avec les magasins, arrêts de bus, gares, flux de voyageurs et résidents HDB alentour",
		modelling: "Modélisation de la part de marché des meilleurs sites face aux magasins existants (Huff)",
		gathering: "Lecture des magasins, transports, résidents HDB et flux des gares autour du point",
		unlocking: "Rédaction de l'analyse : note, zone de chalandise, concurrence et clients",
		ready: "Le rapport est prêt",
	},
} satisfies NamespaceRecommendationTranslation

export default fr_recommendation

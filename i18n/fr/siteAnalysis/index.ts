import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const fr_siteAnalysis = {
	tiers: {
		prime: "Exceptionnel",
		premium: "Premium",
		standard: "Standard",
		marginal: "Marginal",
		poor: "Faible",
	},
	advice: {
		pursueActively: "À saisir activement",
		recommended: "Recommandé",
		considerCarefully: "À étudier avec soin",
		proceedWithCaution: "À aborder avec prudence",
		rejectImmediately: "À rejeter immédiatement",
	},
	match: {
		completeOverlap: "Recouvrement complet",
		highlyCompatible: "Très compatible",
		moderatelyMatched: "Moyennement adapté",
		mildlyRelated: "Faiblement lié",
		noResemblance: "Aucune ressemblance",
	},
	factors: {
		demand: "Demande",
		complementarity: "Pôles complémentaires",
		accessibility: "Accessibilité",
		spendingPower: "Pouvoir d’achat",
		competition: "Concurrence",
		cannibalisation: "Cannibalisation de la marque",
	},
	rules: {
		tier: "Score sur 100 : {bounds}",
		tierBound: "{label} à partir de {min}",
		match: "Part de la population de la zone dans les groupes cibles ({target}) : {bounds}",
		notClassified: "Non classé : les données n’ont pas de valeur",
	},
	models: {
		score: {
			name: "Score composite de l’emplacement",
			doc: "La valeur de chaque facteur de 0 à 1 × son poids pour le groupe de secteurs, additionnées en un score sur 100 ; les poids sont testés sur l’emplacement des vrais commerces du secteur.",
		},
		consumers: {
			name: "Nombre de consommateurs",
			doc: "Les résidents et actifs dans le rayon, et les voyageurs quotidiens moyens des gares, chacun compté une fois par jour.",
		},
		capacity: {
			name: "Capacité projetée de commerces",
			doc: "Les consommateurs de la zone de chalandise ÷ les consommateurs par commerce de ce secteur dans toute la ville.",
		},
	},
	notes: {
		noAtv: "Données insuffisantes : aucune source ne publie le panier moyen des commerces ici",
		noFrequency: "Données insuffisantes : aucune source ne publie la fréquence d’achat",
		noPayback: "Données insuffisantes : un délai de retour sur investissement exige le panier moyen et la fréquence d’achat, qu’aucune source ne publie",
		noStrategy: "Données insuffisantes : une stratégie avec objectifs de chiffre d’affaires exige le panier moyen et la fréquence d’achat",
		noCapacity: "Données insuffisantes : la ville n’a aucun commerce de ce secteur pour comparer",
		noBrand: "Aucune marque choisie",
		noCompetitors: "Aucun commerce de ce secteur dans le rayon",
	},
	strategy: {
		shortTermCompetition: "Mois 6–12 : se distinguer des {competitors} commerces du secteur à proximité (le plus proche à {distance} m) par l’offre et les horaires.",
		shortTermDemand: "Mois 6–12 : ouvrir aux heures les plus chargées des flux des gares et mesurer la rue avec le compteur pour confirmer la demande.",
		longTermCapacity: "Années 1–3 : la zone de chalandise peut accueillir environ {supported} commerces de ce type contre {existing} aujourd’hui : de la place pour {room} de plus.",
		longTermSaturated: "Années 1–3 : la zone compte déjà plus de commerces que sa demande n’en supporte ({existing} contre {supported}) : croître en gagnant des parts, pas en ouvrant à proximité.",
	},
	narrative: {
		summary: "{place} : comme emplacement pour {industry}, il obtient {score} sur {scoreMax} — {tier}. Conseil : {advice}.",
		factors: "Son facteur le plus fort est {strongest} ({strongestPoints} points) ; le plus faible est {weakest} ({weakestPoints} sur {weakestMax} points).",
		strongestOnly: "Son facteur le plus fort est {strongest} ({strongestPoints} points).",
		residents: "Environ {residents} personnes vivent dans un rayon de {radius} m.",
		workers: "Environ {workers} personnes y travaillent.",
		stationFlow: "Les gares proches voient environ {flow} voyageurs par jour.",
		competitors: "{competitors} commerces du secteur {industry} sont dans un rayon de {radius} m.",
		saturation: "Saturation de la concurrence : {saturation}.",
		nearest: "Le plus proche est à {distance} m.",
		ownStores: "{brand} a déjà {stores} de ses propres magasins dans un rayon de {radius} m.",
		capacity: "La demande de la zone supporte environ {supported} commerces de ce type ; il en existe {existing}.",
		consumption: "L’indice de consommation est de {index} pour une moyenne de la ville de {baseline} : {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default fr_siteAnalysis

import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// Textes serveur des rapports profil de population, flux de passants et indice de consommation (server/area/people).
const fr_areaPeople = {
	datasets: {
		counts: 'Vos comptages de passage',
		countsSource: 'Compteur Lokasi, compté par vous',
	},
	models: {
		residentsHdb: {
			name: 'Habitants des logements publics',
			doc: 'Logements HDB des immeubles situés dans le rayon × habitants par ménage de la zone d\'aménagement de chaque immeuble (recensement 2020). Les logements privés ne figurent pas dans les données : c\'est donc un minimum.',
		},
		residentsDensity: {
			name: 'Habitants selon la densité nationale',
			doc: 'Population du pays par km² de terres × surface du cercle ; utilisé seulement là où le pays est une cité-État.',
		},
		householdSize: {
			name: 'Habitants par ménage',
			doc: 'Population résidente de la zone d\'aménagement au recensement 2020 ÷ ses ménages résidents.',
		},
		employed: {
			name: 'Habitants ayant un emploi',
			doc: 'Habitants × part nationale des 15 ans et plus (ONU WPP) × taux d\'emploi national des 15 ans et plus (Banque mondiale).',
		},
		jobResidence: {
			name: 'Ratio emplois–résidents d\'après les flux ferroviaires',
			doc: 'Sorties ÷ entrées des jours ouvrés de 07:00 à 09:00 aux gares situées dans le rayon : à ces heures, les navetteurs quittent leur domicile et arrivent au travail.',
		},
		workers: {
			name: 'Personnes qui travaillent ici',
			doc: 'Habitants ayant un emploi × ratio emplois–résidents.',
		},
		density: {
			name: 'Habitants par km²',
			doc: 'Habitants dans le rayon ÷ surface du cercle.',
		},
		youngAdults: {
			name: '18–24 ans à partir des tranches de cinq ans',
			doc: 'Deux cinquièmes de la tranche 15–19 ans (personnes réparties également sur ses années) plus la tranche 20–24 ans.',
		},
		localBorn: {
			name: 'Nés dans le pays',
			doc: '100 % moins la part des personnes nées à l\'étranger (stock international de migrants ÷ population, même année).',
		},
		stationDay: {
			name: 'Journée moyenne aux gares',
			doc: 'Totaux mensuels LTA des entrées et sorties aux gares situées dans le rayon ÷ nombre de jours de ce type dans le mois.',
		},
		countsPerHour: {
			name: 'Vos comptages par heure',
			doc: 'Personnes comptées par vous (clients et passants, comptages annulés retirés) ÷ heures comptées, sur vos sessions proches du point.',
		},
		stationsPerHour: {
			name: 'Flux des gares pendant vos heures de comptage',
			doc: 'Le flux moyen des gares pour chaque heure et type de jour comptés, moyenné sur vos heures de comptage.',
		},
		calibrated: {
			name: 'Flux des gares calibré par vos comptages',
			doc: 'Flux moyen des gares un jour ouvré × (vos comptages par heure ÷ flux des gares par heure aux mêmes heures).',
		},
		incomeMean: {
			name: 'Revenu moyen du travail des ménages',
			doc: 'Tranches de revenu du recensement 2020, chaque tranche à son milieu et la tranche supérieure ouverte à sa borne basse (c\'est donc un minimum), sur les ménages comptant une personne en emploi.',
		},
		consumptionIndex: {
			name: 'Indice de consommation',
			doc: 'Revenu moyen local des ménages × 100 ÷ moyenne de référence.',
		},
		heatIndex: {
			name: 'Indice d\'affluence',
			doc: 'Rang du flux cumulé des jours ouvrés des gares situées dans le rayon parmi toutes les gares.',
		},
	},
	inputs: {
		dwellingUnits: 'Logements HDB dans le rayon',
		householdSize: 'Habitants par ménage (pondérés par logements)',
		circleArea: 'Surface du cercle',
		nationalDensity: 'Densité de population de {country} ({year})',
		residents: 'Habitants dans le rayon',
		adultShare: 'Part des 15 ans et plus, {country} ({year})',
		employmentRatio: 'Taux d\'emploi des 15 ans et plus, {country} ({year})',
		population: 'Population résidente',
		households: 'Ménages résidents',
		arrivals: 'Sorties des jours ouvrés 07:00–09:00',
		departures: 'Entrées des jours ouvrés 07:00–09:00',
		employedResidents: 'Habitants ayant un emploi',
		jobResidenceRatio: 'Ratio emplois–résidents',
		migrants: 'Personnes nées à l\'étranger, {country} ({year})',
		monthTotal: 'Total du mois',
		days: 'Jours de ce type en {month}',
		counted: 'Personnes comptées',
		hours: 'Heures comptées',
		countsPerHour: 'Vos comptages par heure',
		stationsPerHour: 'Flux des gares par heure aux mêmes heures',
		stationDay: 'Flux moyen des gares un jour ouvré',
		localMean: 'Moyenne locale',
		baselineMean: 'Moyenne de référence',
		stationsBelow: 'Gares moins fréquentées en jour ouvré',
		stations: 'Gares avec comptages LTA',
	},
	notes: {
		nationalFigure: '{country} (niveau national)',
		hdbOnly: 'Logements publics (HDB) seulement : les habitants des copropriétés et des maisons individuelles ne sont pas comptés.',
		noPublicHousing: 'Aucun logement public (HDB) ne se trouve dans le rayon et les logements privés ne figurent pas dans les données : le nombre d\'habitants n\'est donc pas connu.',
		noResidentsSource: 'Aucun jeu de données n\'indique où vivent les gens autour de ce point.',
		noStations: 'Aucune gare avec comptages LTA ne se trouve dans le rayon.',
		outsideSingaporeRail: 'Les flux ferroviaires (LTA) n\'existent que pour Singapour.',
		noEducation: 'Aucun jeu de données de Lokasi ne publie le niveau d\'études (lycée, licence, master ou plus) : rien n\'est affiché plutôt que d\'inventer.',
		noOccupation: 'Aucun jeu de données de Lokasi ne publie la répartition par profession ou statut d\'emploi : rien n\'est affiché plutôt que d\'inventer.',
		noOriginSplit: 'Aucun jeu de données de Lokasi ne répartit les personnes nées à l\'étranger par pays d\'origine.',
		noPyramid: 'Pas de données par âge et sexe (ONU WPP) pour ce pays.',
		noIncomeArea: 'Aucune zone officielle avec revenu des ménages ne contient ce point.',
		dosmNoBands: 'Le DOSM publie la moyenne et la médiane par district, pas combien de ménages gagnent combien.',
		noMedian: 'Le recensement publie des tranches, pas de médiane, pour cette zone.',
		growthOneMonth: 'Données insuffisantes : les volumes LTA couvrent un seul mois (juin 2025) et ne montrent donc aucune évolution.',
		growthCounts: 'Données insuffisantes : la croissance des visiteurs demande vos comptages près du point sur au moins deux mois différents.',
		newVisitors: 'Données insuffisantes : aucun jeu de données ni comptage ne distingue les nouveaux visiteurs des habitués.',
		noCountsNear: 'Vous n\'avez aucune session de comptage terminée à moins de {distance} m de ce point.',
		countsWithoutLocation: '{count} de vos sessions de comptage n\'ont pas de position et ne peuvent donc être placées près d\'aucun point.',
		noFlowSource: 'Hors de Singapour, aucun jeu de données ne compte les personnes en un point, et aucun modèle honnête ne le donne.',
		stationsNotPavement: 'Entrées et sorties des gares situées dans le rayon, pas les passants devant une vitrine.',
		noCountsOfType: 'Données insuffisantes : aucun de vos comptages près du point ne tombe sur ce type de jour.',
		countedHours: 'Sur {hours} heures comptées',
		noComparison: 'Comparer vos comptages au flux des gares demande les deux.',
		noAtv: 'Aucun jeu de données ne donne le panier moyen par secteur et gamme de prix : rien n\'est affiché plutôt que d\'inventer.',
		noFrequency: 'Aucun jeu de données ne donne la fréquence d\'achat par secteur et gamme de prix : rien n\'est affiché plutôt que d\'inventer.',
		noBaseline: 'Aucune statistique officielle par zone ne donne le revenu des ménages pour ce lieu.',
		noHouseholds: 'Le DOSM ne publie pas le nombre de ménages par district.',
	},
	rules: {
		incomeLevels: 'Ménages comptant une personne en emploi, revenu mensuel du travail : faible sous {currency} {low}, élevé à partir de {currency} {high}, moyen entre les deux.',
		dosmLevels: 'Le DOSM ne publie pas de distribution des revenus par district.',
		heatIndex: '{max} × part des gares de Singapour dont le flux moyen d\'un jour ouvré est inférieur au flux cumulé des gares situées dans le rayon ; sans gare, pas d\'indice.',
		spendingLevel: 'Indice de consommation : {bounds}, sinon {floor}.',
		rating: 'Indice de consommation : {bounds}, sinon {floor}.',
		priceTier: 'Indice de consommation : {bounds}, sinon {floor}.',
	},
	spendingLevels: {
		veryLow: 'Très faible',
		low: 'Faible',
		basic: 'Modeste',
		medium: 'Moyen',
		mediumHigh: 'Moyen-élevé',
		high: 'Élevé',
		veryHigh: 'Très élevé',
	},
	priceTiers: {
		Budget: 'Économique',
		'Mid-range': 'Milieu de gamme',
		Premium: 'Premium',
		Luxury: 'Luxe',
	},
	baseline: {
		singapore: 'Moyenne de Singapour (toutes les zones d\'aménagement, recensement 2020) = 100',
		state: 'Moyenne de {state} (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name} (zone d\'aménagement)',
		district: '{name} (district)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default fr_areaPeople

import type { NamespaceServerTranslation } from '../../i18n-types.js'

const fr_server = {
	codes: {
		OK: 'Succès',
		VALIDATION_FAILED: 'Certains champs sont invalides',
		MALFORMED_JSON: 'Le corps de la requête n\'est pas un JSON valide',
		BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux',
		UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge',
		ENCRYPTION_REQUIRED: 'Cette requête exige une réponse chiffrée',
		ENCRYPTION_KEY_UNKNOWN: 'Clé de chiffrement inconnue ou expirée',
		BAD_REQUEST: 'Requête incorrecte',
		UNAUTHORIZED: 'Session expirée, veuillez vous reconnecter',
		FORBIDDEN: 'Vous n\'êtes pas autorisé à faire cela',
		NOT_FOUND: 'Introuvable',
		METHOD_NOT_ALLOWED: 'Méthode non autorisée',
		CONFLICT: 'Cela entre en conflit avec l\'état actuel',
		RATE_LIMITED: 'Trop de requêtes, veuillez réessayer plus tard',
		INTERNAL: 'Serveur occupé, veuillez réessayer plus tard',
		UNAVAILABLE: 'Service temporairement indisponible',
		CODE_SENT: 'Code de vérification envoyé',
		CODE_SEND_FAILED: 'Échec de l\'envoi du code, veuillez réessayer',
		CODE_INCORRECT: 'Code incorrect, veuillez le saisir à nouveau',
		CODE_INVALID: 'Erreur de code de vérification',
		CODE_TOO_SOON: 'Veuillez patienter une minute avant de demander un autre code',
		CODE_SEND_LIMIT: 'Trop de codes demandés, veuillez réessayer plus tard',
		EMAIL_IN_USE: 'Cet e-mail est déjà associé à un autre compte',
		EMAIL_ALREADY_LINKED: 'Ce compte a déjà un e-mail',
		EMAIL_REQUIRED: 'Associez d\'abord un e-mail à ce compte',
		DELETION_SUBMITTED: 'Demande de suppression envoyée, veuillez attendre sa validation',
		CREDITS_INSUFFICIENT: 'Crédits insuffisants',
	},
	fields: {
		required: 'Ce champ est obligatoire',
		type: 'Type incorrect',
		format: 'Format incorrect',
		tooShort: 'Trop court',
		tooLong: 'Trop long',
		tooSmall: 'Trop petit',
		tooLarge: 'Trop grand',
		notAllowed: 'Valeur non autorisée',
		unknown: 'Champ inconnu',
		invalid: 'Valeur invalide',
	},
	mail: {
		subject: {
			login: 'Votre code de connexion Lokasi',
			link: 'Confirmez votre e-mail pour Lokasi',
			delete: 'Confirmez la suppression de votre compte Lokasi',
		},
		codeBody: 'Votre code de vérification est {code}. Il est valable 10 minutes. Si vous ne l\'avez pas demandé, ignorez cet e-mail.',
	},
	creditsRule: 'Les crédits mensuels gratuits sont utilisés en premier et expirent à la fin du mois ; les crédits achetés n\'expirent pas.',
	report: {
		models: {
			exchange: {
				name: 'Conversion au taux de change officiel',
				doc: 'Le montant en USD multiplié par le taux de change officiel de la Banque mondiale (moyenne de la période) de la même année.',
			},
			gdpPerCapita: {
				name: 'PIB national par habitant comme PIB par habitant de la ville',
				doc: 'Le PIB à l\'échelle de la ville n\'est publié nulle part dans les données de Lokasi : le PIB national par habitant remplace donc celui de la ville.',
			},
			gdpGrowth: {
				name: 'Croissance réelle du PIB national comme croissance de la ville',
				doc: 'Le taux de croissance réelle du PIB national remplace celui de la ville.',
			},
			gdpTotal: {
				name: 'PIB national par habitant × population de la ville',
				doc: 'PIB de la ville estimé en multipliant le PIB national par habitant par la population de la ville.',
			},
			gdpSeries: {
				name: 'Série nationale × part de la ville dans la population',
				doc: 'La série nationale du PIB multipliée par la part la plus récente de la ville dans la population nationale, maintenue constante.',
			},
			populationSeries: {
				name: 'Série nationale × part de la ville dans la population',
				doc: 'La série nationale de la population multipliée par la part la plus récente de la ville dans la population nationale, maintenue constante.',
			},
			gdpTrend: {
				name: 'Croissance réelle du PIB national comme croissance réelle du PIB de la ville',
				doc: 'Moyenne de la croissance annuelle réelle du PIB national sur les {years} dernières années disposant de données.',
			},
			populationTrend: {
				name: 'Croissance démographique nationale comme croissance démographique de la ville',
				doc: 'Moyenne de la croissance démographique annuelle nationale sur les {years} dernières années disposant de données.',
			},
			populationGrowth: {
				name: 'Croissance démographique nationale comme croissance de la ville',
				doc: 'Les séries de population à l\'échelle de la ville ne figurent pas dans les données de Lokasi : le taux de croissance national les remplace donc.',
			},
			purchasingPower: {
				name: 'Pouvoir d\'achat national comme pouvoir d\'achat de la ville',
				doc: 'Le PIB national par habitant en parité de pouvoir d\'achat remplace celui de la ville.',
			},
			newStores: {
				name: 'Magasins apparus après le premier instantané',
				doc: 'Magasins absents du premier instantané de la carte et présents dans un instantané ultérieur.',
			},
			closedStores: {
				name: 'Magasins disparus avant le dernier instantané',
				doc: 'Magasins présents dans un instantané et absents du dernier.',
			},
			netIncrease: {
				name: 'Nouveaux magasins moins magasins fermés',
				doc: 'Magasins apparus après le premier instantané moins magasins disparus au dernier instantané.',
			},
			annualClosureRate: {
				name: 'Taux de fermeture annuel',
				doc: 'Part des magasins du premier instantané disparus au dernier, divisée par le nombre d\'années entre les deux.',
			},
			averageOpeningPeriod: {
				name: 'Durée moyenne d\'ouverture à ce jour',
				doc: 'Durée moyenne entre le premier instantané montrant chaque magasin ouvert et le dernier instantané (une borne inférieure).',
			},
			lifespan: {
				name: 'Durée de vie moyenne observée des magasins fermés',
				doc: 'Durée moyenne entre le premier et le dernier instantané montrant chaque magasin fermé (une borne inférieure).',
			},
			newStoreSurvival: {
				name: 'Survie des nouveaux magasins',
				doc: 'Part des magasins apparus dans un instantané intermédiaire qui figurent encore dans le dernier instantané.',
			},
		},
		inputs: {
			amount: 'Montant',
			exchangeRate: 'Taux de change officiel {year} ({economy})',
			nationalValue: 'Valeur nationale {year} (WDI)',
			nationalGdpPerCapita: 'PIB national par habitant {year} (WDI)',
			nationalPopulation: 'Population nationale {year} (WDI)',
			cityPopulation: 'Population de la ville (GeoNames / liste de lieux)',
			cityShare: 'Part de la ville dans la population nationale',
			meanNationalGdpGrowth: 'Croissance réelle moyenne du PIB national',
			meanNationalPopulationGrowth: 'Croissance démographique nationale moyenne',
			nationalPopulationGrowth: 'Croissance démographique nationale {year}',
			nationalPurchasingPower: 'PIB national par habitant, PPA {year}',
			snapshots: 'Instantanés',
			storesAtFirstSnapshot: 'Magasins du premier instantané',
			ofThemGone: 'Dont disparus',
			years: 'Années',
			openStores: 'Magasins ouverts',
			closedStores: 'Magasins fermés',
			newInIntermediateSnapshots: 'Nouveaux magasins dans les instantanés intermédiaires',
		},
		units: {
			people: 'personnes',
			stores: 'magasins',
			ratio: 'rapport',
			internationalDollars: '$ internationaux',
		},
		notes: {
			nationalEconomy: 'Économie nationale',
			mapChanges: 'Évolution de la carte entre instantanés OpenStreetMap',
			mapStores: 'Magasins dans les données cartographiques de Lokasi',
			districtsPartlyKnown: 'Quartiers connus pour {known} magasins sur {total}',
			districtsHoldingStores: 'Quartiers comptant au moins un magasin',
		},
		rules: {
			gdpTrend: 'Croissance réelle annuelle moyenne du PIB sur les {years} dernières années : {bounds}, sinon {floor} ; moins de {minYears} ans : {noData}.',
			populationTrend: 'Croissance démographique annuelle moyenne sur les {years} dernières années : {bounds}, sinon {floor} ; moins de {minYears} ans : {noData}.',
			consumption: 'PIB par habitant, PPA : {bounds}, sinon {floor}.',
			investment: 'Points : tendance du PIB et de la population {trendPoints}, sinon 0 ; consommation {ratingPoints}, sinon 0. Somme : {bounds}, sinon {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default fr_server

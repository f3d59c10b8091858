import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const fr_info = {
	contact: {
		lead: 'Une question sur un rapport, vos crédits ou votre compte ? Nous sommes là pour vous aider.',
		chat: 'Discuter avec nous',
		chatText: 'Service client en ligne',
		call: 'Nous appeler',
		email: 'Nous écrire',
		notAvailable: 'Cette option n’est pas disponible ici',
	},
	about: {
		lead: 'Lokasi aide les commerçants, les investisseurs et les prospecteurs de sites à choisir leurs emplacements grâce aux données publiques, à leurs propres comptages et à des modèles transparents.',
		version: 'Version de l’application',
		sources: 'Sources de données et licences',
		sourcesLead: 'Lokasi repose sur des données ouvertes. Nous remercions les éditeurs ci-dessous ; chaque chiffre d’un rapport indique le jeu de données dont il provient.',
		agreement: 'Conditions d’utilisation et confidentialité',
		software: 'Logiciels',
	},
	agreement: {
		intro: 'En utilisant Lokasi, vous acceptez ces conditions. Lisez-les avec la partie confidentialité ci-dessous.',
		serviceTitle: '1. Le service',
		serviceText: 'Lokasi fournit des rapports d’emplacement, des analyses commerciales par IA et des outils pour choisir un local commercial. Chaque chiffre est signalé comme statistique publique, mesure, comptage utilisateur ou estimation par modèle. Les rapports éclairent vos décisions mais ne garantissent aucun résultat commercial.',
		accountTitle: '2. Votre compte',
		accountText: 'Vous pouvez utiliser Lokasi sans inscription : nous créons un compte anonyme identifié par un jeton aléatoire enregistré sur votre appareil. Vous pouvez associer une adresse e-mail pour conserver vos avantages sur d’autres appareils. Toute personne qui détient votre jeton peut utiliser votre compte ; protégez donc votre appareil.',
		creditsTitle: '3. Crédits et abonnement',
		creditsText: 'Certaines analyses se débloquent avec des crédits. Les membres reçoivent des crédits gratuits chaque mois. Un abonnement peut être résilié à tout moment avant son renouvellement et les achats peuvent être restaurés. Les paiements sont traités par la boutique ou le prestataire de paiement de votre choix.',
		useTitle: '4. Usage loyal',
		useText: 'N’essayez pas d’accéder à d’autres comptes, de perturber le service ni de revendre des rapports sans autorisation. Ne comptez les passants que dans des lieux publics et dans le respect du droit local.',
		dataTitle: '5. Ce que nous collectons',
		dataText: 'Nous conservons votre jeton de compte, l’adresse e-mail si vous en associez une, votre langue, les rapports demandés, vos comptages ainsi que les pages vues et événements qui nous aident à améliorer Lokasi. Les diagnostics de requêtes gardés sur votre appareil ne contiennent jamais de jeton ni d’adresse e-mail. Nous ne vendons pas de données personnelles.',
		protectTitle: '6. Comment nous les protégeons',
		protectText: 'Les données circulent en HTTPS et certaines réponses sont en plus chiffrées pour votre session. Seul le personnel qui en a besoin peut accéder aux données stockées.',
		choicesTitle: '7. Vos choix',
		choicesText: 'Vous pouvez changer de langue à tout moment, demander la suppression de votre compte depuis l’espace membre (confirmée par un code envoyé à votre adresse e-mail) et nous interroger sur vos données via « Nous contacter ».',
		sourcesTitle: '8. Données ouvertes',
		sourcesText: 'Les rapports utilisent des données ouvertes de la Banque mondiale, des Nations unies, des contributeurs d’OpenStreetMap, de GeoNames, d’organismes publics de Singapour et d’autres, sous les licences indiquées sur la page « À propos ».',
	},
} satisfies NamespaceInfoTranslation

export default fr_info

import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'Chargement...',
	sessionExpired: 'Session expirée, veuillez vous reconnecter',
	serverBusy: 'Serveur occupé, veuillez réessayer plus tard[{status}]',
	unknownBusinessError: 'Erreur métier inconnue',
	tokenTimeout: 'Impossible de démarrer votre session. Vérifiez votre connexion et réessayez.',
	networkError: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
	requestTimeout: 'La requête a pris trop de temps. Veuillez réessayer.',
	notAvailableHere: 'Cette fonction n’est pas disponible ici. Veuillez utiliser l’application Lokasi.',
	linkCopied: 'Lien copié',
} satisfies Translation['platform']

export default platform

import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'Wird geladen...',
	sessionExpired: 'Sitzung abgelaufen, bitte erneut anmelden',
	serverBusy: 'Server ausgelastet, bitte später erneut versuchen[{status}]',
	unknownBusinessError: 'Unbekannter Geschäftsfehler',
	tokenTimeout: 'Die Sitzung konnte nicht gestartet werden. Bitte Verbindung prüfen und erneut versuchen.',
	networkError: 'Netzwerkfehler. Bitte Verbindung prüfen und erneut versuchen.',
	requestTimeout: 'Die Anfrage hat zu lange gedauert. Bitte erneut versuchen.',
	notAvailableHere: 'Diese Funktion ist hier nicht verfügbar. Bitte die Lokasi-App verwenden.',
	linkCopied: 'Link kopiert',
} satisfies Translation['platform']

export default platform

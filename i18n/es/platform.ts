import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'Cargando...',
	sessionExpired: 'La sesión ha caducado, vuelve a iniciar sesión',
	serverBusy: 'Servidor ocupado, inténtalo de nuevo más tarde[{status}]',
	unknownBusinessError: 'Error de negocio desconocido',
	tokenTimeout: 'No se pudo iniciar la sesión. Comprueba tu conexión e inténtalo de nuevo.',
	networkError: 'Error de red. Comprueba tu conexión e inténtalo de nuevo.',
	requestTimeout: 'La solicitud tardó demasiado. Inténtalo de nuevo.',
	notAvailableHere: 'Esta función no está disponible aquí. Usa la aplicación Lokasi.',
	linkCopied: 'Enlace copiado',
} satisfies Translation['platform']

export default platform

import type { BaseTranslation } from '../i18n-types.js'

// Messages of the platform layer (request layer, bridge fallbacks, token). Owned by src/platform + src/api.
const platform = {
	loading: 'Loading...',
	sessionExpired: 'Session expired, please log in again',
	serverBusy: 'Server busy, please try again later[{status:number}]',
	unknownBusinessError: 'Unknown business error',
	tokenTimeout: 'Could not start your session. Please check your connection and try again.',
	networkError: 'Network error. Please check your connection and try again.',
	requestTimeout: 'The request took too long. Please try again.',
	notAvailableHere: 'This feature is not available here. Please use the Lokasi app.',
	linkCopied: 'Link copied',
} satisfies BaseTranslation

export default platform

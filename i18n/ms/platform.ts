import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'Memuatkan...',
	sessionExpired: 'Sesi tamat tempoh, sila log masuk semula',
	serverBusy: 'Pelayan sibuk, sila cuba lagi nanti[{status}]',
	unknownBusinessError: 'Ralat perniagaan tidak diketahui',
	tokenTimeout: 'Sesi tidak dapat dimulakan. Sila semak sambungan anda dan cuba lagi.',
	networkError: 'Ralat rangkaian. Sila semak sambungan anda dan cuba lagi.',
	requestTimeout: 'Permintaan mengambil masa terlalu lama. Sila cuba lagi.',
	notAvailableHere: 'Ciri ini tidak tersedia di sini. Sila gunakan aplikasi Lokasi.',
	linkCopied: 'Pautan disalin',
} satisfies Translation['platform']

export default platform

import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'Memuat...',
	sessionExpired: 'Sesi berakhir, silakan masuk kembali',
	serverBusy: 'Server sibuk, silakan coba lagi nanti[{status}]',
	unknownBusinessError: 'Kesalahan bisnis tidak dikenal',
	tokenTimeout: 'Sesi tidak dapat dimulai. Periksa koneksi Anda dan coba lagi.',
	networkError: 'Kesalahan jaringan. Periksa koneksi Anda dan coba lagi.',
	requestTimeout: 'Permintaan terlalu lama. Silakan coba lagi.',
	notAvailableHere: 'Fitur ini tidak tersedia di sini. Silakan gunakan aplikasi Lokasi.',
	linkCopied: 'Tautan disalin',
} satisfies Translation['platform']

export default platform

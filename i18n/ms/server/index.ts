import type { NamespaceServerTranslation } from '../../i18n-types.js'

const ms_server = {
	codes: {
		OK: 'Berjaya',
		VALIDATION_FAILED: 'Sesetengah medan tidak sah',
		MALFORMED_JSON: 'Kandungan permintaan bukan JSON yang sah',
		BODY_TOO_LARGE: 'Kandungan permintaan terlalu besar',
		UNSUPPORTED_MEDIA_TYPE: 'Jenis kandungan tidak disokong',
		ENCRYPTION_REQUIRED: 'Permintaan ini memerlukan jawapan yang disulitkan',
		ENCRYPTION_KEY_UNKNOWN: 'Kunci penyulitan tidak diketahui atau telah tamat tempoh',
		BAD_REQUEST: 'Permintaan tidak sah',
		UNAUTHORIZED: 'Sesi telah tamat, sila log masuk semula',
		FORBIDDEN: 'Anda tidak dibenarkan melakukan ini',
		NOT_FOUND: 'Tidak ditemui',
		METHOD_NOT_ALLOWED: 'Kaedah tidak dibenarkan',
		CONFLICT: 'Ini bercanggah dengan keadaan semasa',
		RATE_LIMITED: 'Terlalu banyak permintaan, sila cuba lagi nanti',
		INTERNAL: 'Pelayan sibuk, sila cuba lagi nanti',
		UNAVAILABLE: 'Perkhidmatan tidak tersedia buat sementara waktu',
		CODE_SENT: 'Kod pengesahan telah dihantar',
		CODE_SEND_FAILED: 'Gagal menghantar kod, sila cuba lagi',
		CODE_INCORRECT: 'Kod salah, sila masukkan semula',
		CODE_INVALID: 'Ralat kod pengesahan',
		CODE_TOO_SOON: 'Sila tunggu seminit sebelum meminta kod lain',
		CODE_SEND_LIMIT: 'Terlalu banyak kod diminta, sila cuba lagi nanti',
		EMAIL_IN_USE: 'E-mel ini sudah dipautkan ke akaun lain',
		EMAIL_ALREADY_LINKED: 'Akaun ini sudah mempunyai e-mel',
		EMAIL_REQUIRED: 'Pautkan e-mel ke akaun ini terlebih dahulu',
		DELETION_SUBMITTED: 'Permintaan pemadaman telah dihantar, sila tunggu semakan',
		CREDITS_INSUFFICIENT: 'Kredit tidak mencukupi',
	},
	fields: {
		required: 'Medan ini wajib diisi',
		type: 'Jenis salah',
		format: 'Format salah',
		tooShort: 'Terlalu pendek',
		tooLong: 'Terlalu panjang',
		tooSmall: 'Terlalu kecil',
		tooLarge: 'Terlalu besar',
		notAllowed: 'Bukan nilai yang dibenarkan',
		unknown: 'Medan tidak diketahui',
		invalid: 'Nilai tidak sah',
	},
	mail: {
		subject: {
			login: 'Kod log masuk Lokasi anda',
			link: 'Sahkan e-mel anda untuk Lokasi',
			delete: 'Sahkan pemadaman akaun Lokasi anda',
		},
		codeBody: 'Kod pengesahan anda ialah {code}. Ia sah selama 10 minit. Jika anda tidak memintanya, abaikan e-mel ini.',
	},
	creditsRule: 'Kredit percuma bulanan digunakan dahulu dan tamat tempoh pada hujung bulan; kredit yang dibeli tidak tamat tempoh.',
	report: {
		models: {
			exchange: {
				name: 'Penukaran pada kadar pertukaran rasmi',
				doc: 'Amaun USD didarab dengan kadar pertukaran rasmi Bank Dunia (purata tempoh) bagi tahun yang sama.',
			},
			gdpPerCapita: {
				name: 'KDNK per kapita negara sebagai KDNK per kapita bandar',
				doc: 'KDNK peringkat bandar tidak diterbitkan di mana-mana dalam data Lokasi, jadi KDNK per kapita negara digunakan sebagai ganti bagi bandar.',
			},
			gdpGrowth: {
				name: 'Pertumbuhan KDNK benar negara sebagai pertumbuhan bandar',
				doc: 'Kadar pertumbuhan KDNK benar negara digunakan sebagai ganti bagi bandar.',
			},
			gdpTotal: {
				name: 'KDNK per kapita negara × penduduk bandar',
				doc: 'KDNK bandar dianggarkan sebagai KDNK per kapita negara didarab dengan penduduk bandar.',
			},
			gdpSeries: {
				name: 'Siri negara × bahagian penduduk bandar',
				doc: 'Siri KDNK negara didarab dengan bahagian terkini bandar dalam penduduk negara, yang dikekalkan tetap.',
			},
			populationSeries: {
				name: 'Siri negara × bahagian penduduk bandar',
				doc: 'Siri penduduk negara didarab dengan bahagian terkini bandar dalam penduduk negara, yang dikekalkan tetap.',
			},
			gdpTrend: {
				name: 'Pertumbuhan KDNK benar negara sebagai pertumbuhan KDNK benar bandar',
				doc: 'Purata pertumbuhan KDNK benar tahunan negara bagi {years} tahun terakhir yang mempunyai data.',
			},
			populationTrend: {
				name: 'Pertumbuhan penduduk negara sebagai pertumbuhan penduduk bandar',
				doc: 'Purata pertumbuhan penduduk tahunan negara bagi {years} tahun terakhir yang mempunyai data.',
			},
			populationGrowth: {
				name: 'Pertumbuhan penduduk negara sebagai pertumbuhan bandar',
				doc: 'Siri penduduk peringkat bandar tiada dalam data Lokasi, jadi kadar pertumbuhan negara digunakan sebagai ganti.',
			},
			purchasingPower: {
				name: 'Kuasa beli negara sebagai kuasa beli bandar',
				doc: 'KDNK per kapita negara pada pariti kuasa beli digunakan sebagai ganti bagi bandar.',
			},
			newStores: {
				name: 'Kedai yang mula dilihat selepas petikan pertama',
				doc: 'Kedai yang tiada dalam petikan peta pertama dan ada dalam petikan kemudian.',
			},
			closedStores: {
				name: 'Kedai yang hilang sebelum petikan terkini',
				doc: 'Kedai yang ada dalam suatu petikan dan tiada dalam petikan terkini.',
			},
			netIncrease: {
				name: 'Kedai baharu tolak kedai yang tutup',
				doc: 'Kedai yang mula dilihat selepas petikan pertama tolak kedai yang telah hilang menjelang petikan terkini.',
			},
			annualClosureRate: {
				name: 'Kadar penutupan tahunan',
				doc: 'Bahagian kedai dalam petikan pertama yang telah hilang menjelang petikan terkini, dibahagi dengan bilangan tahun antara kedua-duanya.',
			},
			averageOpeningPeriod: {
				name: 'Purata tempoh beroperasi setakat ini',
				doc: 'Purata masa dari petikan pertama yang menunjukkan setiap kedai yang masih dibuka hingga petikan terkini (had bawah).',
			},
			lifespan: {
				name: 'Purata jangka hayat yang diperhatikan bagi kedai yang tutup',
				doc: 'Purata masa antara petikan pertama dan terakhir yang menunjukkan setiap kedai yang tutup (had bawah).',
			},
			newStoreSurvival: {
				name: 'Kelangsungan kedai baharu',
				doc: 'Bahagian kedai yang mula dilihat dalam petikan pertengahan yang masih ada dalam petikan terkini.',
			},
		},
		inputs: {
			amount: 'Amaun',
			exchangeRate: 'Kadar pertukaran rasmi {year} ({economy})',
			nationalValue: 'Nilai negara {year} (WDI)',
			nationalGdpPerCapita: 'KDNK per kapita negara {year} (WDI)',
			nationalPopulation: 'Penduduk negara {year} (WDI)',
			cityPopulation: 'Penduduk bandar (GeoNames / senarai tempat)',
			cityShare: 'Bahagian bandar dalam penduduk negara',
			meanNationalGdpGrowth: 'Purata pertumbuhan KDNK benar negara',
			meanNationalPopulationGrowth: 'Purata pertumbuhan penduduk negara',
			nationalPopulationGrowth: 'Pertumbuhan penduduk negara {year}',
			nationalPurchasingPower: 'KDNK per kapita negara, PPP {year}',
			snapshots: 'Petikan',
			storesAtFirstSnapshot: 'Kedai dalam petikan pertama',
			ofThemGone: 'Daripadanya yang hilang',
			years: 'Tahun',
			openStores: 'Kedai yang masih dibuka',
			closedStores: 'Kedai yang tutup',
			newInIntermediateSnapshots: 'Kedai baharu dalam petikan pertengahan',
		},
		units: {
			people: 'orang',
			stores: 'kedai',
			ratio: 'nisbah',
			internationalDollars: '$ antarabangsa',
		},
		notes: {
			nationalEconomy: 'Ekonomi negara',
			mapChanges: 'Perubahan peta antara petikan OpenStreetMap',
			mapStores: 'Kedai dalam data peta Lokasi',
			districtsPartlyKnown: 'Daerah diketahui bagi {known} daripada {total} kedai',
			districtsHoldingStores: 'Daerah yang mempunyai sekurang-kurangnya satu kedai',
		},
		rules: {
			gdpTrend: 'Purata pertumbuhan KDNK benar tahunan bagi {years} tahun terakhir: {bounds}, jika tidak {floor}; kurang daripada {minYears} tahun: {noData}.',
			populationTrend: 'Purata pertumbuhan penduduk tahunan bagi {years} tahun terakhir: {bounds}, jika tidak {floor}; kurang daripada {minYears} tahun: {noData}.',
			consumption: 'KDNK per kapita, PPP: {bounds}, jika tidak {floor}.',
			investment: 'Mata: trend KDNK dan penduduk {trendPoints}, jika tidak 0; penggunaan {ratingPoints}, jika tidak 0. Jumlah: {bounds}, jika tidak {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default ms_server

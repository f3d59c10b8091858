import type { NamespaceServerTranslation } from '../../i18n-types.js'

const id_server = {
	codes: {
		OK: 'Berhasil',
		VALIDATION_FAILED: 'Beberapa kolom tidak valid',
		MALFORMED_JSON: 'Isi permintaan bukan JSON yang valid',
		BODY_TOO_LARGE: 'Isi permintaan terlalu besar',
		UNSUPPORTED_MEDIA_TYPE: 'Jenis konten tidak didukung',
		ENCRYPTION_REQUIRED: 'Permintaan ini memerlukan respons terenkripsi',
		ENCRYPTION_KEY_UNKNOWN: 'Kunci enkripsi tidak dikenal atau kedaluwarsa',
		BAD_REQUEST: 'Permintaan tidak valid',
		UNAUTHORIZED: 'Sesi berakhir, silakan masuk lagi',
		FORBIDDEN: 'Anda tidak diizinkan melakukan ini',
		NOT_FOUND: 'Tidak ditemukan',
		METHOD_NOT_ALLOWED: 'Metode tidak diizinkan',
		CONFLICT: 'Ini bertentangan dengan keadaan saat ini',
		RATE_LIMITED: 'Terlalu banyak permintaan, silakan coba lagi nanti',
		INTERNAL: 'Server sibuk, silakan coba lagi nanti',
		UNAVAILABLE: 'Layanan sementara tidak tersedia',
		CODE_SENT: 'Kode verifikasi telah dikirim',
		CODE_SEND_FAILED: 'Gagal mengirim kode, silakan coba lagi',
		CODE_INCORRECT: 'Kode salah, silakan masukkan lagi',
		CODE_INVALID: 'Kesalahan kode verifikasi',
		CODE_TOO_SOON: 'Harap tunggu satu menit sebelum meminta kode lain',
		CODE_SEND_LIMIT: 'Terlalu banyak permintaan kode, silakan coba lagi nanti',
		EMAIL_IN_USE: 'E-mail ini sudah ditautkan ke akun lain',
		EMAIL_ALREADY_LINKED: 'Akun ini sudah memiliki e-mail',
		EMAIL_REQUIRED: 'Tautkan e-mail ke akun ini terlebih dahulu',
		DELETION_SUBMITTED: 'Permintaan penghapusan telah dikirim, harap tunggu peninjauan',
		CREDITS_INSUFFICIENT: 'Kredit tidak cukup',
	},
	fields: {
		required: 'Kolom ini wajib diisi',
		type: 'Tipe salah',
		format: 'Format salah',
		tooShort: 'Terlalu pendek',
		tooLong: 'Terlalu panjang',
		tooSmall: 'Terlalu kecil',
		tooLarge: 'Terlalu besar',
		notAllowed: 'Bukan nilai yang diizinkan',
		unknown: 'Kolom tidak dikenal',
		invalid: 'Nilai tidak valid',
	},
	mail: {
		subject: {
			login: 'Kode masuk Lokasi Anda',
			link: 'Konfirmasi e-mail Anda untuk Lokasi',
			delete: 'Konfirmasi penghapusan akun Lokasi Anda',
		},
		codeBody: 'Kode verifikasi Anda adalah {code}. Kode ini berlaku selama 10 menit. Jika Anda tidak memintanya, abaikan e-mail ini.',
	},
	creditsRule: 'Kredit gratis bulanan digunakan lebih dulu dan kedaluwarsa di akhir bulan; kredit yang dibeli tidak kedaluwarsa.',
	report: {
		models: {
			exchange: {
				name: 'Konversi dengan kurs resmi',
				doc: 'Jumlah dalam USD dikalikan dengan kurs resmi Bank Dunia (rata-rata periode) pada tahun yang sama.',
			},
			gdpPerCapita: {
				name: 'PDB per kapita nasional sebagai PDB per kapita kota',
				doc: 'PDB tingkat kota tidak dipublikasikan di mana pun dalam data Lokasi, sehingga PDB per kapita nasional digunakan sebagai pengganti untuk kota.',
			},
			gdpGrowth: {
				name: 'Pertumbuhan PDB riil nasional sebagai pertumbuhan kota',
				doc: 'Tingkat pertumbuhan PDB riil nasional digunakan sebagai pengganti untuk kota.',
			},
			gdpTotal: {
				name: 'PDB per kapita nasional × jumlah penduduk kota',
				doc: 'PDB kota diperkirakan sebagai PDB per kapita nasional dikalikan dengan jumlah penduduk kota.',
			},
			gdpSeries: {
				name: 'Deret nasional × pangsa penduduk kota',
				doc: 'Deret PDB nasional dikalikan dengan pangsa terbaru kota terhadap penduduk nasional, yang dianggap tetap.',
			},
			populationSeries: {
				name: 'Deret nasional × pangsa penduduk kota',
				doc: 'Deret penduduk nasional dikalikan dengan pangsa terbaru kota terhadap penduduk nasional, yang dianggap tetap.',
			},
			gdpTrend: {
				name: 'Pertumbuhan PDB riil nasional sebagai pertumbuhan PDB riil kota',
				doc: 'Rata-rata pertumbuhan PDB riil tahunan nasional selama {years} tahun terakhir yang memiliki data.',
			},
			populationTrend: {
				name: 'Pertumbuhan penduduk nasional sebagai pertumbuhan penduduk kota',
				doc: 'Rata-rata pertumbuhan penduduk tahunan nasional selama {years} tahun terakhir yang memiliki data.',
			},
			populationGrowth: {
				name: 'Pertumbuhan penduduk nasional sebagai pertumbuhan kota',
				doc: 'Deret penduduk tingkat kota tidak ada dalam data Lokasi, sehingga tingkat pertumbuhan nasional digunakan sebagai pengganti.',
			},
			purchasingPower: {
				name: 'Daya beli nasional sebagai daya beli kota',
				doc: 'PDB per kapita nasional berdasarkan paritas daya beli digunakan sebagai pengganti untuk kota.',
			},
			newStores: {
				name: 'Toko yang pertama kali terlihat setelah cuplikan pertama',
				doc: 'Toko yang tidak ada di cuplikan peta pertama dan ada di cuplikan berikutnya.',
			},
			closedStores: {
				name: 'Toko yang hilang sebelum cuplikan terbaru',
				doc: 'Toko yang ada di suatu cuplikan dan tidak ada di cuplikan terbaru.',
			},
			netIncrease: {
				name: 'Toko baru dikurangi toko tutup',
				doc: 'Toko yang pertama kali terlihat setelah cuplikan pertama dikurangi toko yang sudah hilang pada cuplikan terbaru.',
			},
			annualClosureRate: {
				name: 'Tingkat penutupan tahunan',
				doc: 'Pangsa toko dari cuplikan pertama yang sudah hilang pada cuplikan terbaru, dibagi dengan jumlah tahun di antara keduanya.',
			},
			averageOpeningPeriod: {
				name: 'Rata-rata lama beroperasi sejauh ini',
				doc: 'Rata-rata waktu dari cuplikan pertama yang menampilkan setiap toko yang masih buka hingga cuplikan terbaru (batas bawah).',
			},
			lifespan: {
				name: 'Rata-rata umur teramati toko yang tutup',
				doc: 'Rata-rata waktu antara cuplikan pertama dan terakhir yang menampilkan setiap toko yang tutup (batas bawah).',
			},
			newStoreSurvival: {
				name: 'Daya bertahan toko baru',
				doc: 'Pangsa toko yang pertama kali terlihat di cuplikan antara dan masih ada di cuplikan terbaru.',
			},
		},
		inputs: {
			amount: 'Jumlah',
			exchangeRate: 'Kurs resmi {year} ({economy})',
			nationalValue: 'Nilai nasional {year} (WDI)',
			nationalGdpPerCapita: 'PDB per kapita nasional {year} (WDI)',
			nationalPopulation: 'Penduduk nasional {year} (WDI)',
			cityPopulation: 'Penduduk kota (GeoNames / daftar tempat)',
			cityShare: 'Pangsa kota terhadap penduduk nasional',
			meanNationalGdpGrowth: 'Rata-rata pertumbuhan PDB riil nasional',
			meanNationalPopulationGrowth: 'Rata-rata pertumbuhan penduduk nasional',
			nationalPopulationGrowth: 'Pertumbuhan penduduk nasional {year}',
			nationalPurchasingPower: 'PDB per kapita nasional, PPP {year}',
			snapshots: 'Cuplikan',
			storesAtFirstSnapshot: 'Toko di cuplikan pertama',
			ofThemGone: 'Di antaranya yang hilang',
			years: 'Tahun',
			openStores: 'Toko yang masih buka',
			closedStores: 'Toko yang tutup',
			newInIntermediateSnapshots: 'Toko baru di cuplikan antara',
		},
		units: {
			people: 'orang',
			stores: 'toko',
			ratio: 'rasio',
			internationalDollars: '$ internasional',
		},
		notes: {
			nationalEconomy: 'Perekonomian nasional',
			mapChanges: 'Perubahan peta antar-cuplikan OpenStreetMap',
			mapStores: 'Toko dalam data peta Lokasi',
			districtsPartlyKnown: 'Distrik diketahui untuk {known} dari {total} toko',
			districtsHoldingStores: 'Distrik yang memiliki setidaknya satu toko',
		},
		rules: {
			gdpTrend: 'Rata-rata pertumbuhan PDB riil tahunan selama {years} tahun terakhir: {bounds}, selain itu {floor}; kurang dari {minYears} tahun: {noData}.',
			populationTrend: 'Rata-rata pertumbuhan penduduk tahunan selama {years} tahun terakhir: {bounds}, selain itu {floor}; kurang dari {minYears} tahun: {noData}.',
			consumption: 'PDB per kapita, PPP: {bounds}, selain itu {floor}.',
			investment: 'Poin: tren PDB dan penduduk {trendPoints}, selain itu 0; konsumsi {ratingPoints}, selain itu 0. Jumlah: {bounds}, selain itu {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default id_server

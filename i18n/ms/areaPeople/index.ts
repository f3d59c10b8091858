import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// Teks pelayan bagi laporan profil penduduk, aliran pengunjung dan indeks penggunaan (server/area/people).
const ms_areaPeople = {
	datasets: {
		counts: 'Kiraan pengunjung anda',
		countsSource: 'Pembilang Lokasi, dikira oleh anda',
	},
	models: {
		residentsHdb: {
			name: 'Penghuni perumahan awam',
			doc: 'Unit kediaman HDB bagi blok dalam jejari × penghuni setiap isi rumah di kawasan perancangan setiap blok (Banci 2020). Rumah persendirian tiada dalam data, jadi ini had bawah.',
		},
		residentsDensity: {
			name: 'Penghuni daripada kepadatan negara',
			doc: 'Penduduk negara setiap km² daratan × keluasan bulatan; digunakan hanya apabila negara itu sebuah negara kota.',
		},
		householdSize: {
			name: 'Penghuni setiap isi rumah',
			doc: 'Penduduk pemastautin kawasan perancangan dalam Banci 2020 ÷ bilangan isi rumahnya.',
		},
		employed: {
			name: 'Penghuni yang bekerja',
			doc: 'Penghuni × bahagian negara berumur 15 tahun ke atas (UN WPP) × nisbah guna tenaga kepada penduduk negara 15+ (Bank Dunia).',
		},
		jobResidence: {
			name: 'Nisbah pekerjaan–kediaman daripada aliran kereta api',
			doc: 'Tap keluar ÷ tap masuk hari bekerja dari 07:00 hingga 09:00 di stesen dalam jejari: pada waktu ini penumpang ulang-alik keluar rumah dan tiba di tempat kerja.',
		},
		workers: {
			name: 'Orang yang bekerja di sini',
			doc: 'Penghuni yang bekerja × nisbah pekerjaan–kediaman.',
		},
		density: {
			name: 'Penghuni setiap km²',
			doc: 'Penghuni dalam jejari ÷ keluasan bulatan.',
		},
		youngAdults: {
			name: '18–24 daripada kumpulan umur lima tahun',
			doc: 'Dua perlima kumpulan 15–19 (orang tersebar sama rata pada setiap tahunnya) ditambah kumpulan 20–24.',
		},
		localBorn: {
			name: 'Lahir di negara ini',
			doc: '100 % tolak bahagian orang yang lahir di luar negara (stok migran antarabangsa ÷ penduduk, tahun yang sama).',
		},
		stationDay: {
			name: 'Hari purata di stesen',
			doc: 'Jumlah bulanan LTA bagi tap masuk dan tap keluar di stesen dalam jejari ÷ bilangan hari jenis itu dalam bulan tersebut.',
		},
		countsPerHour: {
			name: 'Kiraan anda sejam',
			doc: 'Orang yang anda kira (pelanggan dan orang lalu-lalang, kiraan yang dibatalkan dikeluarkan) ÷ jam dikira, bagi sesi anda berhampiran titik.',
		},
		stationsPerHour: {
			name: 'Aliran stesen pada jam anda mengira',
			doc: 'Aliran purata stesen bagi setiap jam dan jenis hari yang anda kira, dipuratakan atas jam kiraan anda.',
		},
		calibrated: {
			name: 'Aliran stesen yang ditentukur dengan kiraan anda',
			doc: 'Aliran purata stesen pada hari bekerja × (kiraan anda sejam ÷ aliran stesen sejam pada jam yang sama).',
		},
		incomeMean: {
			name: 'Purata pendapatan kerja isi rumah',
			doc: 'Kumpulan pendapatan Banci 2020, setiap kumpulan pada titik tengahnya dan kumpulan teratas yang terbuka pada had bawahnya (jadi had bawah), bagi isi rumah yang ada ahli bekerja.',
		},
		consumptionIndex: {
			name: 'Indeks penggunaan',
			doc: 'Purata pendapatan isi rumah tempatan × 100 ÷ purata asas.',
		},
		heatIndex: {
			name: 'Indeks kesibukan',
			doc: 'Kedudukan aliran gabungan hari bekerja stesen dalam jejari antara semua stesen.',
		},
	},
	inputs: {
		dwellingUnits: 'Unit kediaman HDB dalam jejari',
		householdSize: 'Penghuni setiap isi rumah (berwajaran unit kediaman)',
		circleArea: 'Keluasan bulatan',
		nationalDensity: 'Kepadatan penduduk {country} ({year})',
		residents: 'Penghuni dalam jejari',
		adultShare: 'Bahagian berumur 15 tahun ke atas, {country} ({year})',
		employmentRatio: 'Nisbah guna tenaga kepada penduduk 15+, {country} ({year})',
		population: 'Penduduk pemastautin',
		households: 'Isi rumah pemastautin',
		arrivals: 'Tap keluar hari bekerja 07:00–09:00',
		departures: 'Tap masuk hari bekerja 07:00–09:00',
		employedResidents: 'Penghuni yang bekerja',
		jobResidenceRatio: 'Nisbah pekerjaan–kediaman',
		migrants: 'Orang yang lahir di luar negara, {country} ({year})',
		monthTotal: 'Jumlah bulan',
		days: 'Hari jenis ini pada {month}',
		counted: 'Orang dikira',
		hours: 'Jam dikira',
		countsPerHour: 'Kiraan anda sejam',
		stationsPerHour: 'Aliran stesen sejam pada jam yang sama',
		stationDay: 'Aliran purata stesen pada hari bekerja',
		localMean: 'Purata tempatan',
		baselineMean: 'Purata asas',
		stationsBelow: 'Stesen dengan aliran hari bekerja lebih rendah',
		stations: 'Stesen dengan kiraan LTA',
	},
	notes: {
		nationalFigure: '{country} (nasional)',
		hdbOnly: 'Perumahan awam (HDB) sahaja: penghuni kondominium dan rumah atas tanah tidak dikira.',
		noPublicHousing: 'Tiada perumahan awam (HDB) dalam jejari, dan rumah persendirian tiada dalam data, jadi bilangan penghuni tidak diketahui.',
		noResidentsSource: 'Tiada set data yang menunjukkan tempat orang tinggal di sekitar titik ini.',
		noStations: 'Tiada stesen kereta api dengan kiraan LTA dalam jejari.',
		outsideSingaporeRail: 'Aliran kereta api (LTA) hanya wujud untuk Singapura.',
		noEducation: 'Tiada set data Lokasi yang menerbitkan tahap pendidikan (sekolah menengah, ijazah sarjana muda, sarjana ke atas), jadi tiada apa dipaparkan dan bukan direka.',
		noOccupation: 'Tiada set data Lokasi yang menerbitkan bahagian mengikut pekerjaan atau status kerja, jadi tiada apa dipaparkan dan bukan direka.',
		noOriginSplit: 'Tiada set data Lokasi yang memecahkan orang kelahiran luar negara mengikut negara asal.',
		noPyramid: 'Tiada data umur dan jantina (UN WPP) untuk negara ini.',
		noIncomeArea: 'Tiada kawasan rasmi dengan pendapatan isi rumah yang meliputi titik ini.',
		dosmNoBands: 'DOSM menerbitkan purata dan median mengikut daerah, bukan berapa isi rumah berpendapatan berapa.',
		noMedian: 'Banci menerbitkan kumpulan pendapatan, bukan median, untuk kawasan ini.',
		growthOneMonth: 'Data tidak mencukupi: volum LTA meliputi satu bulan sahaja (Jun 2025), jadi tidak menunjukkan perubahan dari semasa ke semasa.',
		growthCounts: 'Data tidak mencukupi: pertumbuhan pengunjung memerlukan kiraan anda berhampiran titik dalam sekurang-kurangnya dua bulan berbeza.',
		newVisitors: 'Data tidak mencukupi: tiada set data atau kiraan yang membezakan pengunjung baharu daripada pengunjung berulang.',
		noCountsNear: 'Anda tiada sesi kiraan yang selesai dalam {distance} m dari titik ini.',
		countsWithoutLocation: '{count} sesi kiraan anda tiada lokasi, jadi tidak boleh diletakkan berhampiran mana-mana titik.',
		noFlowSource: 'Di luar Singapura tiada set data yang mengira orang di sesuatu titik, dan tiada model jujur yang memberikannya.',
		stationsNotPavement: 'Kemasukan dan keluar di stesen dalam jejari, bukan orang yang lalu di hadapan kedai.',
		noCountsOfType: 'Data tidak mencukupi: tiada kiraan anda berhampiran titik yang jatuh pada jenis hari ini.',
		countedHours: 'Sepanjang {hours} jam dikira',
		noComparison: 'Membandingkan kiraan anda dengan aliran stesen memerlukan kedua-duanya.',
		noAtv: 'Tiada set data yang memberi nilai transaksi mengikut industri dan peringkat harga, jadi tiada apa dipaparkan dan bukan direka.',
		noFrequency: 'Tiada set data yang memberi kekerapan pembelian mengikut industri dan peringkat harga, jadi tiada apa dipaparkan dan bukan direka.',
		noBaseline: 'Tiada statistik kawasan rasmi yang memberi pendapatan isi rumah bagi tempat ini.',
		noHouseholds: 'DOSM tidak menerbitkan bilangan isi rumah mengikut daerah.',
	},
	rules: {
		incomeLevels: 'Isi rumah yang ada ahli bekerja, pendapatan kerja bulanan: rendah di bawah {currency} {low}, tinggi mulai {currency} {high}, sederhana di antaranya.',
		dosmLevels: 'DOSM tidak menerbitkan taburan pendapatan mengikut daerah.',
		heatIndex: '{max} × bahagian stesen di Singapura yang aliran purata hari bekerjanya di bawah aliran gabungan stesen dalam jejari; tiada stesen, tiada indeks.',
		spendingLevel: 'Indeks penggunaan: {bounds}, jika tidak {floor}.',
		rating: 'Indeks penggunaan: {bounds}, jika tidak {floor}.',
		priceTier: 'Indeks penggunaan: {bounds}, jika tidak {floor}.',
	},
	spendingLevels: {
		veryLow: 'Sangat rendah',
		low: 'Rendah',
		basic: 'Asas',
		medium: 'Sederhana',
		mediumHigh: 'Sederhana tinggi',
		high: 'Tinggi',
		veryHigh: 'Sangat tinggi',
	},
	priceTiers: {
		Budget: 'Jimat',
		'Mid-range': 'Pertengahan',
		Premium: 'Premium',
		Luxury: 'Mewah',
	},
	baseline: {
		singapore: 'Purata Singapura (semua kawasan perancangan, Banci 2020) = 100',
		state: 'Purata {state} (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name} (kawasan perancangan)',
		district: '{name} (daerah)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default ms_areaPeople

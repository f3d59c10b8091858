import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// Teks server untuk laporan profil penduduk, arus pengunjung, dan indeks konsumsi (server/area/people).
const id_areaPeople = {
	datasets: {
		counts: 'Hitungan pengunjung Anda',
		countsSource: 'Penghitung Lokasi, dihitung oleh Anda',
	},
	models: {
		residentsHdb: {
			name: 'Penghuni perumahan umum',
			doc: 'Unit hunian HDB dari blok di dalam radius × penghuni per rumah tangga di kawasan perencanaan tiap blok (Sensus 2020). Rumah pribadi tidak ada dalam data, jadi ini batas bawah.',
		},
		residentsDensity: {
			name: 'Penghuni dari kepadatan nasional',
			doc: 'Penduduk negara per km² daratan × luas lingkaran; hanya dipakai bila negaranya negara-kota.',
		},
		householdSize: {
			name: 'Penghuni per rumah tangga',
			doc: 'Penduduk tetap kawasan perencanaan menurut Sensus 2020 ÷ jumlah rumah tangganya.',
		},
		employed: {
			name: 'Penghuni yang bekerja',
			doc: 'Penghuni × porsi nasional usia 15 tahun ke atas (UN WPP) × rasio kerja terhadap penduduk nasional usia 15+ (Bank Dunia).',
		},
		jobResidence: {
			name: 'Rasio kerja–tempat tinggal dari arus kereta',
			doc: 'Tap-out ÷ tap-in hari kerja pukul 07:00 sampai 09:00 di stasiun dalam radius: pada jam ini komuter meninggalkan rumah dan tiba di tempat kerja.',
		},
		workers: {
			name: 'Orang yang bekerja di sini',
			doc: 'Penghuni yang bekerja × rasio kerja–tempat tinggal.',
		},
		density: {
			name: 'Penghuni per km²',
			doc: 'Penghuni di dalam radius ÷ luas lingkaran.',
		},
		youngAdults: {
			name: '18–24 dari kelompok umur lima tahunan',
			doc: 'Dua perlima kelompok 15–19 (orang tersebar merata di tiap tahunnya) ditambah kelompok 20–24.',
		},
		localBorn: {
			name: 'Lahir di negara ini',
			doc: '100 % dikurangi porsi orang yang lahir di luar negeri (stok migran internasional ÷ penduduk, tahun yang sama).',
		},
		stationDay: {
			name: 'Hari rata-rata di stasiun',
			doc: 'Total bulanan LTA untuk tap-in ditambah tap-out di stasiun dalam radius ÷ jumlah hari berjenis itu dalam bulan tersebut.',
		},
		countsPerHour: {
			name: 'Hitungan Anda per jam',
			doc: 'Orang yang Anda hitung (pelanggan ditambah orang lewat, hitungan yang dibatalkan dikeluarkan) ÷ jam hitung, dari sesi Anda di dekat titik.',
		},
		stationsPerHour: {
			name: 'Arus stasiun pada jam Anda menghitung',
			doc: 'Arus rata-rata stasiun untuk tiap jam dan jenis hari yang Anda hitung, dirata-ratakan atas jam hitung Anda.',
		},
		calibrated: {
			name: 'Arus stasiun yang dikalibrasi dengan hitungan Anda',
			doc: 'Arus stasiun rata-rata hari kerja × (hitungan Anda per jam ÷ arus stasiun per jam pada jam yang sama).',
		},
		incomeMean: {
			name: 'Rata-rata pendapatan kerja rumah tangga',
			doc: 'Kelompok pendapatan Sensus 2020, tiap kelompok di titik tengahnya dan kelompok teratas yang terbuka di batas bawahnya (jadi batas bawah), atas rumah tangga yang punya anggota bekerja.',
		},
		consumptionIndex: {
			name: 'Indeks konsumsi',
			doc: 'Rata-rata pendapatan rumah tangga lokal × 100 ÷ rata-rata acuan.',
		},
		heatIndex: {
			name: 'Indeks keramaian',
			doc: 'Peringkat gabungan arus hari kerja stasiun dalam radius di antara semua stasiun.',
		},
	},
	inputs: {
		dwellingUnits: 'Unit hunian HDB dalam radius',
		householdSize: 'Penghuni per rumah tangga (tertimbang unit hunian)',
		circleArea: 'Luas lingkaran',
		nationalDensity: 'Kepadatan penduduk {country} ({year})',
		residents: 'Penghuni dalam radius',
		adultShare: 'Porsi usia 15 tahun ke atas, {country} ({year})',
		employmentRatio: 'Rasio kerja terhadap penduduk 15+, {country} ({year})',
		population: 'Penduduk tetap',
		households: 'Rumah tangga',
		arrivals: 'Tap-out hari kerja 07:00–09:00',
		departures: 'Tap-in hari kerja 07:00–09:00',
		employedResidents: 'Penghuni yang bekerja',
		jobResidenceRatio: 'Rasio kerja–tempat tinggal',
		migrants: 'Orang yang lahir di luar negeri, {country} ({year})',
		monthTotal: 'Total bulan',
		days: 'Hari berjenis ini pada {month}',
		counted: 'Orang yang dihitung',
		hours: 'Jam hitung',
		countsPerHour: 'Hitungan Anda per jam',
		stationsPerHour: 'Arus stasiun per jam pada jam yang sama',
		stationDay: 'Arus stasiun rata-rata hari kerja',
		localMean: 'Rata-rata lokal',
		baselineMean: 'Rata-rata acuan',
		stationsBelow: 'Stasiun dengan arus hari kerja lebih kecil',
		stations: 'Stasiun dengan hitungan LTA',
	},
	notes: {
		nationalFigure: '{country} (nasional)',
		hdbOnly: 'Hanya perumahan umum (HDB): penghuni kondominium dan rumah tapak tidak dihitung.',
		noPublicHousing: 'Tidak ada perumahan umum (HDB) di dalam radius, dan rumah pribadi tidak ada dalam data, jadi jumlah penghuni tidak diketahui.',
		noResidentsSource: 'Tidak ada kumpulan data yang menunjukkan di mana orang tinggal di sekitar titik ini.',
		noStations: 'Tidak ada stasiun kereta dengan hitungan LTA di dalam radius.',
		outsideSingaporeRail: 'Arus kereta (LTA) hanya tersedia untuk Singapura.',
		noEducation: 'Tidak ada kumpulan data Lokasi yang menerbitkan tingkat pendidikan (SMA, sarjana, magister ke atas), jadi tidak ada yang ditampilkan daripada mengarang.',
		noOccupation: 'Tidak ada kumpulan data Lokasi yang menerbitkan porsi pekerjaan atau status kerja, jadi tidak ada yang ditampilkan daripada mengarang.',
		noOriginSplit: 'Tidak ada kumpulan data Lokasi yang merinci orang kelahiran luar negeri menurut negara asal.',
		noPyramid: 'Tidak ada data umur dan jenis kelamin (UN WPP) untuk negara ini.',
		noIncomeArea: 'Tidak ada wilayah resmi dengan data pendapatan rumah tangga yang mencakup titik ini.',
		dosmNoBands: 'DOSM menerbitkan rata-rata dan median per distrik, bukan berapa rumah tangga berpenghasilan berapa.',
		noMedian: 'Sensus menerbitkan kelompok pendapatan, bukan median, untuk wilayah ini.',
		growthOneMonth: 'Data tidak cukup: volume LTA hanya mencakup satu bulan (Juni 2025), jadi tidak menunjukkan perubahan dari waktu ke waktu.',
		growthCounts: 'Data tidak cukup: pertumbuhan pengunjung memerlukan hitungan Anda di dekat titik pada setidaknya dua bulan berbeda.',
		newVisitors: 'Data tidak cukup: tidak ada kumpulan data maupun hitungan yang membedakan pengunjung baru dari pengunjung kembali.',
		noCountsNear: 'Anda tidak punya sesi hitung yang selesai dalam jarak {distance} m dari titik ini.',
		countsWithoutLocation: '{count} sesi hitung Anda tidak memiliki lokasi, jadi tidak dapat ditempatkan di dekat titik mana pun.',
		noFlowSource: 'Di luar Singapura tidak ada kumpulan data yang menghitung orang di suatu titik, dan tidak ada model jujur yang memberikannya.',
		stationsNotPavement: 'Masuk dan keluar di stasiun dalam radius, bukan orang yang lewat di depan toko.',
		noCountsOfType: 'Data tidak cukup: tidak ada hitungan Anda di dekat titik yang jatuh pada jenis hari ini.',
		countedHours: 'Selama {hours} jam hitung',
		noComparison: 'Membandingkan hitungan Anda dengan arus stasiun memerlukan keduanya.',
		noAtv: 'Tidak ada kumpulan data yang memberi nilai transaksi per industri dan tingkat harga, jadi tidak ada yang ditampilkan daripada mengarang.',
		noFrequency: 'Tidak ada kumpulan data yang memberi frekuensi pembelian per industri dan tingkat harga, jadi tidak ada yang ditampilkan daripada mengarang.',
		noBaseline: 'Tidak ada statistik wilayah resmi yang memberi pendapatan rumah tangga untuk tempat ini.',
		noHouseholds: 'DOSM tidak menerbitkan jumlah rumah tangga per distrik.',
	},
	rules: {
		incomeLevels: 'Rumah tangga dengan anggota bekerja, pendapatan kerja bulanan: rendah di bawah {currency} {low}, tinggi mulai {currency} {high}, menengah di antaranya.',
		dosmLevels: 'DOSM tidak menerbitkan sebaran pendapatan per distrik.',
		heatIndex: '{max} × porsi stasiun di Singapura yang arus rata-rata hari kerjanya di bawah arus gabungan stasiun dalam radius; tanpa stasiun, tanpa indeks.',
		spendingLevel: 'Indeks konsumsi: {bounds}, selain itu {floor}.',
		rating: 'Indeks konsumsi: {bounds}, selain itu {floor}.',
		priceTier: 'Indeks konsumsi: {bounds}, selain itu {floor}.',
	},
	spendingLevels: {
		veryLow: 'Sangat rendah',
		low: 'Rendah',
		basic: 'Dasar',
		medium: 'Sedang',
		mediumHigh: 'Agak tinggi',
		high: 'Tinggi',
		veryHigh: 'Sangat tinggi',
	},
	priceTiers: {
		Budget: 'Hemat',
		'Mid-range': 'Kelas menengah',
		Premium: 'Premium',
		Luxury: 'Mewah',
	},
	baseline: {
		singapore: 'Rata-rata Singapura (semua kawasan perencanaan, Sensus 2020) = 100',
		state: 'Rata-rata {state} (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name} (kawasan perencanaan)',
		district: '{name} (distrik)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default id_areaPeople

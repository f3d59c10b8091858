import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const ms_siteAnalysis = {
	tiers: {
		prime: "Utama",
		premium: "Premium",
		standard: "Standard",
		marginal: "Marginal",
		poor: "Lemah",
	},
	advice: {
		pursueActively: "Usahakan secara aktif",
		recommended: "Disyorkan",
		considerCarefully: "Pertimbangkan dengan teliti",
		proceedWithCaution: "Teruskan dengan berhati-hati",
		rejectImmediately: "Tolak serta-merta",
	},
	match: {
		completeOverlap: "Bertindih sepenuhnya",
		highlyCompatible: "Sangat serasi",
		moderatelyMatched: "Sepadan sederhana",
		mildlyRelated: "Sedikit berkaitan",
		noResemblance: "Tiada persamaan",
	},
	factors: {
		demand: "Permintaan",
		complementarity: "Tarikan pelengkap",
		accessibility: "Kebolehcapaian",
		spendingPower: "Kuasa berbelanja",
		competition: "Persaingan",
		cannibalisation: "Kanibalisasi jenama sendiri",
	},
	rules: {
		tier: "Skor daripada 100: {bounds}",
		tierBound: "{label} dari {min}",
		match: "Bahagian penduduk kawasan dalam kumpulan sasaran ({target}): {bounds}",
		notClassified: "Tidak dikelaskan: data tiada nilai untuknya",
	},
	models: {
		score: {
			name: "Skor komposit lokasi",
			doc: "Nilai setiap faktor dari 0 hingga 1 × pemberatnya bagi kumpulan industri, dijumlahkan menjadi skor daripada 100; pemberat diuji terhadap lokasi kedai sebenar industri itu.",
		},
		consumers: {
			name: "Bilangan pengguna",
			doc: "Penduduk dan pekerja dalam jejari, serta purata penumpang harian stesen, setiap orang dikira sekali sehari.",
		},
		capacity: {
			name: "Kapasiti kedai unjuran",
			doc: "Pengguna kawasan dagangan ÷ pengguna bagi setiap kedai industri ini di seluruh bandar.",
		},
	},
	notes: {
		noAtv: "Data tidak mencukupi: tiada sumber menerbitkan nilai transaksi purata kedai di sini",
		noFrequency: "Data tidak mencukupi: tiada sumber menerbitkan kekerapan pelanggan membeli",
		noPayback: "Data tidak mencukupi: tempoh pulangan modal memerlukan nilai transaksi purata dan kekerapan pembelian, yang tidak diterbitkan oleh mana-mana sumber",
		noStrategy: "Data tidak mencukupi: strategi dengan sasaran hasil memerlukan nilai transaksi purata dan kekerapan pembelian",
		noCapacity: "Data tidak mencukupi: bandar ini tiada kedai industri ini untuk dibandingkan",
		noBrand: "Tiada jenama dipilih",
		noCompetitors: "Tiada kedai industri ini dalam jejari",
	},
	strategy: {
		shortTermCompetition: "Bulan 6–12: bezakan diri daripada {competitors} kedai industri berdekatan (yang terdekat {distance} m jauhnya) melalui tawaran dan waktu operasi.",
		shortTermDemand: "Bulan 6–12: buka pada jam paling sibuk aliran stesen dan ukur jalan dengan pembilang untuk mengesahkan permintaan.",
		longTermCapacity: "Tahun 1–3: kawasan dagangan menampung kira-kira {supported} kedai sedemikian berbanding {existing} hari ini: ruang untuk {room} lagi.",
		longTermSaturated: "Tahun 1–3: kawasan dagangan sudah ada lebih banyak kedai daripada yang ditampung permintaannya ({existing} berbanding {supported}): berkembang dengan merebut bahagian pasaran, bukan membuka kedai berdekatan.",
	},
	narrative: {
		summary: "{place}: sebagai tapak untuk {industry}, skornya {score} daripada {scoreMax} — {tier}. Nasihat: {advice}.",
		factors: "Faktor terkuatnya ialah {strongest} ({strongestPoints} mata); yang paling lemah ialah {weakest} ({weakestPoints} daripada {weakestMax} mata).",
		strongestOnly: "Faktor terkuatnya ialah {strongest} ({strongestPoints} mata).",
		residents: "Kira-kira {residents} orang tinggal dalam {radius} m.",
		workers: "Kira-kira {workers} orang bekerja di sana.",
		stationFlow: "Stesen berdekatan menerima kira-kira {flow} penumpang sehari.",
		competitors: "{competitors} kedai {industry} berada dalam {radius} m.",
		saturation: "Ketepuan persaingan: {saturation}.",
		nearest: "Yang terdekat {distance} m jauhnya.",
		ownStores: "{brand} sudah mempunyai {stores} kedainya sendiri dalam {radius} m.",
		capacity: "Permintaan kawasan dagangan menampung kira-kira {supported} kedai sedemikian; {existing} sudah ada.",
		consumption: "Indeks penggunaan ialah {index} berbanding purata bandar {baseline}: {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default ms_siteAnalysis

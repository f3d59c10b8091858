import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const id_siteAnalysis = {
	tiers: {
		prime: "Utama",
		premium: "Premium",
		standard: "Standar",
		marginal: "Marginal",
		poor: "Buruk",
	},
	advice: {
		pursueActively: "Kejar secara aktif",
		recommended: "Direkomendasikan",
		considerCarefully: "Pertimbangkan dengan cermat",
		proceedWithCaution: "Lanjutkan dengan hati-hati",
		rejectImmediately: "Tolak segera",
	},
	match: {
		completeOverlap: "Tumpang tindih penuh",
		highlyCompatible: "Sangat cocok",
		moderatelyMatched: "Cukup cocok",
		mildlyRelated: "Sedikit terkait",
		noResemblance: "Tidak ada kemiripan",
	},
	factors: {
		demand: "Permintaan",
		complementarity: "Penarik pelengkap",
		accessibility: "Aksesibilitas",
		spendingPower: "Daya beli",
		competition: "Persaingan",
		cannibalisation: "Kanibalisasi merek sendiri",
	},
	rules: {
		tier: "Skor dari 100: {bounds}",
		tierBound: "{label} mulai {min}",
		match: "Bagian penduduk area dalam kelompok sasaran ({target}): {bounds}",
		notClassified: "Tidak diklasifikasikan: data tidak memiliki nilainya",
	},
	models: {
		score: {
			name: "Skor komposit lokasi",
			doc: "Nilai setiap faktor dari 0 sampai 1 × bobotnya untuk kelompok industri, dijumlahkan menjadi skor dari 100; bobot diuji terhadap lokasi toko nyata industri tersebut.",
		},
		consumers: {
			name: "Jumlah konsumen",
			doc: "Penduduk dan pekerja dalam radius, serta rata-rata penumpang harian stasiun, masing-masing dihitung sekali sehari.",
		},
		capacity: {
			name: "Proyeksi kapasitas toko",
			doc: "Konsumen area perdagangan ÷ konsumen per toko industri ini di seluruh kota.",
		},
	},
	notes: {
		noAtv: "Data tidak cukup: tidak ada sumber yang menerbitkan nilai transaksi rata-rata toko di sini",
		noFrequency: "Data tidak cukup: tidak ada sumber yang menerbitkan frekuensi pembelian pelanggan",
		noPayback: "Data tidak cukup: periode balik modal memerlukan nilai transaksi rata-rata dan frekuensi pembelian, yang tidak diterbitkan sumber mana pun",
		noStrategy: "Data tidak cukup: strategi dengan target pendapatan memerlukan nilai transaksi rata-rata dan frekuensi pembelian",
		noCapacity: "Data tidak cukup: kota ini tidak memiliki toko industri ini untuk dibandingkan",
		noBrand: "Tidak ada merek dipilih",
		noCompetitors: "Tidak ada toko industri ini dalam radius",
	},
	strategy: {
		shortTermCompetition: "Bulan 6–12: bedakan diri dari {competitors} toko sejenis di dekat sini (terdekat {distance} m) lewat penawaran dan jam buka.",
		shortTermDemand: "Bulan 6–12: buka pada jam tersibuk arus stasiun dan ukur jalan dengan penghitung untuk memastikan permintaan.",
		longTermCapacity: "Tahun 1–3: area perdagangan menampung sekitar {supported} toko seperti ini dibanding {existing} saat ini: ada ruang untuk {room} lagi.",
		longTermSaturated: "Tahun 1–3: area perdagangan sudah punya lebih banyak toko daripada yang ditopang permintaannya ({existing} dibanding {supported}): tumbuh dengan merebut pangsa, bukan membuka di dekatnya.",
	},
	narrative: {
		summary: "{place}: sebagai lokasi untuk {industry}, skornya {score} dari {scoreMax} — {tier}. Saran: {advice}.",
		factors: "Faktor terkuatnya adalah {strongest} ({strongestPoints} poin); yang terlemah adalah {weakest} ({weakestPoints} dari {weakestMax} poin).",
		strongestOnly: "Faktor terkuatnya adalah {strongest} ({strongestPoints} poin).",
		residents: "Sekitar {residents} orang tinggal dalam {radius} m.",
		workers: "Sekitar {workers} orang bekerja di sana.",
		stationFlow: "Stasiun terdekat dilalui sekitar {flow} penumpang per hari.",
		competitors: "Ada {competitors} toko {industry} dalam {radius} m.",
		saturation: "Kejenuhan persaingan: {saturation}.",
		nearest: "Yang terdekat berjarak {distance} m.",
		ownStores: "{brand} sudah memiliki {stores} toko sendiri dalam {radius} m.",
		capacity: "Permintaan area perdagangan menopang sekitar {supported} toko seperti ini; ada {existing}.",
		consumption: "Indeks konsumsi adalah {index} dibanding rata-rata kota {baseline}: {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default id_siteAnalysis

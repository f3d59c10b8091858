import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const id_recommendation = {
	reason: "{factor}: {points} dari {max} poin. {why}",
	method: "{cells} sel kandidat sekitar 0,1 km² di {city}, masing-masing dinilai untuk {industry} oleh mesin penilaian lokasi dalam {radius} m; yang terbaik di tiap lingkungan {separation} m diperhalus ke tujuh sub-selnya; pangsa pasar dari model gravitasi Huff atas penghuni HDB dalam {radius} m.",
	methodRoom: "Lokasi diurutkan menurut skor × (½ + ½ × ruang): ruang penuh bila toko di sana paling banyak empat perlima dari yang ditopang permintaan (model hitungan yang dicocokkan pada sel-sel kota), dan nol bila dua kali lipatnya.",
	room: {
		name: "Ruang pasar",
		text: "Permintaan di area dagang menopang sekitar {expected} toko {industry}; ada {existing} di sana.",
		notMapped: "Ruang tidak diketahui: sumber peta tidak mencatat {industry} di kota ini.",
	},
	share: {
		name: "Pangsa pasar Huff",
		doc: "Penghuni setiap blok HDB memilih lokasi ini atau toko sejenis yang sudah ada dengan peluang sebanding dengan daya tarik^α ÷ jarak^β (Huff 1963); pangsa adalah rata-rata berbobot penghuni. Tidak ada sumber yang mengukur ukuran toko, jadi setiap toko menarik sama kuat.",
		residents: "Penghuni di area dagang",
		competitors: "Toko pesaing dalam {distance} m",
		alpha: "Eksponen daya tarik α",
		beta: "Eksponen peluruhan jarak β",
		noResidents: "Tidak ada penghuni HDB di area dagang",
		coverage: "Cakupan peta untuk industri ini (recall terhadap daftar resmi)",
		docCoverage: "Peta mencatat sekitar {recall} toko industri ini (diukur terhadap daftar resmi), jadi setiap pesaing di peta mewakili 1 ÷ {recall} toko.",
		notMapped: "Sumber peta tidak mencatat {industry} di kota ini: pesaing tidak dapat dihitung, jadi pangsa tidak diberikan",
		notMeasured: "Tidak ada daftar resmi yang memeriksa seberapa lengkap peta mencatat {industry} di sini: pesaing yang hilang akan membesarkan pangsa, jadi tidak diberikan",
		noCompetitors: "Tidak ada pesaing yang terpetakan dalam {distance} m, dan peta melewatkan sebagian: pangsa akan tampak seperti monopoli karena kurang data",
	},
	noCityData: "Belum ada data seluruh kota untuk {city}: rekomendasi memerlukan area perencanaan, toko, dan penduduk kota",
	unnamed: "Toko tanpa nama",
	relay: {
		reading: "Membaca {city}, {country}: data kota yang diimpor",
		assessing: "Penilaian: {assessment} untuk {industry}",
		assessingBrand: "Penilaian: {assessment} untuk {brand} ({industry})",
		recommendation: "rekomendasi lokasi",
		analysis: "analisis AI atas satu titik",
		planCells: "Merencanakan pencarian: {cells} sel kandidat di seluruh area perencanaan kota, dinilai dalam {radius} m",
		planPoint: "Merencanakan analisis di {lat}, {lon} dalam {radius} m",
		scoring: "Menilai setiap sel dengan toko, halte bus, stasiun, arus penumpang, dan penghuni HDB di sekitarnya",
		modelling: "Memodelkan pangsa pasar lokasi terbaik terhadap toko yang ada (Huff)",
		gathering: "Membaca toko, transportasi, penghuni HDB, dan arus stasiun di sekitar titik",
		unlocking: "Menyusun analisis: skor, area dagang, persaingan, dan pelanggan",
		ready: "Laporan siap",
	},
} satisfies NamespaceRecommendationTranslation

export default id_recommendation

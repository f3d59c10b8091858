import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const ms_recommendation = {
	reason: "{factor}: {points} daripada {max} mata. {why}",
	method: "{cells} sel calon kira-kira 0.1 km² di {city}, setiap satu diberi skor untuk {industry} oleh enjin skor tapak dalam {radius} m; yang terbaik bagi setiap kejiranan {separation} m diperhalusi kepada tujuh sub-selnya; bahagian pasaran daripada model graviti Huff ke atas penghuni HDB dalam {radius} m.",
	methodRoom: "Tapak disusun mengikut skor × (½ + ½ × ruang): ruang penuh jika kedai di sana paling banyak empat perlima daripada yang ditampung permintaan (model kiraan yang dipadankan pada sel bandar), dan tiada jika dua kali ganda.",
	room: {
		name: "Ruang pasaran",
		text: "Permintaan di kawasan dagangan menampung kira-kira {expected} kedai {industry}; {existing} ada di sana.",
		notMapped: "Ruang tidak diketahui: sumber peta tidak menyenaraikan {industry} di bandar ini.",
	},
	share: {
		name: "Bahagian pasaran Huff",
		doc: "Penghuni setiap blok HDB memilih tapak ini atau kedai sedia ada industri yang sama dengan kebarangkalian berkadar dengan daya tarikan^α ÷ jarak^β (Huff 1963); bahagian ialah purata berwajaran penghuni. Tiada sumber mengukur saiz kedai, jadi setiap kedai menarik sama kuat.",
		residents: "Penghuni dalam kawasan dagangan",
		competitors: "Kedai pesaing dalam {distance} m",
		alpha: "Eksponen daya tarikan α",
		beta: "Eksponen susutan jarak β",
		noResidents: "Tiada penghuni HDB dalam kawasan dagangan",
		coverage: "Liputan peta bagi industri ini (dapatan semula berbanding senarai rasmi)",
		docCoverage: "Peta menyenaraikan kira-kira {recall} kedai industri ini (diukur berbanding senarai rasmi), jadi setiap pesaing dipetakan mewakili 1 ÷ {recall} kedai.",
		notMapped: "Sumber peta tidak menyenaraikan {industry} di bandar ini: pesaing tidak dapat dikira, jadi tiada bahagian diberikan",
		notMeasured: "Tiada senarai rasmi yang menyemak sejauh mana peta menyenaraikan {industry} di sini: pesaing yang tiada akan membesarkan bahagian, jadi tiada diberikan",
		noCompetitors: "Tiada pesaing dipetakan dalam {distance} m, dan peta tertinggal sebahagian: bahagian akan kelihatan seperti monopoli kerana kekurangan data",
	},
	noCityData: "Belum ada data seluruh bandar untuk {city}: cadangan memerlukan kawasan perancangan, kedai dan penduduk bandar",
	unnamed: "Kedai tanpa nama",
	relay: {
		reading: "Membaca {city}, {country}: data bandar yang diimport",
		assessing: "Penilaian: {assessment} untuk {industry}",
		assessingBrand: "Penilaian: {assessment} untuk {brand} ({industry})",
		recommendation: "cadangan lokasi",
		analysis: "analisis AI bagi satu titik",
		planCells: "Merancang carian: {cells} sel calon merentas kawasan perancangan bandar, diberi skor dalam {radius} m",
		planPoint: "Merancang analisis di {lat}, {lon} dalam {radius} m",
		scoring: "Memberi skor setiap sel dengan kedai, hentian bas, stesen, aliran penumpang dan penghuni HDB di sekitarnya",
		modelling: "Memodelkan bahagian pasaran tapak terbaik berbanding kedai sedia ada (Huff)",
		gathering: "Membaca kedai, pengangkutan, penghuni HDB dan aliran stesen di sekitar titik",
		unlocking: "Menulis analisis: skor, kawasan dagangan, persaingan dan pelanggan",
		ready: "Laporan sudah sedia",
	},
} satisfies NamespaceRecommendationTranslation

export default ms_recommendation

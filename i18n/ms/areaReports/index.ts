import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const ms_areaReports = {
	headlines: {
		stores: "Kedai",
		businessTypes: "Jenis perniagaan",
		chainRatio: "Nisbah jenama rangkaian",
		residents: "Penduduk",
		workers: "Penduduk bekerja",
		passengerFlow: "Aliran pengunjung",
		consumptionIndex: "Indeks penggunaan",
		competition: "Indeks persaingan",
	},
	notes: {
		storesCounted: "Kedai dalam data peta Lokasi di dalam jejari, setiap satu dikira sekali mengikut sumber terbarunya",
		mixFromMap: "Campuran hanya mengira data peta (OpenStreetMap): direktori yang menyenaraikan setiap tempat satu jenis (kedai makan halal, pusat penjaja, pusat beli-belah, klinik) akan mengatasinya.",
		placesCounted: "Tempat dalam data peta Lokasi di dalam jejari; kedai berjenama yang disenaraikan oleh sumber lama dan baharu dikira sekali",
		chooseIndustry: "Pilih industri untuk mengukur persaingannya",
		noRatings: "Tiada data: Lokasi tidak mempunyai data penilaian pengguna",
		noStores: "Tiada kedai di dalam jejari",
		mapChanges: "Perubahan peta antara {from} dan {to}: kedai yang ditambah ke atau dibuang dari OpenStreetMap, bukan pendaftaran perniagaan",
		insufficientSnapshots: "Data tidak mencukupi: pembukaan dan penutupan memerlukan kawasan yang sama dalam sekurang-kurangnya dua petikan peta bertarikh (Monaco ada 2019, 2021 dan 2026)",
	},
	models: {
		businessTypes: {
			name: "Jenis perniagaan",
			doc: "Bilangan industri berbeza antara kedai di dalam jejari.",
		},
		chainRatio: {
			name: "Nisbah jenama rangkaian",
			doc: "Kedai yang dikaitkan dengan jenama name-suggestion-index ÷ semua kedai di dalam jejari × 100.",
		},
		richness: {
			name: "Kekayaan komersial",
			doc: "Kedai di dalam jejari ÷ keluasan bulatan dalam km², dikelaskan mengikut had peraturan.",
		},
		competitionIndex: {
			name: "Indeks persaingan",
			doc: "Kedai industri pilihan ÷ semua kedai di dalam jejari × 100.",
		},
		saturation: {
			name: "Ketepuan persaingan",
			doc: "Kedai sedia ada ÷ kedai yang disokong permintaan (kedua-duanya tambah 2)",
		},
		transportCoverage: {
			name: "Liputan pengangkutan",
			doc: "Bahagian sel H3 (resolusi 10) bulatan yang pusatnya tidak lebih {walk} m dari perhentian bas, stesen kereta api atau pintu keluar stesen.",
		},
	},
	inputs: {
		stores: "Kedai",
		brandedStores: "Kedai berjenama",
		competitors: "Kedai industri ini",
		areaKm2: "Keluasan bulatan",
		cells: "Sel dalam bulatan",
		coveredCells: "Sel berhampiran perhentian",
		stops: "Perhentian dan pintu keluar",
	},
	levels: {
		richness: {
			emerging: "Baru muncul",
			developing: "Membangun",
			growing: "Berkembang",
			vibrant: "Meriah",
			prime: "Utama (kawasan teras)",
		},
		saturation: {
			severelyUndersupplied: "Sangat kurang bekalan",
			undersupplied: "Kurang bekalan",
			balanced: "Seimbang",
			saturated: "Tepu",
			highlySaturated: "Sangat tepu",
		},
		noData: "Tiada data",
		from: "{label}: dari {min} {unit}",
		below: "{label}: bawah {max} {unit}",
		storesPerKm2: "kedai/km²",
	},
	transport: {
		busStop: "Perhentian bas",
		railStation: "Stesen kereta api",
		railExit: "Pintu keluar stesen",
	},
} satisfies NamespaceAreaReportsTranslation

export default ms_areaReports

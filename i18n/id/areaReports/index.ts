import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const id_areaReports = {
	headlines: {
		stores: "Toko",
		businessTypes: "Jenis usaha",
		chainRatio: "Rasio merek jaringan",
		residents: "Penduduk",
		workers: "Penduduk bekerja",
		passengerFlow: "Arus pengunjung",
		consumptionIndex: "Indeks konsumsi",
		competition: "Indeks persaingan",
	},
	notes: {
		storesCounted: "Toko dalam data peta Lokasi di dalam radius, masing-masing dihitung sekali menurut sumber terbarunya",
		mixFromMap: "Komposisi hanya menghitung data peta (OpenStreetMap): direktori yang mencantumkan setiap tempat satu jenis (tempat makan halal, pusat jajanan, mal, klinik) akan mendistorsinya.",
		placesCounted: "Tempat dalam data peta Lokasi di dalam radius; toko bermerek yang tercantum di sumber lama dan baru dihitung sekali",
		chooseIndustry: "Pilih industri untuk mengukur persaingannya",
		noRatings: "Data tidak tersedia: Lokasi tidak memiliki data penilaian pengguna",
		noStores: "Tidak ada toko di dalam radius",
		mapChanges: "Perubahan peta antara {from} dan {to}: toko yang ditambahkan ke atau dihapus dari OpenStreetMap, bukan pendaftaran usaha",
		insufficientSnapshots: "Data tidak cukup: pembukaan dan penutupan memerlukan wilayah yang sama dalam minimal dua cuplikan peta bertanggal (Monako punya 2019, 2021 dan 2026)",
	},
	models: {
		businessTypes: {
			name: "Jenis usaha",
			doc: "Jumlah industri berbeda di antara toko di dalam radius.",
		},
		chainRatio: {
			name: "Rasio merek jaringan",
			doc: "Toko yang terhubung ke merek name-suggestion-index ÷ semua toko di dalam radius × 100.",
		},
		richness: {
			name: "Kekayaan komersial",
			doc: "Toko di dalam radius ÷ luas lingkaran dalam km², digolongkan menurut batas aturan.",
		},
		competitionIndex: {
			name: "Indeks persaingan",
			doc: "Toko industri pilihan ÷ semua toko di dalam radius × 100.",
		},
		saturation: {
			name: "Kejenuhan persaingan",
			doc: "Toko yang ada ÷ toko yang didukung permintaan (masing-masing ditambah 2)",
		},
		transportCoverage: {
			name: "Cakupan transportasi",
			doc: "Bagian sel H3 (resolusi 10) lingkaran yang pusatnya paling jauh {walk} m dari halte bus, stasiun kereta atau pintu keluar stasiun.",
		},
	},
	inputs: {
		stores: "Toko",
		brandedStores: "Toko bermerek",
		competitors: "Toko industri ini",
		areaKm2: "Luas lingkaran",
		cells: "Sel dalam lingkaran",
		coveredCells: "Sel dekat halte",
		stops: "Halte dan pintu keluar",
	},
	levels: {
		richness: {
			emerging: "Baru tumbuh",
			developing: "Berkembang",
			growing: "Bertumbuh",
			vibrant: "Ramai",
			prime: "Utama (kawasan inti)",
		},
		saturation: {
			severelyUndersupplied: "Sangat kurang pasokan",
			undersupplied: "Kurang pasokan",
			balanced: "Seimbang",
			saturated: "Jenuh",
			highlySaturated: "Sangat jenuh",
		},
		noData: "Data tidak tersedia",
		from: "{label}: mulai {min} {unit}",
		below: "{label}: di bawah {max} {unit}",
		storesPerKm2: "toko/km²",
	},
	transport: {
		busStop: "Halte bus",
		railStation: "Stasiun kereta",
		railExit: "Pintu keluar stasiun",
	},
} satisfies NamespaceAreaReportsTranslation

export default id_areaReports

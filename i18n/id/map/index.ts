import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Lingkaran: {distance} di sekitar titik",
	group: "{name}: {count}",
	outlines: "Batas wilayah: {names}",
	cells: "Sel kisi lingkaran: {count}",
	scaleBar: "Skala: {distance}",
	plainBackground: "Peta dasar tidak ditampilkan: bentuk dan titik menunjukkan letak tempat satu sama lain.",
	streets: "Jalan digambar melalui halte bus di sepanjangnya ({sources}).",
	tileCredit: "Peta dasar: {credit}",
} satisfies NamespaceMapTranslation

export default map

import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Bulatan: {distance} di sekeliling titik",
	group: "{name}: {count}",
	outlines: "Sempadan kawasan: {names}",
	cells: "Sel grid bulatan: {count}",
	scaleBar: "Skala: {distance}",
	plainBackground: "Peta asas tidak dipaparkan: bentuk dan titik menunjukkan kedudukan tempat antara satu sama lain.",
	streets: "Jalan dilukis melalui perhentian bas di sepanjangnya ({sources}).",
	tileCredit: "Peta asas: {credit}",
} satisfies NamespaceMapTranslation

export default map

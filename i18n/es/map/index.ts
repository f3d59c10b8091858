import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Círculo: {distance} alrededor del punto",
	group: "{name}: {count}",
	outlines: "Límites de zona: {names}",
	cells: "Celdas de la cuadrícula del círculo: {count}",
	scaleBar: "Escala: {distance}",
	plainBackground: "No se muestra ningún mapa base: las formas y los puntos muestran cómo se sitúan los lugares entre sí.",
	streets: "Las calles se trazan por sus paradas de autobús ({sources}).",
	tileCredit: "Mapa base: {credit}",
} satisfies NamespaceMapTranslation

export default map

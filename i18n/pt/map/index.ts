import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "Círculo: {distance} em torno do ponto",
	group: "{name}: {count}",
	outlines: "Limites da área: {names}",
	cells: "Células da grade do círculo: {count}",
	scaleBar: "Escala: {distance}",
	plainBackground: "Nenhum mapa de fundo exibido: as formas e os pontos mostram a posição dos lugares uns em relação aos outros.",
	streets: "As ruas são traçadas pelas suas paragens de autocarro ({sources}).",
	tileCredit: "Mapa de fundo: {credit}",
} satisfies NamespaceMapTranslation

export default map

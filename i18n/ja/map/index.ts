import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "円：地点の周囲 {distance}",
	group: "{name}：{count}",
	outlines: "エリアの境界：{names}",
	cells: "円内のグリッドセル：{count}",
	scaleBar: "縮尺：{distance}",
	plainBackground: "背景地図は表示されていません。図形と点は場所同士の位置関係を示します。",
	streets: "通りは沿線のバス停を結んで描いています（{sources}）。",
	tileCredit: "背景地図：{credit}",
} satisfies NamespaceMapTranslation

export default map

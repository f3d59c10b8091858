import type { NamespaceMapTranslation } from '../../i18n-types.js'

// Texts of the map figure (src/ui/map): legend, scale bar, base-map credit.
const map = {
	radius: "圆圈：该点周围 {distance}",
	group: "{name}：{count}",
	outlines: "区域边界：{names}",
	cells: "圆内网格单元：{count}",
	scaleBar: "比例尺：{distance}",
	plainBackground: "未显示底图：图形和圆点显示各地点之间的相对位置。",
	streets: "街道按沿线巴士站连线绘制（{sources}）。",
	tileCredit: "底图：{credit}",
} satisfies NamespaceMapTranslation

export default map

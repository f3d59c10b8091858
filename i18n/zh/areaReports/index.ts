import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const zh_areaReports = {
	headlines: {
		stores: "门店总数",
		businessTypes: "业态数",
		chainRatio: "连锁品牌占比",
		residents: "居住人口",
		workers: "办公人口",
		passengerFlow: "客流",
		consumptionIndex: "消费指数",
		competition: "竞争指数",
	},
	notes: {
		storesCounted: "半径内 Lokasi 地图数据中的门店，每家门店按其最新来源只计一次",
		mixFromMap: "构成只统计地图数据(OpenStreetMap):只收录某一类场所的名录(清真餐馆、小贩中心、商场、诊所)会压倒它。",
		placesCounted: "半径内 Lokasi 地图数据中的地点；新旧来源都列出的品牌门店只计一次",
		chooseIndustry: "选择行业以衡量其竞争",
		noRatings: "暂无数据：Lokasi 没有用户评分数据",
		noStores: "半径内没有门店",
		mapChanges: "{from} 至 {to} 的地图变化：在 OpenStreetMap 上新增或移除的门店，并非工商登记",
		insufficientSnapshots: "数据不足：开店与关店需要同一区域至少两个带日期的地图快照（摩纳哥有 2019、2021 和 2026 年）",
	},
	models: {
		businessTypes: {
			name: "业态数",
			doc: "半径内门店涉及的不同行业数量。",
		},
		chainRatio: {
			name: "连锁品牌占比",
			doc: "关联到 name-suggestion-index 品牌的门店 ÷ 半径内全部门店 × 100。",
		},
		richness: {
			name: "商业丰富度",
			doc: "半径内门店 ÷ 圆的面积（km²），按规则的界限分级。",
		},
		competitionIndex: {
			name: "竞争指数",
			doc: "所选行业的门店 ÷ 半径内全部门店 × 100。",
		},
		saturation: {
			name: "竞争饱和度",
			doc: "现有门店 ÷ 需求所能支撑的门店（两者各加2）",
		},
		transportCoverage: {
			name: "交通覆盖率",
			doc: "圆内 H3 单元（分辨率 10）中，中心距公交站、轨道车站或车站出口不超过 {walk} m 的比例。",
		},
	},
	inputs: {
		stores: "门店",
		brandedStores: "品牌门店",
		competitors: "同行业门店",
		areaKm2: "圆的面积",
		cells: "圆内单元",
		coveredCells: "靠近站点的单元",
		stops: "站点与出口",
	},
	levels: {
		richness: {
			emerging: "萌芽",
			developing: "发展中",
			growing: "成长中",
			vibrant: "活跃",
			prime: "黄金（核心商圈）",
		},
		saturation: {
			severelyUndersupplied: "严重供给不足",
			undersupplied: "供给不足",
			balanced: "均衡",
			saturated: "饱和",
			highlySaturated: "高度饱和",
		},
		noData: "暂无数据",
		from: "{label}：{min} {unit} 起",
		below: "{label}：低于 {max} {unit}",
		storesPerKm2: "家/km²",
	},
	transport: {
		busStop: "公交站",
		railStation: "轨道车站",
		railExit: "车站出口",
	},
} satisfies NamespaceAreaReportsTranslation

export default zh_areaReports

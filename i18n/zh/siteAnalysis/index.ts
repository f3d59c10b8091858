import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const zh_siteAnalysis = {
	tiers: {
		prime: "黄金",
		premium: "优质",
		standard: "标准",
		marginal: "边缘",
		poor: "较差",
	},
	advice: {
		pursueActively: "积极争取",
		recommended: "推荐",
		considerCarefully: "谨慎考虑",
		proceedWithCaution: "小心推进",
		rejectImmediately: "立即放弃",
	},
	match: {
		completeOverlap: "完全重合",
		highlyCompatible: "高度契合",
		moderatelyMatched: "中度匹配",
		mildlyRelated: "轻度相关",
		noResemblance: "毫不相似",
	},
	factors: {
		demand: "需求",
		complementarity: "互补配套",
		accessibility: "交通可达性",
		spendingPower: "消费能力",
		competition: "竞争",
		cannibalisation: "自有品牌分流",
	},
	rules: {
		tier: "满分 100：{bounds}",
		tierBound: "{label} 自 {min} 起",
		match: "区域人口中属于目标人群（{target}）的比例：{bounds}",
		notClassified: "未分级：数据中没有该值",
	},
	models: {
		score: {
			name: "选址综合评分",
			doc: "每个因素 0 到 1 的取值 × 该行业组的权重，相加得出满分 100 的评分；权重已用该行业真实门店的位置检验。",
		},
		consumers: {
			name: "消费者数量",
			doc: "半径内的居民和上班人口，加上车站日均客流，每人每天计一次。",
		},
		capacity: {
			name: "预计门店容量",
			doc: "商圈消费者数 ÷ 全市该行业每家门店对应的消费者数。",
		},
	},
	notes: {
		noAtv: "数据不足：没有来源公布此处门店的客单价",
		noFrequency: "数据不足：没有来源公布顾客的购买频次",
		noPayback: "数据不足：回本周期需要客单价和购买频次，但没有来源公布",
		noStrategy: "数据不足：带营收目标的策略需要客单价和购买频次",
		noCapacity: "数据不足：全市没有该行业的门店可供比较",
		noBrand: "未选择品牌",
		noCompetitors: "半径内没有该行业的门店",
	},
	strategy: {
		shortTermCompetition: "第 6–12 个月：在产品和营业时间上与附近 {competitors} 家同业门店（最近的相距 {distance} 米）形成差异。",
		shortTermDemand: "第 6–12 个月：围绕车站客流最繁忙的时段营业，并用计数器测量街道客流以确认需求。",
		longTermCapacity: "第 1–3 年：商圈约可容纳 {supported} 家此类门店，现有 {existing} 家：还有 {room} 家的空间。",
		longTermSaturated: "第 1–3 年：商圈门店数已超过需求所能支撑的数量（现有 {existing} 家，可容纳 {supported} 家）：应通过争取份额而非在附近开店来增长。",
	},
	narrative: {
		summary: "{place}：作为{industry}的选址，评分为 {score}/{scoreMax} — {tier}。建议：{advice}。",
		factors: "最强的因素是{strongest}（{strongestPoints} 分）；最弱的是{weakest}（{weakestPoints}/{weakestMax} 分）。",
		strongestOnly: "最强的因素是{strongest}（{strongestPoints} 分）。",
		residents: "{radius} 米内约有 {residents} 位居民。",
		workers: "约有 {workers} 人在此工作。",
		stationFlow: "附近车站每天约有 {flow} 人次乘客。",
		competitors: "{radius} 米内有 {competitors} 家{industry}门店。",
		saturation: "竞争饱和度：{saturation}。",
		nearest: "最近的一家相距 {distance} 米。",
		ownStores: "{brand}在 {radius} 米内已有 {stores} 家自有门店。",
		capacity: "商圈需求约可支撑 {supported} 家此类门店；现有 {existing} 家。",
		consumption: "消费指数为 {index}，全市平均为 {baseline}：{rating}。",
		payback: "{reason}。",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default zh_siteAnalysis

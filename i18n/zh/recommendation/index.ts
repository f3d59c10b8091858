import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const zh_recommendation = {
	reason: "{factor}：{max} 分中得 {points} 分。{why}",
	method: "在{city}约 0.1 平方公里的 {cells} 个候选网格中，用选址评分引擎按 {radius} 米范围为{industry}逐一评分；每个 {separation} 米邻域的最佳网格细化到其七个子网格；市场份额由 {radius} 米内 HDB 居民的哈夫引力模型估算。",
	methodRoom: "选址按 区位评分 ×（½ + ½ × 空间）排序：现有门店不超过需求可支撑数量（按城市网格拟合的计数模型）的五分之四时空间为满，达到两倍时为零。",
	room: {
		name: "市场空间",
		text: "商圈需求可支撑约{expected}家{industry}，现有{existing}家。",
		notMapped: "空间未知：本市地图数据中没有{industry}。",
	},
	share: {
		name: "哈夫市场份额",
		doc: "每栋 HDB 楼的居民以与 吸引力^α ÷ 距离^β 成正比的概率选择本选址或现有同业门店（Huff 1963）；份额为按居民数加权的平均值。没有数据源衡量门店规模，因此所有门店吸引力相同。",
		residents: "商圈内居民",
		competitors: "{distance} 米内的竞争门店",
		alpha: "吸引力指数 α",
		beta: "距离衰减指数 β",
		noResidents: "商圈内没有 HDB 居民",
		coverage: "该行业的地图覆盖率（相对官方名录的召回率）",
		docCoverage: "地图仅收录该行业约{recall}的门店（对照官方名录测得），因此地图上每个竞争者按 1 ÷ {recall} 家计。",
		notMapped: "本市地图数据中没有任何{industry}：无法统计竞争者，因此不给出份额",
		notMeasured: "没有官方名录可核查地图对本地{industry}的收录程度：缺失的竞争者会抬高份额，因此不给出",
		noCompetitors: "半径{distance}米内地图上没有竞争者，且地图有遗漏：因数据不足份额会看似垄断，因此不给出",
	},
	noCityData: "{city}暂无全市数据：选址推荐需要该市的规划区、门店和居民数据",
	unnamed: "未命名门店",
	relay: {
		reading: "正在读取{country}{city}：已导入的城市数据",
		assessing: "评估：{industry}的{assessment}",
		assessingBrand: "评估：{brand}（{industry}）的{assessment}",
		recommendation: "选址推荐",
		analysis: "单点 AI 分析",
		planCells: "正在规划搜索：覆盖城市规划区的 {cells} 个候选网格，按 {radius} 米范围评分",
		planPoint: "正在规划 {lat}, {lon} 周边 {radius} 米的分析",
		scoring: "正在用周边门店、公交站、轨道站、客流和 HDB 居民为每个网格评分",
		modelling: "正在对最佳选址与现有门店的市场份额建模（哈夫）",
		gathering: "正在读取该点周边的门店、交通、HDB 居民和车站客流",
		unlocking: "正在撰写分析：评分、商圈、竞争和客户",
		ready: "报告已生成",
	},
} satisfies NamespaceRecommendationTranslation

export default zh_recommendation

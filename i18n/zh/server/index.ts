import type { NamespaceServerTranslation } from '../../i18n-types.js'

const zh_server = {
	codes: {
		OK: '成功',
		VALIDATION_FAILED: '部分字段无效',
		MALFORMED_JSON: '请求内容不是有效的 JSON',
		BODY_TOO_LARGE: '请求内容过大',
		UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型',
		ENCRYPTION_REQUIRED: '此请求需要加密响应',
		ENCRYPTION_KEY_UNKNOWN: '加密密钥未知或已过期',
		BAD_REQUEST: '请求错误',
		UNAUTHORIZED: '会话过期，请重新登录',
		FORBIDDEN: '您无权执行此操作',
		NOT_FOUND: '未找到',
		METHOD_NOT_ALLOWED: '不支持的请求方法',
		CONFLICT: '与当前状态冲突',
		RATE_LIMITED: '请求过于频繁，请稍后再试',
		INTERNAL: '服务器繁忙请稍后再试',
		UNAVAILABLE: '服务暂时不可用',
		CODE_SENT: '验证码已发送',
		CODE_SEND_FAILED: '验证码发送失败，请重试',
		CODE_INCORRECT: '验证码错误，请重新输入',
		CODE_INVALID: '验证码错误',
		CODE_TOO_SOON: '请等待一分钟后再获取验证码',
		CODE_SEND_LIMIT: '获取验证码次数过多，请稍后再试',
		EMAIL_IN_USE: '该邮箱已绑定其他账号',
		EMAIL_ALREADY_LINKED: '该账号已绑定邮箱',
		EMAIL_REQUIRED: '请先为此账号绑定邮箱',
		DELETION_SUBMITTED: '注销申请已提交，请等待审核',
		CREDITS_INSUFFICIENT: '积分不足',
	},
	fields: {
		required: '此字段为必填项',
		type: '类型错误',
		format: '格式错误',
		tooShort: '太短',
		tooLong: '太长',
		tooSmall: '太小',
		tooLarge: '太大',
		notAllowed: '不是允许的值',
		unknown: '未知字段',
		invalid: '无效的值',
	},
	mail: {
		subject: {
			login: '您的 Lokasi 登录验证码',
			link: '确认您在 Lokasi 的邮箱',
			delete: '确认注销您的 Lokasi 账号',
		},
		codeBody: '您的验证码是 {code}，10 分钟内有效。如果不是您本人操作，请忽略此邮件。',
	},
	creditsRule: '每月免费积分优先使用，并在月底过期；购买的积分不会过期。',
	report: {
		models: {
			exchange: {
				name: '按官方汇率换算',
				doc: '以 USD 计的金额乘以世界银行公布的同年官方汇率（期间平均值）。',
			},
			gdpPerCapita: {
				name: '以全国人均 GDP 作为城市人均 GDP',
				doc: 'Lokasi 的数据中没有任何城市级 GDP，因此以全国人均 GDP 代替城市数值。',
			},
			gdpGrowth: {
				name: '以全国实际 GDP 增长率作为城市增长率',
				doc: '以全国实际 GDP 增长率代替城市数值。',
			},
			gdpTotal: {
				name: '全国人均 GDP × 城市人口',
				doc: '城市 GDP 按全国人均 GDP 乘以城市人口估算。',
			},
			gdpSeries: {
				name: '全国序列 × 城市人口占比',
				doc: '全国 GDP 序列乘以该城市最新的全国人口占比，占比保持不变。',
			},
			populationSeries: {
				name: '全国序列 × 城市人口占比',
				doc: '全国人口序列乘以该城市最新的全国人口占比，占比保持不变。',
			},
			gdpTrend: {
				name: '以全国实际 GDP 增长作为城市实际 GDP 增长',
				doc: '最近 {years} 个有数据年份的全国年度实际 GDP 增长率的平均值。',
			},
			populationTrend: {
				name: '以全国人口增长作为城市人口增长',
				doc: '最近 {years} 个有数据年份的全国年度人口增长率的平均值。',
			},
			populationGrowth: {
				name: '以全国人口增长率作为城市增长率',
				doc: 'Lokasi 的数据中没有城市级人口序列，因此以全国增长率代替。',
			},
			purchasingPower: {
				name: '以全国购买力作为城市购买力',
				doc: '以按购买力平价计算的全国人均 GDP 代替城市数值。',
			},
			newStores: {
				name: '首个快照之后才出现的门店',
				doc: '首个地图快照中没有、之后的快照中出现的门店。',
			},
			closedStores: {
				name: '在最新快照之前消失的门店',
				doc: '在某个快照中存在、在最新快照中已不存在的门店。',
			},
			netIncrease: {
				name: '新开门店减去关闭门店',
				doc: '首个快照之后才出现的门店数，减去到最新快照时已消失的门店数。',
			},
			annualClosureRate: {
				name: '年关闭率',
				doc: '首个快照中的门店到最新快照时已消失的比例，除以两次快照之间的年数。',
			},
			averageOpeningPeriod: {
				name: '迄今平均营业时长',
				doc: '每家营业中的门店从首次出现的快照到最新快照的平均时长（下限值）。',
			},
			lifespan: {
				name: '已关闭门店的平均观测寿命',
				doc: '每家已关闭门店首次与最后一次出现的快照之间的平均时长（下限值）。',
			},
			newStoreSurvival: {
				name: '新店存活',
				doc: '在中间快照中首次出现、且仍在最新快照中的门店所占比例。',
			},
		},
		inputs: {
			amount: '金额',
			exchangeRate: '官方汇率 {year}（{economy}）',
			nationalValue: '全国数值 {year}（WDI）',
			nationalGdpPerCapita: '全国人均 GDP {year}（WDI）',
			nationalPopulation: '全国人口 {year}（WDI）',
			cityPopulation: '城市人口（GeoNames / 地点列表）',
			cityShare: '城市人口占全国人口的比例',
			meanNationalGdpGrowth: '全国实际 GDP 平均增长率',
			meanNationalPopulationGrowth: '全国人口平均增长率',
			nationalPopulationGrowth: '全国人口增长率 {year}',
			nationalPurchasingPower: '全国人均 GDP（购买力平价）{year}',
			snapshots: '快照',
			storesAtFirstSnapshot: '首个快照中的门店',
			ofThemGone: '其中已消失',
			years: '年数',
			openStores: '营业中的门店',
			closedStores: '已关闭的门店',
			newInIntermediateSnapshots: '中间快照中的新门店',
		},
		units: {
			people: '人',
			stores: '家门店',
			ratio: '比率',
			internationalDollars: '国际元',
		},
		notes: {
			nationalEconomy: '全国经济',
			mapChanges: 'OpenStreetMap 快照之间的地图变化',
			mapStores: 'Lokasi 地图数据中的门店',
			districtsPartlyKnown: '{total} 家门店中有 {known} 家的所在区域已知',
			districtsHoldingStores: '至少有一家门店的区域',
		},
		rules: {
			gdpTrend: '最近 {years} 年的年均实际 GDP 增长率：{bounds}，否则为{floor}；不足 {minYears} 年：{noData}。',
			populationTrend: '最近 {years} 年的年均人口增长率：{bounds}，否则为{floor}；不足 {minYears} 年：{noData}。',
			consumption: '人均 GDP（购买力平价）：{bounds}，否则为{floor}。',
			investment: '得分：GDP 与人口趋势 {trendPoints}，否则为 0；消费 {ratingPoints}，否则为 0。合计：{bounds}，否则为{floor}。',
		},
	},
} satisfies NamespaceServerTranslation

export default zh_server

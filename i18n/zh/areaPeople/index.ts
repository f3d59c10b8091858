import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// 人口画像、客流与消费指数报告的服务器端文字（server/area/people）。
const zh_areaPeople = {
	datasets: {
		counts: '您的客流计数',
		countsSource: 'Lokasi 计数器，由您计数',
	},
	models: {
		residentsHdb: {
			name: '公共住房居民',
			doc: '半径内各楼的 HDB 住宅单位数 × 各楼所在规划区的每户居民数（2020 年人口普查）。数据中没有私人住宅，因此这是下限。',
		},
		residentsDensity: {
			name: '按全国人口密度估算的居民',
			doc: '国家每平方公里陆地人口 × 圆的面积；仅在该国为城市国家时使用。',
		},
		householdSize: {
			name: '每户居民数',
			doc: '2020 年人口普查规划区常住人口 ÷ 常住户数。',
		},
		employed: {
			name: '就业居民',
			doc: '居民 × 全国 15 岁及以上人口占比（联合国 WPP）× 全国 15 岁及以上就业人口比率（世界银行）。',
		},
		jobResidence: {
			name: '由轨道客流得出的职住比',
			doc: '半径内车站工作日 07:00 至 09:00 的出站 ÷ 进站：这段时间通勤者离家并到达工作地点。',
		},
		workers: {
			name: '在此工作的人',
			doc: '就业居民 × 职住比。',
		},
		density: {
			name: '每平方公里居民',
			doc: '半径内居民 ÷ 圆的面积。',
		},
		youngAdults: {
			name: '由五岁年龄组得出的 18–24 岁',
			doc: '15–19 岁组的五分之二（假设各年龄均匀分布）加上 20–24 岁组。',
		},
		localBorn: {
			name: '本国出生',
			doc: '100 % 减去外国出生人口占比（国际移民存量 ÷ 人口，同一年）。',
		},
		stationDay: {
			name: '车站的平均一天',
			doc: '半径内车站进站加出站的 LTA 月度总数 ÷ 当月该类型的天数。',
		},
		countsPerHour: {
			name: '您每小时的计数',
			doc: '您计数的人数（顾客加路人，已撤销的计数除外）÷ 计数小时数，取该点附近您的计数场次。',
		},
		stationsPerHour: {
			name: '您计数时段的车站客流',
			doc: '您计数的每个小时和日期类型的车站平均客流，按计数小时平均。',
		},
		calibrated: {
			name: '经您的计数校准的车站客流',
			doc: '工作日车站平均客流 ×（您每小时的计数 ÷ 相同时段车站每小时客流）。',
		},
		incomeMean: {
			name: '家庭工作收入平均值',
			doc: '2020 年人口普查收入档，每档取中点，无上限的最高档取下限（因此是下限），针对有就业成员的家庭。',
		},
		consumptionIndex: {
			name: '消费指数',
			doc: '本地家庭平均收入 × 100 ÷ 基准平均值。',
		},
		heatIndex: {
			name: '热度指数',
			doc: '半径内车站工作日客流合计在所有车站中的排名。',
		},
	},
	inputs: {
		dwellingUnits: '半径内 HDB 住宅单位',
		householdSize: '每户居民数（按住宅单位加权）',
		circleArea: '圆的面积',
		nationalDensity: '{country}人口密度（{year} 年）',
		residents: '半径内居民',
		adultShare: '15 岁及以上占比，{country}（{year} 年）',
		employmentRatio: '15 岁及以上就业人口比率，{country}（{year} 年）',
		population: '常住人口',
		households: '常住户数',
		arrivals: '工作日 07:00–09:00 出站',
		departures: '工作日 07:00–09:00 进站',
		employedResidents: '就业居民',
		jobResidenceRatio: '职住比',
		migrants: '外国出生人口，{country}（{year} 年）',
		monthTotal: '月度总数',
		days: '{month}该类型天数',
		counted: '计数人数',
		hours: '计数小时',
		countsPerHour: '您每小时的计数',
		stationsPerHour: '相同时段车站每小时客流',
		stationDay: '工作日车站平均客流',
		localMean: '本地平均值',
		baselineMean: '基准平均值',
		stationsBelow: '工作日客流更少的车站',
		stations: '有 LTA 计数的车站',
	},
	notes: {
		nationalFigure: '{country}（全国）',
		hdbOnly: '仅公共住房（HDB）：不含公寓和有地住宅的居民。',
		noPublicHousing: '半径内没有公共住房（HDB），而数据中没有私人住宅，因此居民人数未知。',
		noResidentsSource: '没有数据集说明此点周围的人住在哪里。',
		noStations: '半径内没有带 LTA 计数的轨道车站。',
		outsideSingaporeRail: '轨道客流（LTA）仅限新加坡。',
		noEducation: 'Lokasi 的数据中没有数据集公布学历（高中、本科、硕士及以上），因此不显示，也不编造。',
		noOccupation: 'Lokasi 的数据中没有数据集公布职业或就业状态占比，因此不显示，也不编造。',
		noOriginSplit: 'Lokasi 的数据中没有数据集按来源国细分外国出生人口。',
		noPyramid: '该国没有年龄和性别数据（联合国 WPP）。',
		noIncomeArea: '没有带家庭收入数据的官方区域包含此点。',
		dosmNoBands: 'DOSM 按县公布平均值和中位数，没有公布多少家庭收入多少。',
		noMedian: '人口普查对该区域公布的是收入档，而非中位数。',
		growthOneMonth: '数据不足：LTA 数据只有一个月（2025 年 6 月），无法显示随时间的变化。',
		growthCounts: '数据不足：访客增长需要您在此点附近至少两个不同月份的计数。',
		newVisitors: '数据不足：没有数据集或计数能区分首次访客和回头客。',
		noCountsNear: '您在此点 {distance} 米范围内没有已结束的计数场次。',
		countsWithoutLocation: '您有 {count} 个计数场次没有位置，无法放到任何地点附近。',
		noFlowSource: '新加坡以外没有数据集统计某一地点的人数，也没有可靠的模型能给出。',
		stationsNotPavement: '半径内车站的进出站人次，而不是经过店门前的人。',
		noCountsOfType: '数据不足：您在此点附近的计数没有落在这类日期。',
		countedHours: '基于 {hours} 小时计数',
		noComparison: '将您的计数与车站客流比较需要两者都有。',
		noAtv: '没有数据集给出按行业和价格档的客单价，因此不显示，也不编造。',
		noFrequency: '没有数据集给出按行业和价格档的购买频率，因此不显示，也不编造。',
		noBaseline: '没有官方区域统计给出此地的家庭收入。',
		noHouseholds: 'DOSM 没有按县公布户数。',
	},
	rules: {
		incomeLevels: '有就业成员的家庭月工作收入：低于 {currency} {low} 为低，{currency} {high} 及以上为高，介于两者之间为中。',
		dosmLevels: 'DOSM 没有按县公布收入分布。',
		heatIndex: '{max} × 工作日平均客流低于半径内车站客流合计的新加坡车站占比；没有车站就没有指数。',
		spendingLevel: '消费指数：{bounds}，否则为{floor}。',
		rating: '消费指数：{bounds}，否则为{floor}。',
		priceTier: '消费指数：{bounds}，否则为{floor}。',
	},
	spendingLevels: {
		veryLow: '很低',
		low: '低',
		basic: '基础',
		medium: '中等',
		mediumHigh: '中高',
		high: '高',
		veryHigh: '很高',
	},
	priceTiers: {
		Budget: '平价',
		'Mid-range': '中档',
		Premium: '高档',
		Luxury: '奢华',
	},
	baseline: {
		singapore: '新加坡平均（全部规划区，2020 年人口普查）= 100',
		state: '{state}平均（DOSM）= 100',
	},
	officialArea: {
		planningArea: '{name}（规划区）',
		district: '{name}（县）',
	},
} satisfies NamespaceAreaPeopleTranslation

export default zh_areaPeople

import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// 人口プロファイル・人流・消費指数レポートのサーバー側テキスト（server/area/people）。
const ja_areaPeople = {
	datasets: {
		counts: 'あなたの通行量カウント',
		countsSource: 'Lokasi カウンター（あなたが計測）',
	},
	models: {
		residentsHdb: {
			name: '公営住宅の居住者',
			doc: '半径内の棟の HDB 住戸数 × 各棟の計画区域の世帯あたり居住者数（2020 年国勢調査）。民間住宅はデータにないため、これは下限です。',
		},
		residentsDensity: {
			name: '全国人口密度による居住者',
			doc: '国の陸地 1 km² あたり人口 × 円の面積。国が都市国家の場合にのみ使用します。',
		},
		householdSize: {
			name: '世帯あたり居住者数',
			doc: '2020 年国勢調査の計画区域の居住人口 ÷ 居住世帯数。',
		},
		employed: {
			name: '就業している居住者',
			doc: '居住者 × 全国の 15 歳以上の割合（国連 WPP）× 全国の 15 歳以上の就業率（世界銀行）。',
		},
		jobResidence: {
			name: '鉄道の流れによる職住比',
			doc: '半径内の駅における平日 07:00〜09:00 の降車 ÷ 乗車：この時間帯に通勤者は家を出て職場に着きます。',
		},
		workers: {
			name: 'ここで働く人',
			doc: '就業している居住者 × 職住比。',
		},
		density: {
			name: '1 km² あたり居住者',
			doc: '半径内の居住者 ÷ 円の面積。',
		},
		youngAdults: {
			name: '5 歳階級から求めた 18〜24 歳',
			doc: '15〜19 歳階級の 5 分の 2（各年齢に均等に分布すると仮定）と 20〜24 歳階級の合計。',
		},
		localBorn: {
			name: '国内生まれ',
			doc: '100 % から国外生まれの人の割合（国際移民ストック ÷ 人口、同じ年）を引いた値。',
		},
		stationDay: {
			name: '駅の平均的な 1 日',
			doc: '半径内の駅の乗車と降車の LTA 月間合計 ÷ その月のその種類の日数。',
		},
		countsPerHour: {
			name: 'あなたの 1 時間あたりカウント',
			doc: 'あなたが数えた人数（来店客と通行人、取り消し分を除く）÷ 計測時間。地点付近のセッションが対象です。',
		},
		stationsPerHour: {
			name: '計測した時間帯の駅の流れ',
			doc: '計測した各時間帯と曜日種別の駅の平均的な流れを、計測時間で平均した値。',
		},
		calibrated: {
			name: 'あなたのカウントで補正した駅の流れ',
			doc: '平日の駅の平均的な流れ ×（あなたの 1 時間あたりカウント ÷ 同じ時間帯の駅の 1 時間あたりの流れ）。',
		},
		incomeMean: {
			name: '世帯の勤労所得の平均',
			doc: '2020 年国勢調査の所得階級。各階級は中央値、上限のない最上位階級は下限値で計算（したがって下限）。就業者のいる世帯が対象です。',
		},
		consumptionIndex: {
			name: '消費指数',
			doc: '地域の世帯平均所得 × 100 ÷ 基準の平均。',
		},
		heatIndex: {
			name: 'にぎわい指数',
			doc: '半径内の駅の平日の流れの合計が、全駅の中で占める順位。',
		},
	},
	inputs: {
		dwellingUnits: '半径内の HDB 住戸数',
		householdSize: '世帯あたり居住者数（住戸数で加重）',
		circleArea: '円の面積',
		nationalDensity: '{country} の人口密度（{year} 年）',
		residents: '半径内の居住者',
		adultShare: '15 歳以上の割合、{country}（{year} 年）',
		employmentRatio: '15 歳以上の就業率、{country}（{year} 年）',
		population: '居住人口',
		households: '居住世帯',
		arrivals: '平日 07:00〜09:00 の降車',
		departures: '平日 07:00〜09:00 の乗車',
		employedResidents: '就業している居住者',
		jobResidenceRatio: '職住比',
		migrants: '国外生まれの人、{country}（{year} 年）',
		monthTotal: '月間合計',
		days: '{month} のこの種類の日数',
		counted: '数えた人数',
		hours: '計測時間',
		countsPerHour: 'あなたの 1 時間あたりカウント',
		stationsPerHour: '同じ時間帯の駅の 1 時間あたりの流れ',
		stationDay: '平日の駅の平均的な流れ',
		localMean: '地域の平均',
		baselineMean: '基準の平均',
		stationsBelow: '平日の流れがより少ない駅',
		stations: 'LTA の集計がある駅',
	},
	notes: {
		nationalFigure: '{country}（全国）',
		hdbOnly: '公営住宅（HDB）のみ：コンドミニアムや戸建て住宅の居住者は含まれません。',
		noPublicHousing: '半径内に公営住宅（HDB）がなく、民間住宅はデータにないため、居住者数はわかりません。',
		noResidentsSource: 'この地点の周辺に人がどこに住んでいるかを示すデータセットはありません。',
		noStations: '半径内に LTA の集計がある駅はありません。',
		outsideSingaporeRail: '鉄道の流れ（LTA）はシンガポールのみです。',
		noEducation: 'Lokasi のデータには学歴（高校、学士、修士以上）を公表するデータセットがないため、作らずに表示しません。',
		noOccupation: 'Lokasi のデータには職業や就業状態の割合を公表するデータセットがないため、作らずに表示しません。',
		noOriginSplit: 'Lokasi のデータには国外生まれの人を出身国別に分けるデータセットがありません。',
		noPyramid: 'この国の年齢・性別データ（国連 WPP）はありません。',
		noIncomeArea: '世帯所得のある公的区域にこの地点は含まれていません。',
		dosmNoBands: 'DOSM は郡ごとの平均と中央値を公表しており、所得別の世帯数は公表していません。',
		noMedian: 'この区域について国勢調査が公表しているのは所得階級で、中央値ではありません。',
		growthOneMonth: 'データ不足：LTA の数値は 1 か月分（2025 年 6 月）のみのため、時間による変化はわかりません。',
		growthCounts: 'データ不足：来訪者の伸びには、地点付近で少なくとも 2 つの異なる月のあなたのカウントが必要です。',
		newVisitors: 'データ不足：初めての来訪者とリピーターを区別するデータセットもカウントもありません。',
		noCountsNear: 'この地点から {distance} m 以内に終了したカウントセッションはありません。',
		countsWithoutLocation: 'あなたのカウントセッションのうち {count} 件は位置情報がなく、どの地点の近くにも配置できません。',
		noFlowSource: 'シンガポール以外には地点の人数を数えたデータセットがなく、誠実なモデルもありません。',
		stationsNotPavement: '半径内の駅の乗降であり、店先を通る人ではありません。',
		noCountsOfType: 'データ不足：地点付近のあなたのカウントにこの種類の日はありません。',
		countedHours: '計測 {hours} 時間分',
		noComparison: 'あなたのカウントと駅の流れを比べるには両方が必要です。',
		noAtv: '業種・価格帯別の客単価を示すデータセットがないため、作らずに表示しません。',
		noFrequency: '業種・価格帯別の購入頻度を示すデータセットがないため、作らずに表示しません。',
		noBaseline: 'この場所の世帯所得を示す公的な区域統計はありません。',
		noHouseholds: 'DOSM は郡ごとの世帯数を公表していません。',
	},
	rules: {
		incomeLevels: '就業者のいる世帯の月間勤労所得：{currency} {low} 未満は低、{currency} {high} 以上は高、その間は中。',
		dosmLevels: 'DOSM は郡ごとの所得分布を公表していません。',
		heatIndex: '{max} × 平日の平均的な流れが半径内の駅の合計を下回るシンガポールの駅の割合。駅がなければ指数なし。',
		spendingLevel: '消費指数：{bounds}、それ以外は {floor}。',
		rating: '消費指数：{bounds}、それ以外は {floor}。',
		priceTier: '消費指数：{bounds}、それ以外は {floor}。',
	},
	spendingLevels: {
		veryLow: '非常に低い',
		low: '低い',
		basic: '基本的',
		medium: '中程度',
		mediumHigh: 'やや高い',
		high: '高い',
		veryHigh: '非常に高い',
	},
	priceTiers: {
		Budget: 'エコノミー',
		'Mid-range': 'ミドルレンジ',
		Premium: 'プレミアム',
		Luxury: 'ラグジュアリー',
	},
	baseline: {
		singapore: 'シンガポール平均（全計画区域、2020 年国勢調査）= 100',
		state: '{state} の平均（DOSM）= 100',
	},
	officialArea: {
		planningArea: '{name}（計画区域）',
		district: '{name}（郡）',
	},
} satisfies NamespaceAreaPeopleTranslation

export default ja_areaPeople

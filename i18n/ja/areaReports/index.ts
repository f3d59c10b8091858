import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const ja_areaReports = {
	headlines: {
		stores: "店舗数",
		businessTypes: "業種数",
		chainRatio: "チェーン比率",
		residents: "居住人口",
		workers: "就業人口",
		passengerFlow: "人通り",
		consumptionIndex: "消費指数",
		competition: "競合指数",
	},
	notes: {
		storesCounted: "半径内のLokasi地図データの店舗。各店舗は最新の出典に基づき1回だけ数えます",
		mixFromMap: "構成は地図データ(OpenStreetMap)のみで数えます。一種類の場所をすべて載せる名簿(ハラール飲食店、ホーカーセンター、モール、診療所)は構成をゆがめるためです。",
		placesCounted: "半径内のLokasi地図データの地点。古い出典と新しい出典の両方にあるブランド店舗は1回だけ数えます",
		chooseIndustry: "競合を測るには業種を選んでください",
		noRatings: "データがありません：Lokasiにはユーザー評価のデータがありません",
		noStores: "半径内に店舗はありません",
		mapChanges: "{from}から{to}までの地図の変化：OpenStreetMapに追加・削除された店舗で、事業登録ではありません",
		insufficientSnapshots: "データ不足：開店と閉店には、同じ地域の日付付き地図スナップショットが2つ以上必要です（モナコは2019年・2021年・2026年）",
	},
	models: {
		businessTypes: {
			name: "業種数",
			doc: "半径内の店舗に含まれる業種の数。",
		},
		chainRatio: {
			name: "チェーン比率",
			doc: "name-suggestion-indexのブランドに結び付いた店舗 ÷ 半径内の全店舗 × 100。",
		},
		richness: {
			name: "商業の充実度",
			doc: "半径内の店舗 ÷ 円の面積（km²）。ルールの境界値で分類します。",
		},
		competitionIndex: {
			name: "競合指数",
			doc: "選んだ業種の店舗 ÷ 半径内の全店舗 × 100。",
		},
		saturation: {
			name: "競合飽和度",
			doc: "既存店舗 ÷ 需要が支える店舗（どちらも2を加える）",
		},
		transportCoverage: {
			name: "交通カバー率",
			doc: "円内のH3セル（解像度10）のうち、中心がバス停・駅・駅出口から{walk} m以内にあるものの割合。",
		},
	},
	inputs: {
		stores: "店舗",
		brandedStores: "ブランド店舗",
		competitors: "同業種の店舗",
		areaKm2: "円の面積",
		cells: "円内のセル",
		coveredCells: "停留所に近いセル",
		stops: "停留所と出口",
	},
	levels: {
		richness: {
			emerging: "萌芽期",
			developing: "発展途上",
			growing: "成長中",
			vibrant: "活気あり",
			prime: "一等地（中心エリア）",
		},
		saturation: {
			severelyUndersupplied: "深刻な供給不足",
			undersupplied: "供給不足",
			balanced: "均衡",
			saturated: "飽和",
			highlySaturated: "高度に飽和",
		},
		noData: "データがありません",
		from: "{label}：{min} {unit}以上",
		below: "{label}：{max} {unit}未満",
		storesPerKm2: "店舗/km²",
	},
	transport: {
		busStop: "バス停",
		railStation: "駅",
		railExit: "駅出口",
	},
} satisfies NamespaceAreaReportsTranslation

export default ja_areaReports

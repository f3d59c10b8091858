import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const ja_recommendation = {
	reason: "{factor}：{max}点中{points}点。{why}",
	method: "{city}の約0.1 km²の候補セル{cells}個を、立地スコアリングエンジンで半径{radius} m以内の{industry}向けに評価し、{separation} mの近隣ごとの最良セルを7つのサブセルに絞り込み、市場シェアは半径{radius} m以内のHDB居住者に対するハフ重力モデルで推定しました。",
	methodRoom: "立地は「立地スコア ×（½ + ½ × 余地）」で順位付けします。店舗数が需要で支えられる数（都市のセルに当てはめた計数モデル）の5分の4以下なら余地は最大、2倍ならゼロです。",
	room: {
		name: "市場の余地",
		text: "商圏の需要で支えられる{industry}は約{expected}店、現在{existing}店あります。",
		notMapped: "余地は不明：この都市の地図データには{industry}がありません。",
	},
	share: {
		name: "ハフ市場シェア",
		doc: "各HDBブロックの居住者は、魅力度^α ÷ 距離^β に比例する確率でこの立地か既存の同業店舗を選びます（Huff 1963）。シェアは居住者数で加重した平均です。店舗規模を測るデータがないため、全店舗の魅力度は同じとしています。",
		residents: "商圏内の居住者",
		competitors: "半径{distance} m以内の競合店舗",
		alpha: "魅力度の指数 α",
		beta: "距離減衰の指数 β",
		noResidents: "商圏内にHDB居住者がいません",
		coverage: "業種の地図カバー率（公的リストに対する再現率）",
		docCoverage: "地図には業種の店舗の約{recall}しか載っていない（公的リストで測定）ため、地図上の競合1店を1 ÷ {recall}店として数えます。",
		notMapped: "この都市の地図データには{industry}が1件もありません。競合を数えられないため、シェアは示しません",
		notMeasured: "地図が{industry}をどこまで網羅しているかを確かめる公的リストがありません。欠けた競合がシェアを過大にするため、示しません",
		noCompetitors: "半径{distance} m以内に地図上の競合がなく、地図には欠けもあります。データ不足で独占のように見えるため、示しません",
	},
	noCityData: "{city}の都市全体のデータはまだありません。推薦には都市の計画区域、店舗、居住者のデータが必要です",
	unnamed: "名称のない店舗",
	relay: {
		reading: "{country}・{city}を読み込み中：インポート済みの都市データ",
		assessing: "評価：{industry}の{assessment}",
		assessingBrand: "評価：{brand}（{industry}）の{assessment}",
		recommendation: "立地推薦",
		analysis: "地点のAI分析",
		planCells: "探索を計画中：都市の計画区域にわたる候補セル{cells}個を半径{radius} mで評価",
		planPoint: "{lat}, {lon}の半径{radius} mで分析を計画中",
		scoring: "各セルを周辺の店舗・バス停・駅・乗降客数・HDB居住者で評価中",
		modelling: "上位立地の市場シェアを既存店舗と比較してモデル化中（ハフ）",
		gathering: "地点周辺の店舗・交通・HDB居住者・駅の乗降客数を読み込み中",
		unlocking: "分析を作成中：スコア、商圏、競合、顧客",
		ready: "レポートの準備ができました",
	},
} satisfies NamespaceRecommendationTranslation

export default ja_recommendation

import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const vi_areaReports = {
	headlines: {
		stores: "Số cửa hàng",
		businessTypes: "Loại hình kinh doanh",
		chainRatio: "Tỷ lệ chuỗi thương hiệu",
		residents: "Dân cư",
		workers: "Dân số làm việc",
		passengerFlow: "Lưu lượng người qua lại",
		consumptionIndex: "Chỉ số tiêu dùng",
		competition: "Chỉ số cạnh tranh",
	},
	notes: {
		storesCounted: "Cửa hàng trong dữ liệu bản đồ của Lokasi trong bán kính, mỗi cửa hàng tính một lần theo nguồn mới nhất",
		mixFromMap: "Cơ cấu chỉ tính dữ liệu bản đồ (OpenStreetMap): các danh bạ liệt kê mọi nơi của một loại (quán halal, trung tâm ẩm thực, trung tâm thương mại, phòng khám) sẽ làm lệch nó.",
		placesCounted: "Địa điểm trong dữ liệu bản đồ của Lokasi trong bán kính; cửa hàng thương hiệu có ở cả nguồn cũ và mới chỉ tính một lần",
		chooseIndustry: "Chọn một ngành để đo mức cạnh tranh",
		noRatings: "Không có dữ liệu: Lokasi không có dữ liệu đánh giá của người dùng",
		noStores: "Không có cửa hàng trong bán kính",
		mapChanges: "Thay đổi trên bản đồ từ {from} đến {to}: cửa hàng được thêm vào hoặc xóa khỏi OpenStreetMap, không phải đăng ký kinh doanh",
		insufficientSnapshots: "Không đủ dữ liệu: mở và đóng cửa hàng cần cùng một khu vực trong ít nhất hai ảnh chụp bản đồ có ngày (Monaco có 2019, 2021 và 2026)",
	},
	models: {
		businessTypes: {
			name: "Loại hình kinh doanh",
			doc: "Số ngành khác nhau trong các cửa hàng trong bán kính.",
		},
		chainRatio: {
			name: "Tỷ lệ chuỗi thương hiệu",
			doc: "Cửa hàng gắn với một thương hiệu của name-suggestion-index ÷ tất cả cửa hàng trong bán kính × 100.",
		},
		richness: {
			name: "Độ phong phú thương mại",
			doc: "Cửa hàng trong bán kính ÷ diện tích hình tròn tính bằng km², xếp hạng theo ngưỡng của quy tắc.",
		},
		competitionIndex: {
			name: "Chỉ số cạnh tranh",
			doc: "Cửa hàng của ngành đã chọn ÷ tất cả cửa hàng trong bán kính × 100.",
		},
		saturation: {
			name: "Độ bão hòa cạnh tranh",
			doc: "Cửa hàng hiện có ÷ cửa hàng nhu cầu nuôi được (mỗi bên cộng 2)",
		},
		transportCoverage: {
			name: "Độ phủ giao thông",
			doc: "Tỷ lệ ô H3 (độ phân giải 10) của hình tròn có tâm cách trạm xe buýt, ga tàu hoặc lối ra ga không quá {walk} m.",
		},
	},
	inputs: {
		stores: "Cửa hàng",
		brandedStores: "Cửa hàng thương hiệu",
		competitors: "Cửa hàng cùng ngành",
		areaKm2: "Diện tích hình tròn",
		cells: "Ô trong hình tròn",
		coveredCells: "Ô gần trạm",
		stops: "Trạm và lối ra",
	},
	levels: {
		richness: {
			emerging: "Mới hình thành",
			developing: "Đang phát triển",
			growing: "Đang tăng trưởng",
			vibrant: "Sôi động",
			prime: "Đắc địa (khu trung tâm)",
		},
		saturation: {
			severelyUndersupplied: "Thiếu cung nghiêm trọng",
			undersupplied: "Thiếu cung",
			balanced: "Cân bằng",
			saturated: "Bão hòa",
			highlySaturated: "Bão hòa cao",
		},
		noData: "Không có dữ liệu",
		from: "{label}: từ {min} {unit}",
		below: "{label}: dưới {max} {unit}",
		storesPerKm2: "cửa hàng/km²",
	},
	transport: {
		busStop: "Trạm xe buýt",
		railStation: "Ga tàu",
		railExit: "Lối ra ga",
	},
} satisfies NamespaceAreaReportsTranslation

export default vi_areaReports

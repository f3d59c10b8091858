import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const th_areaReports = {
	headlines: {
		stores: "จำนวนร้านค้า",
		businessTypes: "ประเภทธุรกิจ",
		chainRatio: "สัดส่วนแบรนด์เครือข่าย",
		residents: "ประชากรที่อยู่อาศัย",
		workers: "ประชากรวัยทำงาน",
		passengerFlow: "การสัญจรของผู้คน",
		consumptionIndex: "ดัชนีการบริโภค",
		competition: "ดัชนีการแข่งขัน",
	},
	notes: {
		storesCounted: "ร้านค้าในข้อมูลแผนที่ของ Lokasi ภายในรัศมี แต่ละร้านนับครั้งเดียวตามแหล่งข้อมูลล่าสุด",
		mixFromMap: "สัดส่วนนับเฉพาะข้อมูลแผนที่ (OpenStreetMap) เพราะรายชื่อที่รวมสถานที่ประเภทเดียวทั้งหมด (ร้านอาหารฮาลาล ศูนย์อาหาร ห้าง คลินิก) จะทำให้สัดส่วนเพี้ยน",
		placesCounted: "สถานที่ในข้อมูลแผนที่ของ Lokasi ภายในรัศมี ร้านแบรนด์ที่อยู่ทั้งในแหล่งเก่าและแหล่งใหม่นับครั้งเดียว",
		chooseIndustry: "เลือกอุตสาหกรรมเพื่อวัดการแข่งขัน",
		noRatings: "ไม่มีข้อมูล: Lokasi ไม่มีข้อมูลคะแนนจากผู้ใช้",
		noStores: "ไม่มีร้านค้าภายในรัศมี",
		mapChanges: "การเปลี่ยนแปลงของแผนที่ระหว่าง {from} ถึง {to}: ร้านที่ถูกเพิ่มหรือลบใน OpenStreetMap ไม่ใช่การจดทะเบียนธุรกิจ",
		insufficientSnapshots: "ข้อมูลไม่พอ: การเปิดและปิดร้านต้องมีพื้นที่เดียวกันในสแนปช็อตแผนที่ที่ระบุวันที่อย่างน้อยสองชุด (โมนาโกมีปี 2019, 2021 และ 2026)",
	},
	models: {
		businessTypes: {
			name: "ประเภทธุรกิจ",
			doc: "จำนวนอุตสาหกรรมที่แตกต่างกันของร้านค้าภายในรัศมี",
		},
		chainRatio: {
			name: "สัดส่วนแบรนด์เครือข่าย",
			doc: "ร้านที่ผูกกับแบรนด์ใน name-suggestion-index ÷ ร้านทั้งหมดภายในรัศมี × 100",
		},
		richness: {
			name: "ความหนาแน่นทางการค้า",
			doc: "ร้านค้าภายในรัศมี ÷ พื้นที่วงกลมเป็น km² จัดระดับตามเกณฑ์ของกฎ",
		},
		competitionIndex: {
			name: "ดัชนีการแข่งขัน",
			doc: "ร้านในอุตสาหกรรมที่เลือก ÷ ร้านทั้งหมดภายในรัศมี × 100",
		},
		saturation: {
			name: "ความอิ่มตัวของการแข่งขัน",
			doc: "ร้านที่มีอยู่ ÷ ร้านที่ความต้องการรองรับได้ (บวก 2 ทั้งคู่)",
		},
		transportCoverage: {
			name: "ความครอบคลุมของขนส่ง",
			doc: "สัดส่วนเซลล์ H3 (ความละเอียด 10) ในวงกลมที่จุดศูนย์กลางห่างจากป้ายรถเมล์ สถานีรถไฟ หรือทางออกสถานีไม่เกิน {walk} m",
		},
	},
	inputs: {
		stores: "ร้านค้า",
		brandedStores: "ร้านแบรนด์",
		competitors: "ร้านในอุตสาหกรรม",
		areaKm2: "พื้นที่วงกลม",
		cells: "เซลล์ในวงกลม",
		coveredCells: "เซลล์ใกล้ป้าย",
		stops: "ป้ายและทางออก",
	},
	levels: {
		richness: {
			emerging: "เริ่มก่อตัว",
			developing: "กำลังพัฒนา",
			growing: "กำลังเติบโต",
			vibrant: "คึกคัก",
			prime: "ทำเลทอง (ย่านหลัก)",
		},
		saturation: {
			severelyUndersupplied: "ขาดแคลนอย่างมาก",
			undersupplied: "ขาดแคลน",
			balanced: "สมดุล",
			saturated: "อิ่มตัว",
			highlySaturated: "อิ่มตัวสูง",
		},
		noData: "ไม่มีข้อมูล",
		from: "{label}: ตั้งแต่ {min} {unit}",
		below: "{label}: ต่ำกว่า {max} {unit}",
		storesPerKm2: "ร้าน/km²",
	},
	transport: {
		busStop: "ป้ายรถเมล์",
		railStation: "สถานีรถไฟ",
		railExit: "ทางออกสถานี",
	},
} satisfies NamespaceAreaReportsTranslation

export default th_areaReports

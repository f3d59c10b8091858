import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const th_recommendation = {
	reason: "{factor}: {points} จาก {max} คะแนน {why}",
	method: "เซลล์ผู้สมัคร {cells} เซลล์ ขนาดราว 0.1 ตร.กม. ทั่ว{city} แต่ละเซลล์ให้คะแนนสำหรับ{industry}ด้วยเครื่องมือให้คะแนนทำเลในรัศมี {radius} ม. เซลล์ที่ดีที่สุดของแต่ละย่าน {separation} ม. ถูกปรับละเอียดเป็นเซลล์ย่อยเจ็ดเซลล์ ส่วนแบ่งตลาดมาจากแบบจำลองแรงโน้มถ่วงของฮัฟฟ์เหนือผู้อยู่อาศัย HDB ในรัศมี {radius} ม.",
	share: {
		name: "ส่วนแบ่งตลาดแบบฮัฟฟ์",
		doc: "ผู้อยู่อาศัยในแต่ละอาคาร HDB เลือกทำเลนี้หรือร้านเดิมในธุรกิจเดียวกันด้วยความน่าจะเป็นตามสัดส่วน ความดึงดูด^α ÷ ระยะทาง^β (Huff 1963) ส่วนแบ่งคือค่าเฉลี่ยถ่วงน้ำหนักตามจำนวนผู้อยู่อาศัย ไม่มีแหล่งข้อมูลวัดขนาดร้าน จึงถือว่าทุกร้านดึงดูดเท่ากัน",
		residents: "ผู้อยู่อาศัยในพื้นที่การค้า",
		competitors: "ร้านคู่แข่งในรัศมี {distance} ม.",
		alpha: "เลขชี้กำลังความดึงดูด α",
		beta: "เลขชี้กำลังการลดลงตามระยะทาง β",
		noResidents: "ไม่มีผู้อยู่อาศัย HDB ในพื้นที่การค้า",
	},
	noCityData: "ยังไม่มีข้อมูลทั้งเมืองของ{city}: การแนะนำต้องใช้เขตผังเมือง ร้านค้า และผู้อยู่อาศัยของเมือง",
	unnamed: "ร้านไม่มีชื่อ",
	relay: {
		reading: "กำลังอ่าน{city} {country}: ข้อมูลเมืองที่นำเข้า",
		assessing: "การประเมิน: {assessment}สำหรับ{industry}",
		assessingBrand: "การประเมิน: {assessment}สำหรับ{brand} ({industry})",
		recommendation: "การแนะนำทำเล",
		analysis: "การวิเคราะห์ AI ของจุด",
		planCells: "กำลังวางแผนการค้นหา: เซลล์ผู้สมัคร {cells} เซลล์ทั่วเขตผังเมือง ให้คะแนนในรัศมี {radius} ม.",
		planPoint: "กำลังวางแผนการวิเคราะห์ที่ {lat}, {lon} ในรัศมี {radius} ม.",
		scoring: "กำลังให้คะแนนทุกเซลล์ด้วยร้านค้า ป้ายรถเมล์ สถานี ปริมาณผู้โดยสาร และผู้อยู่อาศัย HDB รอบ ๆ",
		modelling: "กำลังจำลองส่วนแบ่งตลาดของทำเลที่ดีที่สุดเทียบกับร้านเดิม (ฮัฟฟ์)",
		gathering: "กำลังอ่านร้านค้า การเดินทาง ผู้อยู่อาศัย HDB และปริมาณผู้โดยสารรอบจุด",
		unlocking: "กำลังเขียนการวิเคราะห์: คะแนน พื้นที่การค้า การแข่งขัน และลูกค้า",
		ready: "รายงานพร้อมแล้ว",
	},
} satisfies NamespaceRecommendationTranslation

export default th_recommendation

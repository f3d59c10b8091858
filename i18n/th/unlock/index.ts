import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "ปลดล็อกข้อมูล",
	lead: "ปลดล็อกรายงานนี้เพื่อดูทุกส่วน จ่ายครั้งเดียว: เปิดอีกครั้งจะไม่ถูกหักเครดิตอีก",
	cost: "ค่าใช้จ่าย",
	costValue: "{count} เครดิต",
	opens: "การปลดล็อกจะเปิดตัวเลขที่มีข้อมูล {count} รายการ ส่วนที่ไม่มีข้อมูลเปิดให้ดูฟรีอยู่แล้ว",
	available: "เครดิตที่ใช้ได้",
	checking: "กำลังตรวจสอบเครดิตของคุณ…",
	balanceFailed: "โหลดเครดิตของคุณไม่ได้",
	retry: "ลองอีกครั้ง",
	tooFew: "เครดิตของคุณไม่พอสำหรับรายงานนี้",
	analyze: "วิเคราะห์",
	unlocking: "กำลังปลดล็อก…",
	getCredits: "รับเครดิต",
	insufficient: "เครดิตไม่พอ: ยอดคงเหลือของคุณเปลี่ยนไประหว่างนี้",
	failed: "ปลดล็อกไม่สำเร็จ กรุณาลองอีกครั้ง",
	locked: "ส่วนนี้ถูกล็อกอยู่",
	prompt: "ปลดล็อกข้อมูล",
} satisfies NamespaceUnlockTranslation

export default unlock

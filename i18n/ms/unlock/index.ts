import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Buka kunci data",
	lead: "Buka kunci laporan ini untuk melihat semua bahagian. Anda bayar sekali sahaja: membukanya semula tidak dicaj lagi.",
	cost: "Kos",
	costValue: "{count} kredit",
	opens: "Membuka kunci membuka {count} angka yang ada data. Blok tanpa data sudah terbuka dan percuma.",
	available: "Kredit tersedia",
	checking: "Menyemak kredit anda…",
	balanceFailed: "Kredit anda tidak dapat dimuatkan.",
	retry: "Cuba lagi",
	tooFew: "Kredit anda tidak mencukupi untuk laporan ini.",
	analyze: "Analisis",
	unlocking: "Membuka kunci…",
	getCredits: "Dapatkan kredit",
	insufficient: "Kredit tidak mencukupi: baki anda telah berubah.",
	failed: "Gagal membuka kunci, sila cuba lagi.",
	locked: "Bahagian ini dikunci.",
	prompt: "Buka kunci data",
} satisfies NamespaceUnlockTranslation

export default unlock

import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Buka data",
	lead: "Buka laporan ini untuk melihat semua bagian. Anda membayar sekali: membukanya lagi tidak dikenai biaya lagi.",
	cost: "Biaya",
	costValue: "{count} kredit",
	opens: "Membuka kunci membuka {count} angka yang memiliki data. Blok tanpa data sudah terbuka dan gratis.",
	available: "Kredit tersedia",
	checking: "Memeriksa kredit Anda…",
	balanceFailed: "Kredit Anda tidak dapat dimuat.",
	retry: "Coba lagi",
	tooFew: "Kredit Anda tidak cukup untuk laporan ini.",
	analyze: "Analisis",
	unlocking: "Membuka…",
	getCredits: "Dapatkan kredit",
	insufficient: "Kredit tidak cukup: saldo Anda berubah sementara itu.",
	failed: "Gagal membuka, silakan coba lagi.",
	locked: "Bagian ini terkunci.",
	prompt: "Buka data",
} satisfies NamespaceUnlockTranslation

export default unlock

import type { Locales } from '../../../i18n/i18n-types.js';
import { strayNumbers } from './narrative.js';

/**
 * Optional rephrasing of the template narrative by an OpenAI-compatible chat endpoint. Off unless an
 * operator sets its URL and model; a hard rule holds whatever the model writes: a rephrasing with any number that is not
 * one of the facts is thrown away for the template text, as is any failure or a slow answer. Nothing breaks without it.
 */
export interface RephraseConfig {
  /** Base URL of the endpoint, e.g. https://llm.example/v1 (its /chat/completions is called); null = off. */
  url: string | null;
  model: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

export interface Narrative {
  paragraphs: string[];
  source: 'template' | 'rephrased';
}

/** The language the model writes in, named for it; every locale has its entry, so a new language must say its own. */
const LANGUAGE_NAMES: Record<Locales, string> = {
  zh: 'Simplified Chinese', en: 'English', de: 'German', fr: 'French', ko: 'Korean', ms: 'Malay', pt: 'Portuguese',
  ja: 'Japanese', th: 'Thai', es: 'Spanish', id: 'Indonesian', vi: 'Vietnamese',
};

export const rephraseEnabled = (config: RephraseConfig): boolean => !!config.url && !!config.model;

export async function rephrase(template: readonly string[], allowed: ReadonlySet<string>, locale: string, config: RephraseConfig): Promise<Narrative> {
  const fallback: Narrative = { paragraphs: [...template], source: 'template' };
  if (!rephraseEnabled(config)) return fallback;
  try {
    const response = await fetch(`${config.url!.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      signal: AbortSignal.timeout(config.timeoutMs),
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content: `You rewrite a site analysis for a shop owner in ${LANGUAGE_NAMES[locale as Locales] ?? 'English'}, as fluent prose, one paragraph per input paragraph, separated by blank lines. ` +
              'Keep every fact. Do not add, round, convert or compute any number: write each number exactly as given, and no other number.',
          },
          { role: 'user', content: template.join('\n\n') },
        ],
      }),
    });
    if (!response.ok) return fallback;
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return fallback;
    const paragraphs = content.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    if (paragraphs.length === 0 || strayNumbers(paragraphs, allowed).length > 0) return fallback;
    return { paragraphs, source: 'rephrased' };
  } catch {
    return fallback;
  }
}

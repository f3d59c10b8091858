import { Link } from '../../platform/routing/router.js';
import { LL } from '../../platform/i18n/index.js';
import { PRODUCT } from '../../platform/routing/route-def.js';
import { LanguageSelect } from '../../ui/LanguageSelect.js';
import './intro.css';

const DESTINATIONS = {
  cityReport: '/report/city-list',
  brandReport: '/report/brand-select',
  dataQuery: '/report/data-query',
  aiAnalysis: '/report/ai-analysis-select',
  recommendation: '/report/location-recommendation',
  relay: '/report/report-relay',
  counter: `/${PRODUCT}/capacity-counter/home`,
  membership: `/${PRODUCT}/member/home`,
} as const;

function Entry({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <li>
      <Link class="card intro-card" to={to}>
        <h3>{title}</h3>
        <p class="muted">{text}</p>
      </Link>
    </li>
  );
}

/** The home (introduction): what Lokasi does, and the way to reports, the counter and membership. */
export default function IntroScreen() {
  const t = LL.value;
  const i = t.intro;
  return (
    <main class="page intro">
      <div class="intro-top">
        <span class="intro-brand">
          <svg viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
            <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          </svg>
          {t.product()}
        </span>
        <LanguageSelect />
      </div>
      <section class="intro-hero">
        <h1>{i.headline()}</h1>
        <p>{i.lead()}</p>
        <p class="muted">{i.trust()}</p>
      </section>
      <section aria-labelledby="intro-reports">
        <h2 id="intro-reports">{i.reports()}</h2>
        <ul class="list">
          <Entry to={DESTINATIONS.cityReport} title={i.cityReport()} text={i.cityReportText()} />
          <Entry to={DESTINATIONS.brandReport} title={i.brandReport()} text={i.brandReportText()} />
          <Entry to={DESTINATIONS.dataQuery} title={i.dataQuery()} text={i.dataQueryText()} />
          <Entry to={DESTINATIONS.aiAnalysis} title={i.aiAnalysis()} text={i.aiAnalysisText()} />
          <Entry to={DESTINATIONS.recommendation} title={i.recommendation()} text={i.recommendationText()} />
          <Entry to={DESTINATIONS.relay} title={i.relay()} text={i.relayText()} />
        </ul>
      </section>
      <section aria-labelledby="intro-tools">
        <h2 id="intro-tools">{i.tools()}</h2>
        <ul class="list">
          <Entry to={DESTINATIONS.counter} title={i.counter()} text={i.counterText()} />
          <Entry to={DESTINATIONS.membership} title={i.membership()} text={i.membershipText()} />
        </ul>
      </section>
      <nav class="intro-links">
        <Link to="/contact-us">{i.contactUs()}</Link>
        <Link to={`/${PRODUCT}/about-us`}>{i.aboutUs()}</Link>
        <Link to="/iframe/agreement">{t.titles.agreement()}</Link>
      </nav>
    </main>
  );
}

import type { PassengerFlowReport } from '../../../../contracts/area-people.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { numberFormat } from '../../../platform/i18n/intl.js';
import { Figure } from '../../../ui/Figure.js';
import { AreaReportScreen } from '../views/AreaReportScreen.js';
import { Block } from '../views/Block.js';
import { dateText } from '../views/format.js';
import { HourlyChart } from '../views/HourlyChart.js';
import { Places } from '../views/Places.js';

const outOfTen = (value: number) => `${numberFormat(language.value, { maximumFractionDigits: 1 }).format(value)}/10`;

/** Passenger flow: visitors, peak, heat index, the hourly profile and the user's own counts beside the estimate. */
export default function PassengerFlowScreen() {
  return (
    <AreaReportScreen<PassengerFlowReport> kind="passenger-flow" title={() => LL.value.titles.passengerFlow()}>
      {({ blocks }, unlock) => {
        const t = LL.value;
        const f = t.area.flow;
        const locale = language.value;
        return (
          <>
            <Block title={f.summary()} block={blocks.summary} onUnlock={unlock}>
              {(d) => (
                <>
                  <p class="report-notice" data-kind={d.source === 'none' ? undefined : 'place'}>
                    {f.source[d.source]()}
                  </p>
                  <Figure label={f.totalVisitors()} figure={d.totalVisitors} />
                  <Figure label={f.totalVisitorsWeekend()} figure={d.totalVisitorsWeekend} />
                  <Figure label={f.peakVisitors()} figure={d.peakVisitors} />
                  {/* The peak time is the hour of the peak visitors: it carries their sources. */}
                  <Figure
                    label={f.peakTime()}
                    figure={{ ...d.peakVisitors, value: d.peakTime === null ? null : Number.parseInt(d.peakTime, 10), unit: 'hour' }}
                    format={() => d.peakTime ?? ''}
                  />
                  <Figure label={f.heatIndex()} figure={d.heatIndex.figure} format={outOfTen} />
                  <p class="muted">{t.area.report.rule({ rule: d.heatIndex.rule })}</p>
                  <Figure label={f.visitorGrowth()} figure={d.visitorGrowth} />
                  <Figure label={f.newVisitorRatio()} figure={d.newVisitorRatio} />
                  <Places title={f.stations()} places={d.stations} />
                </>
              )}
            </Block>
            <Block title={f.hourly()} block={blocks.hourly} onUnlock={unlock}>
              {(d) => <HourlyChart weekday={d.weekday} weekend={d.weekend} />}
            </Block>
            <Block title={f.counts()} block={blocks.counts} onUnlock={unlock}>
              {(d) => (
                <>
                  {d.note && <p class="muted">{d.note}</p>}
                  <Figure label={f.countsPerHour()} figure={d.perHour} />
                  <Figure label={f.stationsPerHour()} figure={d.stationsPerHour} />
                  <Figure label={f.ratio()} figure={d.ratio} />
                  <Figure label={f.calibratedDaily()} figure={d.calibratedDaily} />
                  {d.sessions.map((s) => (
                    <div class="area-subsection" key={s.startedAt}>
                      <h4>{f.session({ name: s.name, date: dateText(s.startedAt, locale) })}</h4>
                      <Figure label={f.counted()} figure={s.counted} />
                      <Figure label={f.perHour()} figure={s.perHour} />
                    </div>
                  ))}
                </>
              )}
            </Block>
          </>
        );
      }}
    </AreaReportScreen>
  );
}

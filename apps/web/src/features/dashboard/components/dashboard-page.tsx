import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, type BarChartSeries } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SYMPOSIA, type Stats, type StatsEvent, type SymposiumName } from '@app/shared';
import { useState } from 'react';
import type { YAxisTickContentProps } from 'recharts';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { useStats } from '../api/get-stats';
import { fillRate } from '../lib/csv';
import { wrapName } from '../lib/wrap-name';
import { ChartSection } from './chart-section';

// The dashboard (SPEC-2 §H). Charts come from @mantine/charts; this module is only reached through
// the staff routes' lazy chunks, so the visitor's bundle never carries recharts.

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

// Names on the side of a chart: up to NAME_LINES lines of NAME_LINE_CHARS characters, in an axis
// NAME_AXIS_WIDTH pixels wide (12 px text), so two events that begin alike still read apart.
const NAME_AXIS_WIDTH = 150;
const NAME_LINE_CHARS = 20;
const NAME_LINES = 4;
const NAME_LINE_HEIGHT = 15;

/** One name on the axis, wrapped over lines; hovering it shows the whole name. */
function NameTick({ x, y, payload }: YAxisTickContentProps) {
  const name = String(payload.value);
  const lines = wrapName(name, NAME_LINE_CHARS, NAME_LINES);
  // Centred on the bar: the first line starts half the block above it.
  const firstDy = 4 - ((lines.length - 1) * NAME_LINE_HEIGHT) / 2;
  return (
    <text x={Number(x) - 6} y={y} textAnchor="end" fontSize={12} fill="currentColor">
      <title>{name}</title>
      {lines.map((line, i) => (
        <tspan key={i} x={Number(x) - 6} dy={i === 0 ? firstDy : NAME_LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * A bar chart with event or college names on the side: long names wrap, so they stay readable on a
 * phone; the tooltip of a bar names it in full. Several series stand stacked in one bar, with a legend.
 */
function SidewaysBars({
  data,
  dataKey,
  series,
}: {
  data: Record<string, unknown>[];
  dataKey: string;
  series: BarChartSeries[];
}) {
  const stacked = series.length > 1;
  // On a phone the bars are narrower than the tooltip: it opens at the chart's left edge, over the
  // names, where it has the chart's whole width; beside the pointer it would be cut off.
  const phone = useMediaQuery('(max-width: 36em)');
  // Every bar gets the room of the most lines any name takes.
  const lines = Math.max(1, ...data.map((d) => wrapName(String(d[dataKey]), NAME_LINE_CHARS, NAME_LINES).length));
  const rowHeight = Math.max(36, lines * NAME_LINE_HEIGHT + 12);
  return (
    <BarChart
      h={Math.max(140, data.length * rowHeight + 60)}
      orientation="vertical"
      maxBarWidth={24}
      // Counts: no 0.75 of a student on the axis.
      xAxisProps={{ allowDecimals: false }}
      data={data}
      dataKey={dataKey}
      type={stacked ? 'stacked' : 'default'}
      withLegend={stacked}
      yAxisProps={{ width: NAME_AXIS_WIDTH, tick: NameTick, interval: 0 }}
      tooltipProps={phone ? { position: { x: 0 } } : undefined}
      series={series}
    />
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Card>
  );
}

function Totals({ stats }: { stats: Stats }) {
  const t = stats.totals;
  const v = stats.verification;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      <Figure label="Students" value={t.students} />
      <Figure label="Registrations" value={t.registrations} />
      <Figure label="Verified" value={t.verified} />
      <Figure label="Pending" value={t.pending} />
      <Figure label="Rejected" value={t.rejected} />
      <Figure label="Checked in" value={t.checkedIn} />
      {t.revenueVerified !== undefined && (
        <Figure label="Revenue verified" value={rupees.format(t.revenueVerified)} />
      )}
      {t.revenuePending !== undefined && (
        <Figure label="Revenue pending" value={rupees.format(t.revenuePending)} />
      )}
      <Figure label="Payments to verify" value={v.backlog} />
      <Figure
        label="Median time to verify"
        value={v.medianHours == null ? '—' : `${v.medianHours} h`}
      />
    </SimpleGrid>
  );
}

function Charts({ stats }: { stats: Stats }) {
  const file = (what: string) => `${stats.symposium.toLowerCase()}-${what}.csv`;
  const events = stats.perEvent;
  const eventKey = (e: StatsEvent) => e.eventId;
  return (
    <Stack gap="lg">
      <ChartSection
        title="Registrations per day"
        fileName={file('registrations-per-day')}
        rows={stats.perDay}
        rowKey={(d) => d.date}
        columns={[
          { header: 'Date (UTC)', value: (d) => d.date },
          { header: 'Registrations', value: (d) => d.registrations },
        ]}
        chart={
          <AreaChart
            h={260}
            data={stats.perDay}
            dataKey="date"
            series={[{ name: 'registrations', label: 'Registrations', color: 'indigo.6' }]}
            curveType="monotone"
            tickLine="y"
            withDots
            yAxisProps={{ allowDecimals: false }}
          />
        }
      />
      <ChartSection
        title="Registrations and fill rate per event"
        fileName={file('per-event')}
        rows={events}
        rowKey={eventKey}
        columns={[
          { header: 'Event', value: (e) => e.eventName },
          { header: 'Verified', value: (e) => e.verified },
          { header: 'Pending', value: (e) => e.pending },
          { header: 'Capacity', value: (e) => e.capacity ?? 'Unlimited' },
          { header: 'Seats left', value: (e) => e.seatsLeft },
          { header: 'Fill rate %', value: (e) => fillRate(e) },
          { header: 'Seats held by pending payments', value: (e) => e.pendingSeats },
          { header: 'Waitlist', value: (e) => e.waitlist },
        ]}
        chart={
          <SidewaysBars
            data={events}
            dataKey="eventName"
            series={[
              { name: 'verified', label: 'Verified', color: 'teal.6' },
              { name: 'pending', label: 'Pending', color: 'yellow.6' },
              { name: 'waitlist', label: 'Waitlist', color: 'gray.5' },
            ]}
          />
        }
      />
      <ChartSection
        title="Check-in per event"
        fileName={file('check-in')}
        rows={events}
        rowKey={eventKey}
        columns={[
          { header: 'Event', value: (e) => e.eventName },
          { header: 'Checked in', value: (e) => e.checkedIn },
          { header: 'No-shows', value: (e) => e.noShows },
        ]}
        chart={
          <SidewaysBars
            data={events}
            dataKey="eventName"
            series={[
              { name: 'checkedIn', label: 'Checked in', color: 'green.6' },
              { name: 'noShows', label: 'No-shows', color: 'red.5' },
            ]}
          />
        }
      />
      <ChartSection
        title="Top colleges"
        fileName={file('top-colleges')}
        rows={stats.topColleges}
        rowKey={(c) => c.college}
        columns={[
          { header: 'College', value: (c) => c.college || 'Not given' },
          { header: 'Students', value: (c) => c.students },
        ]}
        chart={
          <SidewaysBars
            data={stats.topColleges.map((c) => ({ ...c, college: c.college || 'Not given' }))}
            dataKey="college"
            series={[{ name: 'students', label: 'Students', color: 'blue.6' }]}
          />
        }
      />
    </Stack>
  );
}

/** `preferred`: the symposium to open on until one is chosen (a coordinator's, when all their events are in it). */
export function DashboardPage({ preferred }: { preferred?: SymposiumName }) {
  const [chosen, setChosen] = useState<SymposiumName | null>(null);
  const symposium = chosen ?? preferred ?? SYMPOSIA[0];
  const stats = useStats(symposium);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <SegmentedControl
          aria-label="Symposium"
          value={symposium}
          onChange={(v) => setChosen(v as SymposiumName)}
          data={[...SYMPOSIA]}
        />
      </Group>
      {stats.isPending ? (
        <PageLoader label="Loading figures..." />
      ) : stats.isLoadingError ? (
        <ErrorState message={errorMessage(stats.error, 'The figures could not be loaded.')} read={stats} />
      ) : (
        <>
          <Totals stats={stats.data} />
          <Charts stats={stats.data} />
        </>
      )}
    </Stack>
  );
}

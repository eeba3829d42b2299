import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useTextDirection } from '~/i18n/locale';
import * as styles from './BarChart.css';

export interface Bar {
  label: string;
  /** The words under the bar, when they are not the label itself (e.g. a status in the page's language). */
  tickLabel?: string;
  value: number;
  /** What a person hears or sees for this bar (tooltip and accessible name). */
  description: string;
}

interface BarChartProps {
  title: string;
  data: Bar[];
  xLabel: string;
  yLabel: string;
  formatTick?: (value: number) => string;
  width?: number;
  height?: number;
}

/** `start` is the side of the value axis: the left in English, the right in Arabic. */
const margin = { top: 16, start: 72, end: 16, bottom: 56 };
const label = (bar: Bar) => bar.label;
const value = (bar: Bar) => bar.value;

/**
 * A bar chart as plain SVG: rendered on the server, so it shows without JavaScript. Each bar is
 * focusable with a description (its tooltip on hover, its name for screen readers); the pages also
 * give the same numbers as a table.
 *
 * SVG has no logical properties, so the chart mirrors itself on right-to-left pages: the value axis
 * on the right, the bars running from right to left in the data's order (time runs leftwards, as an
 * Arabic reader reads), and the margins swapped.
 */
export function BarChart({ title, data, xLabel, yLabel, formatTick = String, width = 640, height = 300 }: BarChartProps) {
  const titleId = useId();
  const direction = useTextDirection();
  const rtl = direction === 'rtl';
  const left = rtl ? margin.end : margin.start;
  const innerWidth = width - margin.start - margin.end;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: data.map(label), range: rtl ? [innerWidth, 0] : [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map(value))], range: [innerHeight, 0], nice: true });
  const tickWords = new Map(data.map((bar) => [bar.label, bar.tickLabel ?? bar.label]));
  // The numbers keep the SVG's left-to-right anchors (styles.svg); words take the page's direction
  // and are centred, so they read correctly without moving.
  const words = { direction };
  const valueAxis = {
    scale: y,
    numTicks: 5,
    tickFormat: (tick: unknown) => formatTick(Number(tick)),
    label: yLabel,
    labelOffset: 52,
    tickLabelProps: { className: styles.tick },
    labelProps: { className: styles.axisLabel, ...words },
  };

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {/* Never drawn narrower than its own width, so its words stay at least 12 px: a phone scrolls it in its box. */}
      <div className={styles.scroller}>
        <svg viewBox={`0 0 ${width} ${height}`} className={styles.svg} style={{ minWidth: width }} role="group" aria-labelledby={titleId}>
          <Group left={left} top={margin.top}>
            {data.map((bar) => {
              const barHeight = innerHeight - (y(value(bar)) ?? 0);
              return (
                <Bar
                  key={bar.label}
                  x={x(label(bar))}
                  y={innerHeight - barHeight}
                  width={x.bandwidth()}
                  height={barHeight}
                  className={styles.bar}
                  tabIndex={0}
                  role="img"
                  aria-label={bar.description}
                >
                  <title>{bar.description}</title>
                </Bar>
              );
            })}
            {rtl ? <AxisRight left={innerWidth} {...valueAxis} /> : <AxisLeft {...valueAxis} />}
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickFormat={(tick) => tickWords.get(tick) ?? tick}
              label={xLabel}
              labelOffset={24}
              tickLabelProps={{ className: styles.tick, ...words }}
              labelProps={{ className: styles.axisLabel, ...words }}
            />
          </Group>
        </svg>
      </div>
    </figure>
  );
}

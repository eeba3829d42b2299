import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import * as styles from './BarChart.css';

export interface Bar {
  label: string;
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

const margin = { top: 16, right: 16, bottom: 56, left: 72 };
const label = (bar: Bar) => bar.label;
const value = (bar: Bar) => bar.value;

/**
 * A bar chart as plain SVG: rendered on the server, so it shows without JavaScript. Each bar is
 * focusable with a description (its tooltip on hover, its name for screen readers); the pages also
 * give the same numbers as a table.
 */
export function BarChart({ title, data, xLabel, yLabel, formatTick = String, width = 640, height = 300 }: BarChartProps) {
  const titleId = useId();
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: data.map(label), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map(value))], range: [innerHeight, 0], nice: true });

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className={styles.svg} role="group" aria-labelledby={titleId}>
        <Group left={margin.left} top={margin.top}>
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
          <AxisLeft scale={y} numTicks={5} tickFormat={(tick) => formatTick(Number(tick))} label={yLabel} labelOffset={52} tickLabelProps={{ className: styles.tick }} labelProps={{ className: styles.axisLabel }} />
          <AxisBottom top={innerHeight} scale={x} label={xLabel} labelOffset={24} tickLabelProps={{ className: styles.tick }} labelProps={{ className: styles.axisLabel }} />
        </Group>
      </svg>
    </figure>
  );
}

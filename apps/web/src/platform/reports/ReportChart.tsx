import type { ReportDef } from '@kibo/contracts/resources';
import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCell } from './table.tsx';

const BAR = 14;
const GAP = 4;
const LABEL = 150;
const WIDTH = 520;

/**
 * A report's chart, drawn as plain SVG (no chart library in the bundle): per value of `by` (a period),
 * one group of horizontal bars per row label, a bar per charted column (this period and the one
 * before), scaled to the largest figure on the page. Negative figures (more returned than sold) draw
 * from the same origin, in the error colour.
 */
export function ReportChart({ def, rows }: { def: ReportDef; rows: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const chart = def.chart;
  if (!chart || rows.length === 0) return null;
  const colours = [token.colorPrimary, token.colorTextQuaternary];
  const sections = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = chart.by ? String(row[chart.by] ?? '') : '';
    sections.set(key, [...(sections.get(key) ?? []), row]);
  }
  const largest = Math.max(
    1,
    ...rows.flatMap((row) => chart.values.map((value) => Math.abs(Number(row[value] ?? 0)))),
  );
  const rowHeight = chart.values.length * (BAR + GAP) + 8;
  return (
    <div
      className="kibo-report-chart"
      data-testid="report-chart"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}
    >
      {[...sections.entries()].map(([section, members]) => (
        <figure key={section} style={{ margin: 0 }}>
          {section && <Typography.Text strong>{section}</Typography.Text>}
          <svg
            width={WIDTH}
            height={members.length * rowHeight}
            role="img"
            aria-label={`${t(`reports.${def.name}.title`)} ${section}`}
          >
            {members.map((row, index) => {
              const top = index * rowHeight;
              return (
                <g key={String(row[chart.label])} transform={`translate(0, ${top})`}>
                  <text x={0} y={BAR} fontSize={12} fill={token.colorText}>
                    {String(row[chart.label] ?? '')}
                  </text>
                  {chart.values.map((value, at) => {
                    const figure = Number(row[value] ?? 0);
                    const length = (Math.abs(figure) / largest) * (WIDTH - LABEL - 90);
                    return (
                      <g key={value} transform={`translate(${LABEL}, ${at * (BAR + GAP)})`}>
                        <rect
                          width={Math.max(1, length)}
                          height={BAR}
                          fill={figure < 0 ? token.colorError : colours[at % colours.length]}
                        >
                          <title>{t(`reports.${def.name}.columns.${value}`)}</title>
                        </rect>
                        <text x={length + 4} y={BAR - 3} fontSize={11} fill={token.colorTextSecondary}>
                          {formatCell('money', row[value])}
                        </text>
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </svg>
        </figure>
      ))}
      <Typography.Text type="secondary" style={{ alignSelf: 'flex-end' }}>
        {chart.values.map((value, at) => (
          <span key={value} style={{ marginRight: 12 }}>
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                background: colours[at % colours.length],
              }}
            />{' '}
            {t(`reports.${def.name}.columns.${value}`)}
          </span>
        ))}
      </Typography.Text>
    </div>
  );
}

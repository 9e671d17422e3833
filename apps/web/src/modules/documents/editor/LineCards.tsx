import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Cell, type CellKey, OPTIONAL_COLUMNS, usesColumn } from './lineCells.tsx';
import type { EditorLine } from './lines.ts';

/** What a phone shows of a line under its name: what is counted, priced and charged, then the rest. */
const FIELDS: CellKey[] = ['quantity', 'unit', 'unitPrice', 'total', 'discount1', 'vat'];
/** Beside them, what else the line holds (a second discount, a GİB code, a special base, a note). */
const fieldsOf = (line: EditorLine): CellKey[] => [
  ...FIELDS,
  ...OPTIONAL_COLUMNS.filter((column) => !FIELDS.includes(column) && usesColumn(line, column)),
];

/**
 * A document's lines on a phone: one card a line, its name on top, the boxes to change how many
 * and at what price, and the line's amount, without scrolling sideways.
 */
export function LineCards({ lines, cells }: { lines: EditorLine[]; cells: Record<CellKey, Cell> }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Empty description={t('documents.noLines')} />;
  return (
    <div data-testid="document-lines">
      {lines.map((line, index) => (
        <Card
          key={line.key}
          size="small"
          data-testid="line-card"
          style={{ marginBottom: 8 }}
          title={
            <Typography.Text ellipsis>
              {index + 1}. {line.itemName}
            </Typography.Text>
          }
          extra={cells.remove.render(line, index)}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.itemCode}
          </Typography.Text>
          <Row gutter={[8, 8]} style={{ marginTop: 4 }}>
            {fieldsOf(line).map((key) => (
              <Col span={12} key={key}>
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                  {cells[key].title}
                </Typography.Text>
                <div style={key === 'total' ? { textAlign: 'right', fontWeight: 600 } : undefined}>
                  {cells[key].render(line, index)}
                </div>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Row, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { FilterField } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDate, formatQuantity } from '../../platform/ledger/format.ts';
import { useUrlQueryState } from '../../platform/list-state.ts';

interface Report {
  item: { id: number; code: string; name: string };
  units: { unitId: number; name: string; factor: string; onHand: string }[];
  onHand: string;
  stock: { warehouseId: number; warehouse: string; quantity: string }[];
  lines: {
    documentId: number;
    docType: string;
    number: string;
    date: string;
    accountTitle: string;
    quantity: string;
    unitId: number;
    factor: string;
    mainQuantity: string;
    effect: 'in' | 'out' | 'none';
  }[];
  totals: { unitId: number; effect: 'in' | 'out' | 'none'; lines: number; quantity: string; main: string }[];
}

const QUERY = { dateFrom: '', dateTo: '' };
const EFFECTS = ['in', 'out', 'none'] as const;
const EFFECT_COLOURS = { in: 'green', out: 'red', none: undefined };

/**
 * `/fis/birimtakip/:id?`: an item's quantities per unit — on hand counted in each of its units, and
 * its document lines in the unit they were entered in and in the main unit, with totals per unit.
 */
export function UnitTrackingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = Number(useParams().id) || undefined;
  const [query, setQuery] = useUrlQueryState(QUERY);
  const { data, isFetching } = useQuery({
    queryKey: ['ledgers', 'units', id, query],
    queryFn: () =>
      apiGet<Report>(`/items/${id}/units`, {
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
        pageSize: 500,
      }),
    enabled: id !== undefined,
  });
  const unitName = (unitId: number) => data?.units.find((unit) => unit.unitId === unitId)?.name ?? '';
  const mainUnit = data?.units[0]?.name ?? '';
  const totalOf = (unitId: number, effect: string) =>
    data?.totals.find((row) => row.unitId === unitId && row.effect === effect);
  return (
    <Card title={t('routes.documents.unitTracking')} data-testid="unit-tracking">
      <Space wrap style={{ marginBottom: 12 }}>
        <FilterField
          label={t('ledger.item')}
          kind="reference"
          resource="items"
          width={320}
          value={id ? String(id) : ''}
          // The chosen item takes this tab's place rather than opening another one.
          onChange={(value) =>
            navigate(value ? `/fis/birimtakip/${value}` : '/fis/birimtakip', {
              replace: true,
              state: { replacesView: pathname },
            })
          }
        />
        {(['dateFrom', 'dateTo'] as const).map((key) => (
          <FilterField
            key={key}
            label={t(`ledger.${key}`)}
            kind="date"
            width={150}
            value={query[key]}
            onChange={(value) => setQuery({ [key]: value })}
          />
        ))}
      </Space>
      {data && (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col xs={24} md={10}>
              <Descriptions size="small" bordered column={1} title={`${data.item.code} ${data.item.name}`}>
                {data.units.map((unit) => (
                  <Descriptions.Item key={unit.unitId} label={`${t('unitTracking.onHandIn')} ${unit.name}`}>
                    <span data-testid={`on-hand-${unit.name}`}>{formatQuantity(unit.onHand)}</span>
                    {Number(unit.factor) !== 1 &&
                      ` (1 ${unit.name} = ${formatQuantity(unit.factor)} ${mainUnit})`}
                  </Descriptions.Item>
                ))}
                {data.stock.map((row) => (
                  <Descriptions.Item key={`w${row.warehouseId}`} label={row.warehouse}>
                    {`${formatQuantity(row.quantity)} ${mainUnit}`}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Col>
            <Col xs={24} md={14}>
              <Table
                size="small"
                rowKey="unitId"
                pagination={false}
                title={() => t('unitTracking.totals')}
                dataSource={data.units}
                columns={[
                  { key: 'unit', title: t('unitTracking.unit'), dataIndex: 'name' },
                  ...EFFECTS.map((effect) => ({
                    key: effect,
                    title: t(`unitTracking.effects.${effect}`),
                    align: 'right' as const,
                    render: (_: unknown, unit: Report['units'][number]) => {
                      const total = totalOf(unit.unitId, effect);
                      return total
                        ? `${formatQuantity(total.quantity)} ${unit.name} = ${formatQuantity(total.main)} ${mainUnit}`
                        : '—';
                    },
                  })),
                ]}
              />
            </Col>
          </Row>
          <Table<Report['lines'][number]>
            size="small"
            rowKey={(_, index) => String(index)}
            loading={isFetching}
            dataSource={data.lines}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            columns={[
              { key: 'date', title: t('ledger.date'), width: 110, render: (_, row) => formatDate(row.date) },
              {
                key: 'document',
                title: t('ledger.document'),
                render: (_, row) => (
                  <Link to={documentPath(row.docType, row.documentId)}>
                    {row.number} · {t(`documents.kinds.${row.docType}`)}
                  </Link>
                ),
              },
              { key: 'account', title: t('ledger.account'), dataIndex: 'accountTitle' },
              {
                key: 'entered',
                title: t('unitTracking.entered'),
                align: 'right',
                render: (_, row) => `${formatQuantity(row.quantity)} ${unitName(row.unitId)}`,
              },
              {
                key: 'main',
                title: t('unitTracking.inMainUnit'),
                align: 'right',
                render: (_, row) => `${formatQuantity(row.mainQuantity)} ${mainUnit}`,
              },
              {
                key: 'effect',
                title: t('unitTracking.effect'),
                width: 120,
                render: (_, row) => (
                  <Tag color={EFFECT_COLOURS[row.effect]}>{t(`unitTracking.effects.${row.effect}`)}</Tag>
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}

import type { FloorTable } from '@kibo/contracts/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Row, Space, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchFloor, openTable, saveLayout, tableKeys } from './api.ts';
import { FloorPlan } from './FloorPlan.tsx';
import { LayoutPanel } from './LayoutPanel.tsx';

/**
 * `/fis/posmasa/yeni`: the restaurant's floor, one tab per area. A free table opens a new order, an
 * occupied one its order (`/fis/posmasa/duzen/<order id>`). It refreshes itself, so waiters see each
 * other's tables. Administrators and managers shape the floor in its edit mode.
 */
export function FloorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const floor = useQuery({ queryKey: tableKeys.floor, queryFn: fetchFloor, refetchInterval: 15_000 });
  const [chosenArea, setChosenArea] = useState<number>();
  const [editing, setEditing] = useState(false);
  const [selectedId, setSelectedId] = useState<number>();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const open = useMutation({
    mutationFn: async (table: FloorTable) =>
      table.order ? table.order.id : (await openTable(table.id)).data.record.id,
    onSuccess: (orderId) => navigate(`/fis/posmasa/duzen/${orderId}`),
    onError: () => queryClient.invalidateQueries({ queryKey: tableKeys.floor }),
  });
  const place = useMutation({
    mutationFn: ({ table, x, y }: { table: FloorTable; x: number; y: number }) => {
      const { order: _, ...fields } = table;
      return saveLayout('tables', { ...fields, x, y });
    },
    onMutate: ({ table, x, y }) =>
      queryClient.setQueryData(
        tableKeys.floor,
        (current: typeof floor.data) =>
          current && {
            ...current,
            tables: current.tables.map((each) => (each.id === table.id ? { ...each, x, y } : each)),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKeys.floor }),
    onError: () => message.error(t('posTables.placeNotSaved')),
  });

  const data = floor.data;
  const areaId = data?.areas.some((area) => area.id === chosenArea) ? chosenArea : data?.areas[0]?.id;
  const here = data?.tables.filter((table) => table.areaId === areaId) ?? [];
  const selected = here.find((table) => table.id === selectedId);

  if (floor.isLoading) return <Card loading />;
  const plan = areaId ? (
    <FloorPlan
      tables={here}
      now={now}
      editing={editing}
      selectedId={selectedId}
      onOpen={(table) => !open.isPending && open.mutate(table)}
      onSelect={setSelectedId}
      onPlace={(table, x, y) => place.mutate({ table, x, y })}
    />
  ) : (
    <Empty description={t(data?.canEditLayout ? 'posTables.noAreas' : 'posTables.noAreasAsk')} />
  );

  return (
    <Card
      data-testid="floor-page"
      title={t('routes.documents.posTableNew')}
      extra={
        <Space wrap>
          <Tag color="success">{t('posTables.legendFree')}</Tag>
          <Tag color="warning">{t('posTables.legendOpen')}</Tag>
          {data?.canEditLayout && (
            <Button type={editing ? 'primary' : 'default'} onClick={() => setEditing((on) => !on)}>
              {t(editing ? 'posTables.doneEditing' : 'posTables.editLayout')}
            </Button>
          )}
        </Space>
      }
    >
      <Tabs
        activeKey={areaId ? String(areaId) : undefined}
        onChange={(key) => {
          setChosenArea(Number(key));
          setSelectedId(undefined);
        }}
        items={data?.areas.map((area) => {
          const tables = data.tables.filter((table) => table.areaId === area.id);
          const busy = tables.filter((table) => table.order).length;
          return { key: String(area.id), label: `${area.name} (${busy}/${tables.length})` };
        })}
      />
      {editing && data ? (
        <Row gutter={12} wrap={false}>
          <Col flex="auto" style={{ minWidth: 0 }}>
            {plan}
          </Col>
          <Col flex="300px">
            <LayoutPanel
              floor={data}
              areaId={areaId}
              selected={selected}
              onArea={(id) => {
                setChosenArea(id);
                setSelectedId(undefined);
              }}
              onSelect={setSelectedId}
            />
          </Col>
        </Row>
      ) : (
        plan
      )}
    </Card>
  );
}

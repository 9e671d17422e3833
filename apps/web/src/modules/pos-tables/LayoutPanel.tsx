import { FLOOR_PLAN, type Floor, type FloorTable, TABLE_SHAPES } from '@kibo/contracts/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Divider,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../platform/forms.ts';
import { removeLayout, saveLayout, tableKeys } from './api.ts';
import { PrintersDrawer } from './PrintersDrawer.tsx';

// The floor's edit mode, beside the plan: the areas (add, rename, remove an empty one), the tables
// (add one at the first free place, name, seats, shape and size of the chosen one, remove one no
// guest sits at) and the kitchen printer categories.

type TableValues = Pick<FloorTable, 'name' | 'seats' | 'shape' | 'width' | 'height'>;

/** A new table's size in plan units: a tile a finger hits on a 10" tablet, with room for its total. */
const NEW_TABLE = { width: 140, height: 100 };

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The first place on the plan, row by row, where a new table touches none. */
function freePlace(tables: FloorTable[]) {
  for (let y = 20; y + NEW_TABLE.height <= FLOOR_PLAN.height; y += NEW_TABLE.height + 20)
    for (let x = 20; x + NEW_TABLE.width <= FLOOR_PLAN.width; x += NEW_TABLE.width + 20)
      if (!tables.some((table) => overlaps(table, { x, y, ...NEW_TABLE }))) return { x, y };
  return { x: 0, y: 0 };
}

/** "S1", "S2"… after the area's initial, the first number no table of the restaurant has. */
function nextName(area: string, tables: FloorTable[]) {
  const initial = area.trim().charAt(0).toLocaleUpperCase('tr') || 'M';
  const taken = new Set(tables.map((table) => table.name.toLocaleUpperCase('tr')));
  let number = 1;
  while (taken.has(`${initial}${number}`)) number += 1;
  return `${initial}${number}`;
}

export function LayoutPanel({
  floor,
  areaId,
  selected,
  onArea,
  onSelect,
}: {
  floor: Floor;
  areaId?: number;
  selected?: FloorTable;
  onArea(id: number | undefined): void;
  onSelect(id: number | undefined): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [tableForm] = Form.useForm<TableValues>();
  const [newArea, setNewArea] = useState('');
  const [printers, setPrinters] = useState(false);
  const area = floor.areas.find((each) => each.id === areaId);
  const [areaName, setAreaName] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tableKeys.floor });

  const saveArea = useMutation({
    mutationFn: (record: { id?: number; name: string; sort: number }) => saveLayout('areas', record),
    onSuccess: ({ data, message: text }) => {
      message.success(text);
      setNewArea('');
      setAreaName(undefined);
      onArea(data.record.id);
      return refresh();
    },
  });
  const removeArea = useMutation({
    mutationFn: (id: number) => removeLayout('areas', id),
    onSuccess: ({ message: text }) => {
      message.success(text);
      onArea(undefined);
      return refresh();
    },
  });
  const saveTable = useMutation({
    mutationFn: (record: Omit<FloorTable, 'order' | 'id'> & { id?: number }) => saveLayout('tables', record),
    onSuccess: ({ data }) => {
      onSelect(data.record.id);
      return refresh();
    },
    onError: (error) => applyFieldErrors(tableForm, error),
  });
  const removeTable = useMutation({
    mutationFn: (id: number) => removeLayout('tables', id),
    onSuccess: ({ message: text }) => {
      message.success(text);
      onSelect(undefined);
      return refresh();
    },
  });

  const addTable = () => {
    if (!area) return;
    const here = floor.tables.filter((table) => table.areaId === area.id);
    saveTable.mutate({
      areaId: area.id,
      name: nextName(area.name, floor.tables),
      seats: 4,
      shape: 'square',
      ...NEW_TABLE,
      ...freePlace(here),
    });
  };

  return (
    <Card size="small" data-testid="layout-panel">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('posTables.editHint')}</Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={t('posTables.newAreaName')}
            placeholder={t('posTables.newAreaName')}
            value={newArea}
            maxLength={60}
            onChange={(event) => setNewArea(event.target.value)}
          />
          <Button
            disabled={!newArea.trim()}
            loading={saveArea.isPending}
            onClick={() => saveArea.mutate({ name: newArea, sort: floor.areas.length + 1 })}
          >
            {t('posTables.addArea')}
          </Button>
        </Space.Compact>
        {area && (
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('posTables.areaName')}
              value={areaName ?? area.name}
              maxLength={60}
              onChange={(event) => setAreaName(event.target.value)}
            />
            <Button
              disabled={!areaName?.trim() || areaName === area.name}
              onClick={() => saveArea.mutate({ id: area.id, name: areaName!, sort: area.sort })}
            >
              {t('posTables.renameArea')}
            </Button>
            <Popconfirm
              title={t('posTables.removeAreaConfirm', { name: area.name })}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              onConfirm={() => removeArea.mutate(area.id)}
            >
              <Button danger>{t('posTables.removeArea')}</Button>
            </Popconfirm>
          </Space.Compact>
        )}
        <Divider style={{ margin: '4px 0' }} />
        <Button
          type="primary"
          block
          size="large"
          disabled={!area}
          loading={saveTable.isPending}
          onClick={addTable}
        >
          {t('posTables.addTable')}
        </Button>
        {selected ? (
          <Form<TableValues>
            key={selected.id}
            form={tableForm}
            name="pos_table"
            layout="vertical"
            size="small"
            initialValues={selected}
            onFinish={(values) => saveTable.mutate({ ...selected, ...values })}
          >
            <Form.Item
              name="name"
              label={t('posTables.tableName')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Space wrap>
              <Form.Item name="seats" label={t('posTables.seatsLabel')}>
                <InputNumber min={1} max={99} />
              </Form.Item>
              <Form.Item name="shape" label={t('posTables.shape')}>
                <Select
                  style={{ width: 120 }}
                  options={TABLE_SHAPES.map((shape) => ({
                    value: shape,
                    label: t(`posTables.shapes.${shape}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name="width" label={t('posTables.width')}>
                <InputNumber min={40} max={400} step={FLOOR_PLAN.grid} />
              </Form.Item>
              <Form.Item name="height" label={t('posTables.height')}>
                <InputNumber min={40} max={400} step={FLOOR_PLAN.grid} />
              </Form.Item>
            </Space>
            <Space>
              <Button type="primary" htmlType="submit" loading={saveTable.isPending}>
                {t('common.save')}
              </Button>
              <Popconfirm
                title={t('posTables.removeTableConfirm', { name: selected.name })}
                okText={t('common.yes')}
                cancelText={t('common.no')}
                onConfirm={() => removeTable.mutate(selected.id)}
              >
                <Button danger>{t('posTables.removeTable')}</Button>
              </Popconfirm>
            </Space>
          </Form>
        ) : (
          area && <Typography.Text type="secondary">{t('posTables.selectTable')}</Typography.Text>
        )}
        <Divider style={{ margin: '4px 0' }} />
        <Button block onClick={() => setPrinters(true)}>
          {t('posTables.printers')}
        </Button>
      </Space>
      <PrintersDrawer open={printers} onClose={() => setPrinters(false)} />
    </Card>
  );
}

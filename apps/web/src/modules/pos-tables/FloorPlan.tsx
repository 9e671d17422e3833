import { FLOOR_PLAN, type FloorTable } from '@kibo/contracts/resources';
import { formatAmount } from '@kibo/domain';
import { theme } from 'antd';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownNumberLocale } from '../../platform/number/locale.ts';

// An area's plan: each table a tile at its place, scaled to the screen (the plan keeps its 1000 × 600
// proportions and fits the window's height, so a 1366×768 PC and a 10" tablet both see it whole).
// Tiles are buttons: touch, click, or Tab and Enter. In edit mode a tile is dragged, or moved with
// the arrow keys one grid step at a time.

const percent = (value: number, of: number) => `${(value / of) * 100}%`;
const oneLine = {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const snap = (value: number) => Math.round(value / FLOOR_PLAN.grid) * FLOOR_PLAN.grid;
const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** How long a table has been open: "25 dk", "1 sa 05 dk". */
function elapsed(openedAt: string, now: number, t: TFunction): string {
  const minutes = Math.max(0, Math.floor((now - new Date(openedAt).getTime()) / 60_000));
  if (minutes < 60) return t('posTables.minutes', { minutes });
  return t('posTables.hours', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

interface Drag {
  id: number;
  pointerX: number;
  pointerY: number;
  x: number;
  y: number;
  moved: boolean;
}

export function FloorPlan({
  tables,
  now,
  editing,
  selectedId,
  onOpen,
  onSelect,
  onPlace,
}: {
  tables: FloorTable[];
  now: number;
  editing: boolean;
  selectedId?: number;
  onOpen(table: FloorTable): void;
  onSelect(id: number): void;
  /** A table dragged or moved by the keys to a new place (plan units). */
  onPlace(table: FloorTable, x: number, y: number): void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const plan = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const money = (value: string) => formatAmount(value, shownNumberLocale(), 'TRY');

  const placeOf = (table: FloorTable, event: PointerEvent) => {
    const box = plan.current!.getBoundingClientRect();
    const x = drag!.x + ((event.clientX - drag!.pointerX) / box.width) * FLOOR_PLAN.width;
    const y = drag!.y + ((event.clientY - drag!.pointerY) / box.height) * FLOOR_PLAN.height;
    return {
      x: clamp(snap(x), FLOOR_PLAN.width - table.width),
      y: clamp(snap(y), FLOOR_PLAN.height - table.height),
    };
  };

  const onKeyDown = (table: FloorTable, event: KeyboardEvent) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!editing || !step) return;
    event.preventDefault();
    onPlace(
      table,
      clamp(table.x + step[0]! * FLOOR_PLAN.grid, FLOOR_PLAN.width - table.width),
      clamp(table.y + step[1]! * FLOOR_PLAN.grid, FLOOR_PLAN.height - table.height),
    );
  };

  return (
    <div
      ref={plan}
      data-testid="floor-plan"
      style={{
        position: 'relative',
        width: 'min(100%, calc((100vh - 270px) * 5 / 3))',
        minWidth: 320,
        aspectRatio: `${FLOOR_PLAN.width} / ${FLOOR_PLAN.height}`,
        margin: '0 auto',
        background: editing
          ? `repeating-linear-gradient(0deg, ${token.colorFillQuaternary} 0 1px, transparent 1px 2%), ${token.colorBgLayout}`
          : token.colorBgLayout,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        touchAction: editing ? 'none' : 'auto',
      }}
    >
      {tables.map((table) => {
        const dragged = drag?.id === table.id ? drag : null;
        const x = dragged ? dragged.x : table.x;
        const y = dragged ? dragged.y : table.y;
        const occupied = table.order !== null;
        const label = occupied
          ? [
              t('posTables.tableOpen', { name: table.name, total: money(table.order!.total) }),
              table.order!.unsent > 0 ? t('posTables.unsent', { count: table.order!.unsent }) : '',
            ]
              .filter(Boolean)
              .join(', ')
          : t('posTables.tableFree', { name: table.name });
        return (
          <button
            key={table.id}
            type="button"
            data-testid={`table-${table.name}`}
            data-state={occupied ? 'open' : 'free'}
            aria-label={label}
            aria-pressed={editing ? selectedId === table.id : undefined}
            onClick={() => (editing ? onSelect(table.id) : onOpen(table))}
            onKeyDown={(event) => onKeyDown(table, event)}
            onPointerDown={(event) => {
              if (!editing) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              setDrag({ id: table.id, pointerX: event.clientX, pointerY: event.clientY, x, y, moved: false });
            }}
            onPointerMove={(event) => {
              if (!dragged) return;
              const place = placeOf(table, event);
              if (place.x !== dragged.x || place.y !== dragged.y)
                setDrag({
                  ...dragged,
                  ...place,
                  pointerX: event.clientX,
                  pointerY: event.clientY,
                  moved: true,
                });
            }}
            onPointerUp={() => {
              if (!dragged) return;
              setDrag(null);
              if (dragged.moved) onPlace(table, dragged.x, dragged.y);
            }}
            style={{
              position: 'absolute',
              left: percent(x, FLOOR_PLAN.width),
              top: percent(y, FLOOR_PLAN.height),
              width: percent(table.width, FLOOR_PLAN.width),
              height: percent(table.height, FLOOR_PLAN.height),
              minWidth: 56,
              minHeight: 44,
              padding: 4,
              overflow: 'hidden',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              // A tile too small for its lines keeps its name in sight rather than centring it away.
              justifyContent: 'safe center',
              gap: 2,
              cursor: editing ? 'move' : 'pointer',
              borderRadius: table.shape === 'round' ? '50%' : token.borderRadius,
              border: `2px solid ${
                editing && selectedId === table.id
                  ? token.colorPrimary
                  : occupied
                    ? token.colorWarningBorder
                    : token.colorSuccessBorder
              }`,
              background: occupied ? token.colorWarningBg : token.colorSuccessBg,
              color: token.colorText,
              fontSize: 'clamp(11px, 1.1vw, 15px)',
              lineHeight: 1.2,
            }}
          >
            <strong style={{ ...oneLine, fontSize: '1.15em' }}>{table.name}</strong>
            {occupied ? (
              <>
                <span data-testid="table-total" style={oneLine}>
                  {money(table.order!.total)}
                </span>
                <span style={{ ...oneLine, color: token.colorTextSecondary }}>
                  {elapsed(table.order!.openedAt, now, t)} · {table.order!.openedBy}
                </span>
                {table.order!.unsent > 0 && (
                  <span
                    title={t('posTables.unsent', { count: table.order!.unsent })}
                    style={{
                      position: 'absolute',
                      top: 2,
                      right: 2,
                      minWidth: 18,
                      padding: '0 4px',
                      borderRadius: 9,
                      background: token.colorError,
                      color: token.colorWhite,
                      fontSize: 11,
                      lineHeight: '18px',
                    }}
                  >
                    {table.order!.unsent}
                  </span>
                )}
              </>
            ) : (
              <span style={{ ...oneLine, color: token.colorTextSecondary }}>
                {t('posTables.seats', { count: table.seats })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

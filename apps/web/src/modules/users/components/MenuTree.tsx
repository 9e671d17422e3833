import type { GrantableMenu } from '@kibo/contracts';
import { Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupMenus, roleGrants } from '../menuTree.ts';

interface Props {
  /** Undefined while the catalogue loads. */
  menus: readonly GrantableMenu[] | undefined;
  userRole: string | undefined;
  /** The user's own grants (a form field); entries of the role are shown but never stored. */
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * The menus a user may open. Entries the role brings are checked and locked; the others are the
 * user's extra grants. Checking is strict (own state per node) and a group toggles its free entries,
 * so that a locked entry is never changed through its group.
 */
export function MenuTree({ menus, userRole: role, value = [], onChange }: Props) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupMenus(menus ?? []), [menus]);
  const granted = new Set(value);

  const treeData: TreeDataNode[] = [];
  const checked: number[] = [];
  const halfChecked: number[] = [];
  for (const { group, children } of groups) {
    const on = children.filter((menu) => roleGrants(menu, role) || granted.has(menu.id));
    checked.push(...on.map((menu) => menu.id));
    if (on.length === children.length) checked.push(group.id);
    else if (on.length > 0) halfChecked.push(group.id);
    treeData.push({
      key: group.id,
      title: `${group.name} (${on.length}/${children.length})`,
      disableCheckbox: children.every((menu) => roleGrants(menu, role)),
      children: children.map((menu) => {
        const locked = roleGrants(menu, role);
        return {
          key: menu.id,
          disableCheckbox: locked,
          title: locked ? (
            <>
              {menu.name} <Tag>{t('resources.users.hints.comesWithRole')}</Tag>
            </>
          ) : (
            menu.name
          ),
        };
      }),
    });
  }

  const toggle = (id: number, on: boolean) => {
    const group = groups.find((entry) => entry.group.id === id);
    const ids = group
      ? group.children.filter((menu) => !roleGrants(menu, role)).map((menu) => menu.id)
      : [id];
    const next = new Set(value);
    for (const menuId of ids) {
      if (on) next.add(menuId);
      else next.delete(menuId);
    }
    onChange?.([...next]);
  };

  if (!menus) return <Spin />;
  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      treeData={treeData}
      checkedKeys={{ checked, halfChecked }}
      onCheck={(_, info) => toggle(Number(info.node.key), info.checked)}
      data-testid="user-menu-tree"
    />
  );
}

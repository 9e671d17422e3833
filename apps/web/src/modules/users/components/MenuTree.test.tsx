// @vitest-environment happy-dom
import type { GrantableMenu } from '@kibo/contracts';
import { cleanup, fireEvent, render } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MenuTree } from './MenuTree.tsx';

const menus: GrantableMenu[] = [
  { id: 10, name: 'Satış', parent: 0, roles: ['cashier'] },
  { id: 101, name: 'Fatura', parent: 10, roles: ['cashier'] },
  { id: 102, name: 'İade', parent: 10, roles: [] },
  { id: 103, name: 'Teklif', parent: 10, roles: [] },
];

const checkbox = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('.ant-tree-treenode')]
    .find((node) => node.textContent?.startsWith(name))
    ?.querySelector('.ant-tree-checkbox') as HTMLElement;

beforeAll(() => i18n.use(initReactI18next).init({ lng: 'tr', resources: {} }));
afterEach(cleanup);

describe('MenuTree', () => {
  it("locks the role's entries and toggles only the free ones through the group", () => {
    const onChange = vi.fn();
    const { container } = render(
      <MenuTree menus={menus} userRole="cashier" value={[102]} onChange={onChange} />,
    );
    expect(container.textContent).toContain('Satış (2/3)');
    fireEvent.click(checkbox(container, 'Satış'));
    expect(onChange).toHaveBeenLastCalledWith([102, 103]);
  });

  it('clears a full group but keeps what the role brings', () => {
    const onChange = vi.fn();
    const { container } = render(
      <MenuTree menus={menus} userRole="cashier" value={[102, 103]} onChange={onChange} />,
    );
    expect(container.textContent).toContain('Satış (3/3)');
    fireEvent.click(container.querySelector('.ant-tree-switcher') as HTMLElement);
    fireEvent.click(checkbox(container, 'Fatura'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(checkbox(container, 'Satış'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

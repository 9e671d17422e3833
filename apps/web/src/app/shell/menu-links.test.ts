import type { MenuItem } from '@kibo/contracts';
import { describe, expect, it } from 'vitest';
import { menuLink } from './menu-links.ts';

const item = (id: number, link: string, prefix = '', suffix = ''): MenuItem => ({
  id,
  mn_name: String(id),
  mn_link: link,
  mn_parent: 0,
  mn_icon: '',
  mn_link_prefix: prefix,
  mn_link_suffix: suffix,
  mn_subs: [],
});

describe('menu links', () => {
  it('applies the group prefix of menu 76 and the /yeni suffix of document-entry groups', () => {
    expect(menuLink(item(761, 'satis/islem'), item(76, '', 'fis/'))).toBe('/fis/satis/islem');
    expect(menuLink(item(101, 'fis/fatura/satis'), item(10, '', '', '/yeni'))).toBe('/fis/fatura/satis/yeni');
    expect(menuLink(item(401, 'stok/list'), item(40, ''))).toBe('/stok/list');
  });
});

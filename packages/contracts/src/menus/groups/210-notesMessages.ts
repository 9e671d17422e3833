import type { MenuDef } from '../catalogue.ts';

/** 210 Notlar ve Mesajlar: the group and its entries. */
export const notesMessagesMenus: MenuDef[] = [
  {
    id: 210,
    parent: 0,
    key: 'notesMessages',
    link: '',
    icon: 'MessageOutlined',
    roles: ['manager', 'accountant', 'cashier', 'warehouse', 'librarian'],
    name: { tr: 'Notlar ve Mesajlar', en: 'Notes & messages', de: 'Notizen & Nachrichten' },
  },
  {
    id: 2101,
    parent: 210,
    key: 'notes',
    link: 'not/list',
    icon: 'SnippetsOutlined',
    roles: ['manager', 'accountant', 'cashier', 'warehouse', 'librarian'],
    name: { tr: 'Notlar', en: 'Notes', de: 'Notizen' },
  },
  {
    id: 2102,
    parent: 210,
    key: 'tasks',
    link: 'not/gorev',
    icon: 'CheckSquareOutlined',
    roles: ['manager', 'accountant', 'cashier', 'warehouse', 'librarian'],
    name: { tr: 'Görevler', en: 'Tasks', de: 'Aufgaben' },
  },
  {
    id: 2103,
    parent: 210,
    key: 'messages',
    link: 'mesaj/list',
    icon: 'MailOutlined',
    roles: ['manager'],
    name: { tr: 'Mesajlar', en: 'Messages', de: 'Nachrichten' },
  },
  {
    id: 2104,
    parent: 210,
    key: 'messageTemplates',
    link: 'mesaj/template',
    icon: 'FormOutlined',
    roles: ['manager'],
    name: { tr: 'Mesaj Şablonları', en: 'Message templates', de: 'Nachrichtenvorlagen' },
  },
  {
    id: 2105,
    parent: 210,
    key: 'messageSettings',
    link: 'mesaj/ayar',
    icon: 'SettingOutlined',
    roles: ['manager'],
    name: { tr: 'Mesaj Ayarları', en: 'Message settings', de: 'Nachrichteneinstellungen' },
  },
];

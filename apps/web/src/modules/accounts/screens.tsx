import { accountServices, accounts } from '@kibo/contracts/resources';
import { ResourceFormPage } from '../../platform/resources/ResourceFormPage.tsx';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';

// The account card's spec routes: list at /cari/kartlist, forms at /cari/yeni, duzen/:id, cogalt/:id.
export const AccountList = () => (
  <ResourceListPage def={accounts} form={{ routes: '/cari', copyRoute: true }} />
);
export const AccountForm = () => <ResourceFormPage def={accounts} listPath="/cari/kartlist" base="/cari" />;
export const ServiceList = () => (
  <ResourceListPage def={accountServices} form={{ routes: '/cari/servisler' }} />
);
export const ServiceForm = () => (
  <ResourceFormPage def={accountServices} listPath="/cari/servisler" base="/cari/servisler" />
);

export { BalanceListPage, StatementPage } from './ledger.tsx';
export { OpenItemsPage } from './OpenItemsPage.tsx';
export { TransactionsPage } from './TransactionsPage.tsx';

import {
  companyModules,
  companyProfile,
  discounts,
  documentSeries,
  generalSettings,
  loyaltySettings,
} from '@kibo/contracts/resources';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';

import { BackupCard } from './backups.tsx';

export { CurrenciesPage } from './currencies.tsx';
export { LabelDesignsPage, LabelPrintPage } from './labels.tsx';
export { PrintDesignsPage } from './print-designs.tsx';
export { ReleaseNotePage, ReleaseNotesPage } from './releases.tsx';

import { SettingsPage } from '../../platform/resources/SettingsPage.tsx';

export const CompanyProfilePage = () => (
  <>
    <SettingsPage def={companyProfile} />
    <SettingsPage def={companyModules} />
  </>
);
export const GeneralSettingsPage = () => (
  <>
    <SettingsPage def={generalSettings} />
    <BackupCard />
  </>
);
export const DocumentSeriesPage = () => <ResourceListPage def={documentSeries} form="drawer" />;
export const DiscountsPage = () => <ResourceListPage def={discounts} form="drawer" />;
export const LoyaltySettingsPage = () => <SettingsPage def={loyaltySettings} />;

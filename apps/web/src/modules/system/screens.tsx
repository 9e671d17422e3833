import { companyProfile, documentSeries, generalSettings } from '@kibo/contracts/resources';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';

export { CurrenciesPage } from './currencies.tsx';

import { SettingsPage } from '../../platform/resources/SettingsPage.tsx';

export const CompanyProfilePage = () => <SettingsPage def={companyProfile} />;
export const GeneralSettingsPage = () => <SettingsPage def={generalSettings} />;
export const DocumentSeriesPage = () => <ResourceListPage def={documentSeries} form="drawer" />;

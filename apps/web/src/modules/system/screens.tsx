import { companyProfile, generalSettings } from '@kibo/contracts/resources';

export { CurrenciesPage } from './currencies.tsx';

import { SettingsPage } from '../../platform/resources/SettingsPage.tsx';

export const CompanyProfilePage = () => <SettingsPage def={companyProfile} />;
export const GeneralSettingsPage = () => <SettingsPage def={generalSettings} />;

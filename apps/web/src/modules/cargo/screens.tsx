import { DefinitionsScreen } from './DefinitionsScreen.tsx';
import { SendScreen } from './SendScreen.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';

// One screen component per spec route: the carrier is the route's own.

export const CargoDefinitions = () => <DefinitionsScreen />;
export const SuratSettings = () => <SettingsScreen carrier="surat" />;
export const SuratSend = () => <SendScreen carrier="surat" />;
export const ArasSettings = () => <SettingsScreen carrier="aras" />;
export const ArasSend = () => <SendScreen carrier="aras" />;
export const YurticiSettings = () => <SettingsScreen carrier="yurtici" />;
export const YurticiSend = () => <SendScreen carrier="yurtici" />;
export const MngSettings = () => <SettingsScreen carrier="mng" />;
export const MngSend = () => <SendScreen carrier="mng" />;
export const PttSettings = () => <SettingsScreen carrier="ptt" />;
export const PttSend = () => <SendScreen carrier="ptt" />;

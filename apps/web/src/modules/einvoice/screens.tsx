import { DocumentsScreen } from './DocumentsScreen.tsx';
import { SendScreen } from './SendScreen.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';

// One screen component per spec route: the integrator (and direction) is the route's own.

export const UyumsoftSettings = () => <SettingsScreen integrator="uyumsoft" />;
export const UyumsoftSend = () => <SendScreen integrator="uyumsoft" />;
export const UyumsoftIncoming = () => <DocumentsScreen integrator="uyumsoft" direction="in" />;
export const UyumsoftOutgoing = () => <DocumentsScreen integrator="uyumsoft" direction="out" />;
export const MysoftSettings = () => <SettingsScreen integrator="mysoft" />;
export const MysoftSend = () => <SendScreen integrator="mysoft" />;
export const MysoftIncoming = () => <DocumentsScreen integrator="mysoft" direction="in" />;
export const MysoftOutgoing = () => <DocumentsScreen integrator="mysoft" direction="out" />;
export const MysoftWaybillSend = () => <SendScreen integrator="mysoft" kind="despatch" />;
export const MysoftWaybillIncoming = () => (
  <DocumentsScreen integrator="mysoft" direction="in" kind="despatch" />
);
export const MysoftWaybillOutgoing = () => (
  <DocumentsScreen integrator="mysoft" direction="out" kind="despatch" />
);
export const EdmSettings = () => <SettingsScreen integrator="edm" />;
export const EdmSend = () => <SendScreen integrator="edm" />;
export const EdmIncoming = () => <DocumentsScreen integrator="edm" direction="in" />;
export const EdmOutgoing = () => <DocumentsScreen integrator="edm" direction="out" />;

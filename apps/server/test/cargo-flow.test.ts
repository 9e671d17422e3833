import { cargoScenario } from './cargo-scenario.ts';
import { startFakeAras } from './fakes/cargo-aras.ts';
import { startFakeSurat } from './fakes/cargo-surat.ts';
import { startFakeYurtici } from './fakes/cargo-yurtici.ts';

// Yurtiçi, Aras and Sürat: SOAP carriers, each its own company and fake.
cargoScenario('yurtici', startFakeYurtici);
cargoScenario('aras', startFakeAras);
cargoScenario('surat', startFakeSurat);

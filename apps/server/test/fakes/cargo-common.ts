import type { CarrierCode, ShipmentState } from '@kibo/contracts';
import type { FakeBase } from './common.ts';

// What every fake carrier shares, so the per-carrier tests speak of shipments the same way.

export interface FakeShipment {
  cargoKey: string;
  documentNo: string;
  receiverName: string;
  province: string;
  district: string;
  parcels: number;
  desi: string;
  codAmount: string | null;
  payer: 'sender' | 'receiver';
  times: number;
  state: ShipmentState;
  trackingNo: string;
  cancelReason?: string;
}

export interface FakeCarrier extends FakeBase {
  carrier: CarrierCode;
  /** Credentials the fake accepts (fields not used by the carrier are ''). */
  account: { username: string; password: string; customerCode: string; apiKey: string; apiSecret: string };
  /** What it holds, by our cargo key; `times`: how many creates it was offered for that key. */
  shipments: Map<string, FakeShipment>;
  /** From now on the carrier reports this state (adding its own event for it). */
  advance(cargoKey: string, state: ShipmentState): void;
  /** States the carrier has no status code for, so it never reports them (MNG: no "picked up"). */
  unreported?: ShipmentState[];
  /** The next create is refused with this carrier error code. */
  refuseNext(code: string): void;
  /** The codes `refuseNext` knows, each with a piece of the Turkish message our client must show for it. */
  errorCodes: Record<string, string>;
}

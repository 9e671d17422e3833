import { describe, expect, it } from 'vitest';
import { findBulkOut, type UsbConfigurationLike } from './usb.ts';

// Where a receipt goes on a USB printer: the bulk OUT endpoint of its printer interface.

const bulk = (endpointNumber: number, direction: 'in' | 'out') => ({
  endpointNumber,
  direction,
  type: 'bulk' as const,
});
const face = (
  interfaceNumber: number,
  interfaceClass: number,
  endpoints: ReturnType<typeof bulk>[],
  alternateSetting = 0,
) => ({ interfaceNumber, alternates: [{ alternateSetting, interfaceClass, endpoints }] });
const device = (...interfaces: ReturnType<typeof face>[]): UsbConfigurationLike[] => [
  { configurationValue: 1, interfaces },
];

describe('the USB printer endpoint', () => {
  it('takes the printer class interface’s bulk OUT endpoint, not its IN one', () => {
    expect(findBulkOut(device(face(0, 0x07, [bulk(1, 'in'), bulk(2, 'out')])))).toEqual({
      configurationValue: 1,
      interfaceNumber: 0,
      alternateSetting: 0,
      endpointNumber: 2,
    });
  });

  it('prefers the printer class to a vendor-specific interface of the same device', () => {
    const found = findBulkOut(device(face(0, 0xff, [bulk(1, 'out')]), face(1, 0x07, [bulk(3, 'out')], 1)));
    expect(found).toMatchObject({ interfaceNumber: 1, alternateSetting: 1, endpointNumber: 3 });
  });

  it('uses a vendor-specific interface where there is no printer class (Epson vendor-defined mode)', () => {
    expect(findBulkOut(device(face(0, 0xff, [bulk(1, 'out'), bulk(2, 'in')])))).toMatchObject({
      interfaceNumber: 0,
      endpointNumber: 1,
    });
  });

  it('finds nothing on a device that is not a printer, or a printer interface without an OUT endpoint', () => {
    expect(findBulkOut(device(face(0, 0x08, [bulk(1, 'out'), bulk(2, 'in')])))).toBeUndefined();
    expect(findBulkOut(device(face(0, 0x07, [bulk(1, 'in')])))).toBeUndefined();
    expect(findBulkOut([])).toBeUndefined();
  });
});

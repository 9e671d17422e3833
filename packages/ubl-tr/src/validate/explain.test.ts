import { isMessageKey } from '@kibo/contracts';
import { describe, expect, it } from 'vitest';
import { fieldOfPath, PROBLEM_FIELDS } from './explain.ts';

describe('the field a GİB finding is about', () => {
  it('has a label in the message files for every field', () => {
    expect(PROBLEM_FIELDS.filter((field) => !isMessageKey(`ubl.field.${field}`))).toEqual([]);
  });

  it('reads parties, lines and header elements from GİB’s paths', () => {
    expect(
      fieldOfPath('/Invoice[1]/cac:AccountingCustomerParty[1]/cac:Party[1]/cac:Person[1]/cbc:FirstName[1]'),
    ).toEqual({
      field: 'customerPerson',
    });
    expect(
      fieldOfPath('/Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]/cac:PostalAddress[1]'),
    ).toEqual({
      field: 'supplierAddress',
    });
    expect(
      fieldOfPath('/Invoice[1]/cac:InvoiceLine[7]/cac:WithholdingTaxTotal[1]/cac:TaxSubtotal[1]'),
    ).toEqual({
      field: 'lineWithholding',
      lineNo: 7,
    });
    expect(fieldOfPath('/Invoice[1]/cac:InvoiceLine[2]/cbc:InvoicedQuantity[1]/@unitCode')).toEqual({
      field: 'lineUnit',
      lineNo: 2,
    });
    expect(fieldOfPath('/Invoice[1]/cbc:ID[1]')).toEqual({ field: 'number' });
    expect(
      fieldOfPath('/DespatchAdvice[1]/cac:Shipment[1]/cac:ShipmentStage[1]/cac:DriverPerson[1]'),
    ).toEqual({
      field: 'driver',
    });
  });
});

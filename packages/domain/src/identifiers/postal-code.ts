/**
 * A Turkish postal code: five digits, the first two the province's plate number (01–81). GİB
 * refuses an e-despatch whose delivery address has any other.
 */
export const isTurkishPostalCode = (value: string): boolean => /^(0[1-9]|[1-7]\d|8[01])\d{3}$/.test(value);

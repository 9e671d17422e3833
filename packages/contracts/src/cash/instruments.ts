/** A cheque or note as the portfolio lists it (`GET /api/instruments`): the list, the picker, the Excel file. */
export type InstrumentListRow = {
  id: number;
  kind: 'cheque' | 'note';
  own: boolean;
  serialNo: string;
  drawer: string;
  bankName: string;
  branch: string;
  accountNo: string;
  dueDate: string;
  currency: string;
  amount: string;
  state: string;
  accountId: number;
  /** The account it came from or was written out to. */
  accountTitle: string;
  /** The supplier it is endorsed to now. */
  holderTitle: string | null;
  /** The bank holding it, or the register it was collected into or paid from. */
  cashAccountName: string | null;
};

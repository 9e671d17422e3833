import { VOUCHER_KINDS, type VoucherKind, type VoucherKindName, voucherEditorPath } from '@kibo/contracts';
import { Big, round } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiGet, apiSend, http } from '../../../platform/api/client.ts';
import { openPdf } from '../../../platform/download.ts';
import { applyFieldErrors, type FieldName, useSaveGate } from '../../../platform/forms.ts';
import { seriesKey } from '../../../platform/SeriesSelect.tsx';
import type { SavedVoucher } from './voucher.ts';

// What every voucher editor (account and cash vouchers, cheque bordros) does with the server.

/** A foreign currency's Central Bank buying rate of the date (or the last before); none: the user types it. */
export async function rateOf(code: string, date: string): Promise<string | undefined> {
  if (code === 'TRY') return '1';
  try {
    const rate = await apiGet<{ unit: number; forexBuying: string }>(
      '/exchange-rates/on',
      { currency: code, date },
      { silent: true },
    );
    return Number(rate.forexBuying) > 0 ? round(new Big(rate.forexBuying).div(rate.unit || 1), 6) : undefined;
  } catch {
    return undefined; // no rate entered for that currency yet
  }
}

/** The currency a register or bank is kept in. */
export const currencyOf = async (cashAccountId: number) =>
  (await apiGet<{ currency: string }>(`/cash-accounts/${cashAccountId}`)).currency;

/**
 * Saving and cancelling a voucher: a new one is sent with one idempotency key (a retry after a lost
 * answer cannot make a second) and the editor moves to its `duzen` address; lists and balances refresh.
 */
export function useVoucherActions<Values>(options: {
  voucherType: VoucherKindName;
  id: number | undefined;
  saved: SavedVoucher | undefined;
  form: FormInstance<Values>;
  toBody: (values: Values) => object;
  onSaved: () => void;
  /** Where a server field error shows in this editor's form, when not at its own path. */
  fieldName?: (path: string) => FieldName;
}) {
  const { voucherType, id, saved, form, toBody, onSaved, fieldName } = options;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const idempotencyKey = useRef(crypto.randomUUID());
  const editing = id !== undefined;
  // Ctrl+P on unsaved changes saves first, then prints what was saved.
  const printWhenSaved = useRef(false);
  const gate = useSaveGate();

  const printer = useMutation({
    mutationFn: (voucher: SavedVoucher) =>
      openPdf(
        () =>
          http
            .get<Blob>(`/vouchers/${voucher.id}/pdf`, { responseType: 'blob' })
            .then((answer) => answer.data),
        `${voucher.number}.pdf`,
      ),
  });
  /** Prints the voucher as saved; a new or changed one is saved first, if its form is valid. */
  const print = (dirty: boolean) => {
    if (saved && (!dirty || saved.status !== 'saved')) {
      printer.mutate(saved);
      return;
    }
    form
      .validateFields()
      .then(() => {
        printWhenSaved.current = true;
        form.submit();
      })
      .catch(() => undefined); // the form shows what is missing
  };

  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { ...toBody(values), voucherType, ...(editing ? { version: saved?.version } : {}) };
      return editing
        ? apiSend<{ record: SavedVoucher }>('put', `/vouchers/${id}`, body)
        : apiSend<{ record: SavedVoucher }>('post', '/vouchers', body, {
            headers: { 'Idempotency-Key': idempotencyKey.current },
          });
    },
    onSuccess: ({ data, message: text }) => {
      message.success(text);
      onSaved();
      if (printWhenSaved.current) printer.mutate(data.record);
      printWhenSaved.current = false;
      queryClient.setQueryData(['vouchers', 'detail', data.record.id], data.record);
      void queryClient.invalidateQueries({ queryKey: ['ledgers'] });
      void queryClient.invalidateQueries({ queryKey: ['vouchers', 'standing'] });
      void queryClient.invalidateQueries({ queryKey: ['instruments'] });
      void queryClient.invalidateQueries({ queryKey: seriesKey(voucherType) });
      // An editor page moves to the saved voucher's address; a list's drawer stays where it is,
      // ready for the next voucher under a new key.
      const kind: VoucherKind = VOUCHER_KINDS[voucherType];
      if (editing) gate.release();
      else if (kind.incomeExpense) {
        idempotencyKey.current = crypto.randomUUID();
        gate.release();
      } else {
        gate.handOver();
        navigate(voucherEditorPath(kind, data.record.id), {
          replace: true,
          state: { replacesView: pathname },
        });
      }
    },
    onError: (error) => {
      gate.release();
      printWhenSaved.current = false;
      applyFieldErrors(form, error, fieldName);
    },
  });

  const cancel = useMutation({
    mutationFn: () => apiSend<null>('post', `/vouchers/${id}/cancel`),
    onSuccess: async ({ message: text }) => {
      message.success(text);
      await queryClient.invalidateQueries({ queryKey: ['vouchers'] });
      void queryClient.invalidateQueries({ queryKey: ['ledgers'] });
      void queryClient.invalidateQueries({ queryKey: ['instruments'] });
    },
  });
  /** The form's submit: one save at a time, none once a new voucher has left for its own view. */
  const submit = (values: Values) => gate.enter(() => save.mutate(values));
  /** No input while a save is on its way (it would not be in it) nor once a new voucher is saved. */
  const inputHeld = save.isPending || gate.handedOver;
  return { save, submit, inputHeld, cancel, print, printing: printer.isPending };
}

/** A saved voucher as its editor loads it (none for a new one); kept while the editor is open. */
export const useSavedVoucher = (id: number | undefined) =>
  useQuery({
    queryKey: ['vouchers', 'detail', id],
    queryFn: () => apiGet<SavedVoucher>(`/vouchers/${id}`),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
  });

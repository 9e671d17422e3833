import { DOCUMENT_KINDS, SHIPPABLE_DOCUMENT_TYPES } from '@kibo/contracts';
import { addDays, Big, documentTotals } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Form, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { apiGet, apiSend } from '../../../platform/api/client.ts';
import { applyFieldErrors, useFormKeys, useSaveGate, useUnsavedWarning } from '../../../platform/forms.ts';
import { failedOnUnsettled } from '../../../platform/number/UnsettledGuard.tsx';
import { seriesKey } from '../../../platform/SeriesSelect.tsx';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { rateOf } from '../../accounts/vouchers/actions.ts';
import { ShipmentTags } from '../../cargo/index.ts';
import { BasketGone, BasketNotice } from './BasketNotice.tsx';
import { isBasket } from './basket.ts';
import {
  CONVERSIONS,
  conversionOfPath,
  conversionTarget,
  type Header,
  headerOf,
  kindOfPath,
  linesOf,
  now,
  prefillOf,
  type SavedDocument,
} from './document.ts';
import { EdocumentTags } from './EdocumentTags.tsx';
import { FootRow } from './Foot.tsx';
import { HeaderFields } from './HeaderFields.tsx';
import { cardOf, ItemAdder } from './ItemAdder.tsx';
import { LinesTable } from './LinesTable.tsx';
import {
  countedLine,
  type EditorLine,
  type ItemRow,
  lineFromItem,
  lineInput,
  type Offers,
  specialBaseOf,
  unsettled,
  withOffer,
} from './lines.ts';
import { conversionStart, createPath, fromBasket, sourceQuery } from './sources.ts';
import { Toolbar, usePrintDocument } from './Toolbar.tsx';

/**
 * `/fis/<type>/yeni`, `duzen/:id` and `kopya/:id`: one editor for every document type, set up by
 * the type's kind (account or not, target warehouse, withholding). The foot is computed live by the
 * same function the server stores its amounts with.
 */
export function DocumentEditor() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const conversion = conversionOfPath(pathname);
  const mode = conversion
    ? 'convert'
    : pathname.includes('/duzen/')
      ? 'edit'
      : pathname.includes('/kopya/')
        ? 'copy'
        : 'create';
  const id = Number(useParams().id) || undefined;
  const preferences = useStore(settingsStore).settings?.app.preferences;
  const [form] = Form.useForm<Header>();
  const [lines, setLines] = useState<EditorLine[]>([]);
  const [dirty, setDirty] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  // One key per new document: a save retried after a lost answer cannot make a second one.
  const idempotencyKey = useRef(crypto.randomUUID());
  // Ctrl+P on unsaved changes saves first, then prints what was saved.
  const printWhenSaved = useRef(false);
  const printer = usePrintDocument();
  const gate = useSaveGate();

  // What the route names: the document to edit, copy or convert, or the basket a conversion starts from.
  const { data: saved, isLoading, error } = useQuery(sourceQuery(conversion, id));
  // A conversion makes the type its source leads to (a purchase waybill becomes a purchase invoice).
  const docType = conversion ? conversionTarget(conversion, saved?.docType ?? '') : kindOfPath(pathname);
  const kind = DOCUMENT_KINDS[docType];
  const convertible =
    !conversion || (saved && (CONVERSIONS[conversion].from as readonly string[]).includes(saved.docType));
  // Invoices fall due after the company's usual term (/fis/ayar) unless the account has its own.
  const dueDays = (kind as { invoice?: true }).invoice ? (preferences?.default_due_days ?? 0) : 0;
  const fresh = useCallback(
    (): Header => ({
      seriesId: null,
      ...now(),
      dueDate: dueDays > 0 ? addDays(now().date, dueDays) : null,
      accountId: null,
      warehouseId: preferences?.default_warehouse_id ?? null,
      targetWarehouseId: null,
      currency: preferences?.default_currency ?? 'TRY',
      exchangeRate: '1',
      priceList: preferences?.default_price_list ?? 'sale1',
      pricesIncludeVat: preferences?.prices_include_vat ?? false,
      counterpartyNo: '',
      shippingAddress: '',
      description: '',
      discountKind: 'percent',
      discountValue: '0',
    }),
    [preferences, dueDays],
  );

  useEffect(() => {
    if (mode === 'create') {
      const header = fresh();
      form.setFieldsValue(header);
      const wanted = prefillOf(search);
      if (wanted.length > 0)
        void Promise.all(wanted.map((line) => cardOf(line.itemId))).then((cards) => {
          const start = (card: ItemRow) =>
            lineFromItem(card, kind, header.priceList, header.pricesIncludeVat);
          setLines(cards.map((card, index) => ({ ...start(card), quantity: wanted[index]!.quantity })));
          setDirty(true);
        });
      return;
    }
    if (!saved) return;
    if (mode === 'convert') {
      const start = conversionStart(saved, fresh(), kind);
      form.setFieldsValue(start.header);
      setLines(start.lines);
      setDirty(true);
      return;
    }
    // A copy is a new document from the same lines: today's date, a new number.
    form.setFieldsValue(mode === 'copy' ? { ...headerOf(saved), ...now(), seriesId: null } : headerOf(saved));
    setLines(linesOf(saved));
    setDirty(false);
  }, [mode, saved, form, fresh, kind, search]);

  const pricesIncludeVat = Form.useWatch('pricesIncludeVat', form) ?? false;
  const priceList = Form.useWatch('priceList', form) ?? 'sale1';
  const currency = Form.useWatch('currency', form) ?? 'TRY';
  const discountKind = Form.useWatch('discountKind', form) ?? 'percent';
  const discountValue = Form.useWatch('discountValue', form) ?? '0';

  const totals = useMemo(
    () =>
      documentTotals({
        pricesIncludeVat,
        documentDiscount: Number(discountValue) > 0 ? { kind: discountKind, value: discountValue } : null,
        lines: lines.map(countedLine).map((line) => ({
          ...line,
          specialBase: specialBaseOf(line),
          withholding: line.withholding
            ? { numerator: Number(line.withholding.split('/')[0]), denominator: 10 }
            : null,
        })),
      }),
    [lines, pricesIncludeVat, discountKind, discountValue],
  );

  const accountId = Form.useWatch('accountId', form);
  const date = Form.useWatch('date', form) ?? now().date;
  const { data: offers } = useQuery({
    queryKey: ['documents', 'offers', accountId ?? null],
    queryFn: () => apiGet<Offers>('/documents/offers', { accountId: accountId ?? undefined }),
    staleTime: 60_000,
  });

  // A new document sells from the account's own price list.
  const accountPriceList = offers?.accountPriceList;
  useEffect(() => {
    if (mode !== 'edit' && accountPriceList) form.setFieldValue('priceList', accountPriceList);
  }, [mode, accountPriceList, form]);
  const paymentDays = (kind as { invoice?: true }).invoice ? (offers?.accountPaymentDays ?? dueDays) : 0;
  useEffect(() => {
    if (mode !== 'edit' && paymentDays > 0) form.setFieldValue('dueDate', addDays(date, paymentDays));
  }, [mode, paymentDays, date, form]);

  // Closed documents, and printed ones where the company keeps paper and record the same (/fis/ayar).
  const lockedByPrint =
    mode === 'edit' && saved?.status === 'saved' && saved.printed && preferences?.lock_printed;
  const readOnly = (mode === 'edit' && saved?.status !== 'saved') || Boolean(lockedByPrint);
  const change = useCallback(
    (key: string, patch: Partial<EditorLine>) => {
      setDirty(true);
      setLines((current) =>
        current.map((line) => {
          if (line.key !== key) return line;
          // A price or first discount typed by hand is the user's: no definition overrides it.
          const typed =
            patch.unitPrice !== undefined || (patch.discounts && patch.discounts[0] !== line.discounts[0]);
          const next = {
            ...line,
            ...patch,
            ...(typed ? { offerId: null, listPrice: patch.unitPrice ?? line.listPrice } : {}),
          };
          return typed ? next : withOffer(next, offers, date);
        }),
      );
    },
    [offers, date],
  );
  const remove = useCallback((key: string) => {
    setDirty(true);
    setLines((current) => current.filter((line) => line.key !== key));
  }, []);
  const mergeScans = preferences?.merge_scanned_lines ?? true;
  const add = useCallback(
    (item: ItemRow, count = '1') => {
      setDirty(true);
      setLines((current) => {
        // A second scan of an item already on the document counts it again instead of adding a
        // row, unless the company keeps one row per scan (/fis/ayar).
        const at = mergeScans
          ? current.findIndex((line) => line.itemId === item.id && line.unitId === item.unitId)
          : -1;
        const found = current[at];
        if (found)
          return current.map((line, index) =>
            index === at
              ? withOffer(
                  { ...found, quantity: new Big(found.quantity || 0).plus(count).toString() },
                  offers,
                  date,
                )
              : line,
          );
        return [
          ...current,
          withOffer(
            { ...lineFromItem(item, kind, priceList, pricesIncludeVat), quantity: count },
            offers,
            date,
          ),
        ];
      });
    },
    [kind, priceList, pricesIncludeVat, offers, date, mergeScans],
  );

  const save = useMutation({
    mutationFn: (header: Header) => {
      const { discountKind: dk, discountValue: dv, ...rest } = header;
      const body = {
        ...rest,
        docType,
        documentDiscount: Number(dv) > 0 ? { kind: dk, value: dv } : null,
        lines: lines.map(lineInput),
        ...(mode === 'edit' ? { version: saved?.version } : {}),
      };
      return mode === 'edit'
        ? apiSend<{ record: SavedDocument; warnings: string[] }>('put', `/documents/${id}`, body)
        : apiSend<{ record: SavedDocument; warnings: string[] }>('post', createPath(conversion, id), body, {
            headers: { 'Idempotency-Key': idempotencyKey.current },
          });
    },
    onSuccess: ({ data, message: text }) => {
      // Saved, and what to look at (stock going below zero…), in the one message shown.
      if (data.warnings.length === 0) message.success(text);
      else message.warning([text, ...data.warnings].join(' · '));
      setDirty(false);
      if (printWhenSaved.current || preferences?.print_after_save) printer.mutate({ document: data.record });
      printWhenSaved.current = false;
      // A change answers the whole document; a create only its summary, and the edit view reads it.
      if (mode === 'edit') queryClient.setQueryData(['documents', 'detail', data.record.id], data.record);
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
      void queryClient.invalidateQueries({ queryKey: seriesKey(docType) });
      if (isBasket(saved)) void queryClient.invalidateQueries({ queryKey: ['pos', 'baskets'] });
      if (mode === 'edit') gate.release();
      else {
        gate.handOver();
        navigate(`/fis/${kind.route}/duzen/${data.record.id}`, {
          replace: true,
          state: { replacesView: pathname },
        });
      }
    },
    onError: (error) => {
      gate.release();
      printWhenSaved.current = false;
      applyFieldErrors(form, error);
    },
  });

  // No input while a save is on its way (what is typed then would not be in it) nor once a new
  // document is saved and leaving for its own view; none at all on a read-only one.
  const locked = readOnly || save.isPending || gate.handedOver;

  const print = (design?: string) => {
    if (dirty && !locked) {
      printWhenSaved.current = true;
      form.submit();
    } else if (mode === 'edit' && saved) printer.mutate({ document: saved, design });
  };

  // A foreign-currency document takes the Central Bank's buying rate of its date (or the last
  // before); none entered for that currency yet: the user types it.
  const takeRate = async (code: string, date: string) => {
    const rate = await rateOf(code, date);
    if (rate) form.setFieldValue('exchangeRate', rate);
  };

  const refuseUnsettled = () => {
    printWhenSaved.current = false;
    message.error(t('number.unsettled'));
  };

  const onEnter = useFormKeys(container, () => form.submit(), print);
  useUnsavedWarning(dirty);
  if (mode !== 'create' && !saved)
    return isLoading ? <Spin /> : error && fromBasket(conversion) ? <BasketGone error={error} /> : null;
  if (!convertible) return <Alert type="warning" showIcon title={t('documents.notConvertible')} />;

  return (
    <div ref={container} onKeyDown={onEnter} data-testid={`document-editor-${docType}`}>
      <Card
        title={
          <Space>
            {t(`documents.kinds.${docType}`)}
            {saved && mode === 'edit' && <Tag color="blue">{saved.number}</Tag>}
            {saved && mode === 'edit' && <Tag>{t(`documents.status.${saved.status}`)}</Tag>}
            {saved && mode === 'edit' && saved.printed && (
              <Tag color="purple">{t('documents.status.printed')}</Tag>
            )}
            {saved && mode === 'edit' && <EdocumentTags documentId={saved.id} />}
            {saved &&
              mode === 'edit' &&
              (SHIPPABLE_DOCUMENT_TYPES as readonly string[]).includes(docType) && (
                <ShipmentTags documentId={saved.id} />
              )}
          </Space>
        }
        extra={
          <Toolbar
            saved={saved}
            editing={mode === 'edit'}
            readOnly={locked}
            saving={save.isPending || printer.isPending}
            onSave={() => form.submit()}
            onPrint={print}
          />
        }
      >
        {readOnly && (
          <Alert
            type="info"
            showIcon
            title={t(lockedByPrint ? 'documents.printedLocked' : 'documents.readOnly')}
            style={{ marginBottom: 12 }}
          />
        )}
        {isBasket(saved) && <BasketNotice basket={saved} accountId={accountId ?? null} />}
        <Form<Header>
          form={form}
          name={`document_${docType}_${mode}_${id ?? 'new'}`}
          layout="vertical"
          disabled={locked}
          onValuesChange={(changed: Partial<Header>, all: Header) => {
            setDirty(true);
            if ((changed.currency || changed.date) && all.currency !== 'TRY')
              void takeRate(all.currency, all.date);
          }}
          onFinish={(header) => {
            // A price or quantity still asked about (1.250: 1250 or 1,25?) is no number to save; a
            // line scrolled out of the virtual table has no box left to hold the form back.
            if (lines.some(unsettled)) refuseUnsettled();
            else gate.enter(() => save.mutate(header));
          }}
          onFinishFailed={(failure) => {
            // A line's box has no field to show the refusal on.
            if (failedOnUnsettled(failure)) refuseUnsettled();
            else printWhenSaved.current = false;
          }}
        >
          <HeaderFields
            kind={kind}
            editing={mode === 'edit'}
            number={saved?.number}
            refs={saved?.refs}
            docType={docType}
            currency={currency}
          />

          <ItemAdder onAdd={add} disabled={locked} />
          <LinesTable
            lines={lines}
            totals={totals.lines}
            withholding={Boolean((kind as { invoice?: true }).invoice)}
            readOnly={locked}
            onChange={change}
            onRemove={remove}
          />

          <FootRow totals={totals} currency={currency} balances={saved?.accountBalances ?? []} />
        </Form>
      </Card>
    </div>
  );
}

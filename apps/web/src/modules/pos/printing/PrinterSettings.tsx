import { PrinterOutlined } from '@ant-design/icons';
import { CODE_PAGES, PAPER_COLUMNS } from '@kibo/domain';
import { App, Button, Checkbox, Form, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kickDrawer, type PrintOutcome, printWith, problemText, testPrintLines } from './printer.ts';
import { problemOf } from './problems.ts';
import { chooseSerialPort, hasSerial, hex } from './serial.ts';
import {
  BAUD_RATES,
  loadPrinterSettings,
  PRINT_TARGETS,
  type PrinterSettings,
  savePrinterSettings,
} from './settings.ts';
import { chooseUsbPrinter, hasUsb } from './usb.ts';

const PAPERS = Object.keys(PAPER_COLUMNS) as PrinterSettings['paper'][];
const PAGES = Object.keys(CODE_PAGES) as PrinterSettings['codePage'][];

/** A button opening this device's printer settings; the till puts it in its header. */
export function PrinterSettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<PrinterOutlined />} onClick={() => setOpen(true)} data-testid="printer-settings">
        {t('pos.printing.settings')}
      </Button>
      {open && <PrinterSettingsDialog onDone={() => setOpen(false)} />}
    </>
  );
}

/**
 * Where this device's receipts go, on what paper, in which code page, and what happens with them;
 * a printer is chosen through the browser's own chooser (a click is needed) and granted for good.
 */
function PrinterSettingsDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [settings, setSettings] = useState<PrinterSettings>(loadPrinterSettings);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<PrinterSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const available = { none: true, page: true, serial: hasSerial(), usb: hasUsb() };
  const device = settings.target === 'serial' || settings.target === 'usb';

  const choose = async () => {
    try {
      if (settings.target === 'serial') change({ serialPort: await chooseSerialPort() });
      else change({ usbDevice: await chooseUsbPrinter() });
    } catch (error) {
      // The chooser closed without a pick says nothing; anything else is told.
      if (error instanceof Error && error.name === 'NotFoundError') return;
      void message.warning(problemText(problemOf(error), settings), 8);
    }
  };
  const tell = (outcome: PrintOutcome, done: string) => {
    if (outcome.problem) void message.warning(outcome.problem, 8);
    else if (outcome.via === 'printer') void message.success(done);
  };
  const attempt = async (job: () => Promise<void>) => {
    setBusy(true);
    try {
      await job();
    } finally {
      setBusy(false);
    }
  };
  const chosenName =
    settings.target === 'serial'
      ? settings.serialPort &&
        (settings.serialPort.usbVendorId === undefined
          ? t('pos.printing.serialPort')
          : `USB ${hex(settings.serialPort.usbVendorId)}:${hex(settings.serialPort.usbProductId ?? 0)}`)
      : settings.usbDevice &&
        (settings.usbDevice.name ??
          `USB ${hex(settings.usbDevice.vendorId)}:${hex(settings.usbDevice.productId)}`);

  return (
    <Modal
      open
      title={t('pos.printing.settingsTitle')}
      onCancel={onDone}
      data-testid="printer-settings-dialog"
      footer={
        <Space wrap>
          <Button
            loading={busy}
            disabled={settings.target === 'none'}
            onClick={() =>
              attempt(async () =>
                tell(
                  await printWith(testPrintLines(settings), settings, { title: t('pos.printing.testTitle') }),
                  t('pos.printing.printedOnPrinter'),
                ),
              )
            }
          >
            {t('pos.printing.testPrint')}
          </Button>
          <Button
            loading={busy}
            disabled={!device}
            onClick={() =>
              attempt(async () => tell(await kickDrawer(settings), t('pos.printing.drawerOpened')))
            }
          >
            {t('pos.printing.testDrawer')}
          </Button>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            onClick={() => {
              savePrinterSettings(settings);
              void message.success(t('pos.printing.saved'));
              onDone();
            }}
          >
            {t('pos.printing.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('pos.printing.settingsNote')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('pos.printing.target')}>
          <Radio.Group value={settings.target} onChange={(event) => change({ target: event.target.value })}>
            <Space orientation="vertical">
              {PRINT_TARGETS.map((target) => (
                <Radio key={target} value={target} disabled={!available[target]}>
                  {t(`pos.printing.targets.${target}`)}
                  {!available[target] && (
                    <Typography.Text type="secondary"> ({t('pos.printing.unsupported')})</Typography.Text>
                  )}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {device && (
          <Form.Item
            extra={settings.target === 'usb' ? t('pos.printing.usbDriverNote') : undefined}
            label={t('pos.printing.printer')}
          >
            <Space wrap>
              <Button onClick={() => void choose()}>{t('pos.printing.choose')}</Button>
              <Typography.Text data-testid="printer-chosen">
                {chosenName ? t('pos.printing.chosen', { name: chosenName }) : t('pos.printing.notChosen')}
              </Typography.Text>
            </Space>
          </Form.Item>
        )}
        {settings.target === 'serial' && (
          <Form.Item label={t('pos.printing.baudRate')}>
            <Select
              aria-label={t('pos.printing.baudRate')}
              value={settings.baudRate}
              onChange={(baudRate) => change({ baudRate })}
              options={BAUD_RATES.map((rate) => ({ value: rate, label: String(rate) }))}
              style={{ width: 160 }}
            />
          </Form.Item>
        )}
        <Form.Item label={t('pos.printing.paper')}>
          <Select
            aria-label={t('pos.printing.paper')}
            value={settings.paper}
            onChange={(paper) => change({ paper })}
            options={PAPERS.map((paper) => ({ value: paper, label: t(`pos.printing.papers.${paper}`) }))}
          />
        </Form.Item>
        {device && (
          <Space wrap align="start">
            <Form.Item label={t('pos.printing.codePage')}>
              <Select
                aria-label={t('pos.printing.codePage')}
                value={settings.codePage}
                onChange={(codePage) => change({ codePage })}
                options={PAGES.map((page) => ({ value: page, label: t(`pos.printing.codePages.${page}`) }))}
                style={{ width: 240 }}
              />
            </Form.Item>
            <Form.Item
              label={t('pos.printing.codePageNumber')}
              extra={t('pos.printing.codePageNumberHint', { number: CODE_PAGES[settings.codePage].escT })}
            >
              <InputNumber
                aria-label={t('pos.printing.codePageNumber')}
                min={0}
                max={255}
                precision={0}
                placeholder={String(CODE_PAGES[settings.codePage].escT)}
                value={settings.codePageNumber}
                onChange={(value) => change({ codePageNumber: value ?? null })}
              />
            </Form.Item>
          </Space>
        )}
        <Space orientation="vertical">
          <Checkbox
            checked={settings.autoPrint}
            disabled={settings.target === 'none'}
            onChange={(event) => change({ autoPrint: event.target.checked })}
          >
            {t('pos.printing.autoPrint')}
          </Checkbox>
          <Checkbox
            checked={settings.openDrawerOnCash}
            disabled={!device}
            onChange={(event) => change({ openDrawerOnCash: event.target.checked })}
          >
            {t('pos.printing.openDrawerOnCash')}
          </Checkbox>
          <Checkbox
            checked={settings.cut}
            disabled={!device}
            onChange={(event) => change({ cut: event.target.checked })}
          >
            {t('pos.printing.cut')}
          </Checkbox>
        </Space>
      </Form>
    </Modal>
  );
}

import type { cargoTr } from './messages.tr.ts';

export const cargoDe: Record<keyof typeof cargoTr, string> = {
  'cargo.trackingUrlCode': 'Schreiben Sie {code} an die Stelle der Sendungsnummer in der Adresse',
  'cargo.barcodeRange': 'Geben Sie den ersten und den letzten Barcode des Bereichs an',
  'cargo.barcodeDigits': 'Ein Barcode hat 12 oder 13 Ziffern',
  'cargo.barcodeOrder': 'Das Ende des Bereichs darf nicht vor seinem Anfang liegen',
  'cargo.notConfigured':
    'Kein {carrier}-Konto: unter Versanddienstleister oder {carrier}-Einstellungen eingeben',
  'cargo.notActive':
    'Das {carrier}-Konto ist nicht eingerichtet oder nicht aktiv: in den {carrier}-Einstellungen aktivieren',
  'cargo.secretsLost':
    'Das gespeicherte Passwort des {carrier}-Kontos lässt sich auf diesem Server nicht öffnen (Schlüssel eines anderen Servers); bitte neu eingeben',
  'cargo.authFailed': '{carrier} hat die Zugangsdaten abgelehnt: {message}',
  'cargo.unreachable': 'Der {carrier}-Dienst war nicht erreichbar: {message}',
  'cargo.refused': '{carrier} hat die Anfrage abgelehnt: {message}',
  'cargo.notShippable': 'Nur Lieferscheine, Verkaufsrechnungen und Kundenaufträge können versandt werden',
  'cargo.documentForbidden': 'Sie dürfen Beleg {number} nicht öffnen',
  'cargo.documentCancelled': 'Beleg {number} ist storniert',
  'cargo.alreadyShipped': 'Beleg {number} ist bereits mit {carrier} versandt',
  'cargo.noAccount': 'Beleg {number} hat kein Konto: der Empfänger ist unbekannt',
  'cargo.noPlace':
    '{number}: Provinz und Bezirk der Adresse von {account} fehlen oder stehen nicht in der Liste; Kontokarte korrigieren',
  'cargo.noAddress':
    '{number}: Die Straßenadresse von {account} ist leer; auf der Kontokarte oder als Lieferadresse des Belegs eingeben',
  'cargo.noPhone':
    '{number}: {account} hat keine Telefonnummer; der Kurier muss den Empfänger erreichen können',
  'cargo.codNotAllowed': 'Nachnahme ist für das {carrier}-Konto ausgeschaltet (Versanddienstleister)',
  'cargo.retypeSecret': 'Adresse oder Zugangsdaten geändert: bitte das Passwort erneut eingeben',
  'cargo.tooManyLabels': 'Höchstens {max} Etiketten auf einmal; bitte weniger Sendungen wählen',
  'cargo.codCurrency':
    '{number}: Nachnahme ist bei einem Beleg in Fremdwährung nicht möglich; Kuriere kassieren nur Türkische Lira',
  'cargo.codAbovePayable': '{number}: Der Nachnahmebetrag darf den zu zahlenden Betrag nicht übersteigen',
  'cargo.barcodeRangeUsed':
    'Der PTT-Barcodebereich ist aufgebraucht: neuen Bereich in den PTT-Kargo-Einstellungen eingeben',
  'cargo.pttOneParcel':
    '{number}: PTT nimmt jedes Paket unter eigenem Barcode als eigene Sendung an; Paketanzahl auf 1 setzen',
  'cargo.cancelLate': 'Eine Sendung kann nach der Abholung nicht mehr storniert werden',
  'cargo.cancelled': 'Sendung storniert',
  'cargo.noLabels': 'Die gewählten Sendungen haben keine Etiketten: sie müssen zuerst übergeben werden',
  'cargo.packageTypeUsed': 'Ein Pakettyp mit diesem Namen existiert bereits',
};

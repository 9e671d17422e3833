/** German labels of the reports. */
export default {
  common: {
    filters: 'Filter',
    group: 'Gruppieren nach',
    noGroup: 'Keine Gruppierung',
    totals: 'Gesamtsumme',
    subtotal: 'Zwischensumme',
    rows: '{{count}} Zeilen',
    excel: 'Excel',
    pdf: 'PDF',
    print: 'Drucken',
    columns: 'Spalten',
    yes: 'Ja',
    pendingRecost:
      'Die Kosten von {{count}} Artikeln werden neu berechnet; Kosten- und Gewinnzahlen stehen in Kürze fest.',
  },
  stockBalance: {
    title: 'Lagerbestandsbericht',
    columns: {
      code: 'Artikelnummer',
      name: 'Artikelname',
      category: 'Kategorie',
      producer: 'Hersteller / Verlag',
      warehouse: 'Lager',
      unit: 'Einheit',
      quantity: 'Menge',
      unitCost: 'Durchschnittskosten',
      value: 'Wert zu Kosten',
      salePrice: 'Verkaufspreis',
      saleValue: 'Wert zu Verkaufspreis',
    },
    filters: {
      date: 'Datum',
      warehouse: 'Lager',
      category: 'Kategorie',
      producer: 'Hersteller / Verlag',
      search: 'Artikelnummer, Name oder Barcode',
      includeZero: 'Auch Nullbestände',
    },
  },
};

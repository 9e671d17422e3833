// Single-byte code pages a receipt printer prints Turkish in. Each string holds the characters of
// bytes 0x80–0xFF in order (\uFFFD where the page has none); 0x20–0x7E are ASCII in every page.
// The number is the page's ESC t number on Epson-compatible printers (TM-T20, TM-T88 and clones);
// a printer that numbers its pages differently takes its own number in the printer settings.

export interface CodePage {
  /** ESC t n on Epson's numbering. */
  escT: number;
  high: string;
}

export const CODE_PAGES = {
  /** IBM PC857, DOS Turkish: what most thermal printers sold in Turkey have. Page 13. */
  cp857: {
    escT: 13,
    high: 'ÇüéâäàåçêëèïîıÄÅÉæÆôöòûùİÖÜø£ØŞşáíóúñÑĞğ¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ºªÊËÈ\uFFFDÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµ\uFFFD×ÚÛÙìÿ¯´\u00AD±\uFFFD¾¶§÷¸°¨·¹³²■\u00A0',
  },
  /** Windows-1254 Turkish. Page 48 (WPC1254). */
  windows1254: {
    escT: 48,
    high: '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFD\uFFFD\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFD\uFFFDŸ\u00A0¡¢£¤¥¦§¨©ª«¬\u00AD®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏĞÑÒÓÔÕÖ×ØÙÚÛÜİŞßàáâãäåæçèéêëìíîïğñòóôõö÷øùúûüışÿ',
  },
} as const satisfies Record<string, CodePage>;

export type CodePageName = keyof typeof CODE_PAGES;

// SaxonJS ships no types; these are the calls the validator makes.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceNode: unknown;
    initialTemplate: string;
    destination: 'serialized';
    stylesheetParams?: Record<string, unknown>;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult?: unknown };
    getPlatform(): { parseXmlFromString(xml: string): unknown };
  };
  export default SaxonJS;
}

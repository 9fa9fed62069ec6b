/** fontverter ships no types; this is the one function the build uses. */
declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, to: "truetype" | "woff" | "woff2", from?: string): Promise<Uint8Array>;
  };
  export default fontverter;
}

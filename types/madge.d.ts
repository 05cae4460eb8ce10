// The part of madge's API (https://github.com/pahen/madge) that eslint-layering.test.ts uses;
// the package ships no types.
declare module "madge" {
  type MadgeResult = { circular(): string[][] };
  function madge(path: string, config?: { fileExtensions?: string[] }): Promise<MadgeResult>;
  export default madge;
}

// The part of @bramus/specificity's API that lib/cache/first-paint-css.ts uses: the package ships
// types, but its `exports` do not point to them, so TypeScript's bundler resolution finds none.
declare module "@bramus/specificity" {
  export default class Specificity {
    static calculate(selector: string): Specificity[];
    value: { a: number; b: number; c: number };
  }
}

import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "./locales";
import {
  CATALOGUE_SCOPES,
  clientCatalogue,
  type CatalogueRef,
  type CatalogueScope,
} from "./messages";

/**
 * The client catalogues as files (app/i18n/[file]/route.ts): a page names its catalogue and the
 * browser fetches it once per release and keeps it, instead of every page carrying it in its
 * HTML (the Hindi one is 28 KB gzipped; issue 30). The name holds a hash of the content, so a
 * new release's words are a new file and the old one can be cached for good.
 */
export const CATALOGUE_PATH = "/i18n/";

type CatalogueFile = { ref: CatalogueRef; name: string; body: string };

let files: Map<string, CatalogueFile> | null = null;

function build(): Map<string, CatalogueFile> {
  const built = new Map<string, CatalogueFile>();
  for (const locale of LOCALES) {
    for (const scope of CATALOGUE_SCOPES) {
      const body = JSON.stringify(clientCatalogue(locale, scope));
      const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
      const name = `${scope}-${locale}.${hash}.json`;
      built.set(`${scope}-${locale}`, {
        ref: { locale, scope, url: `${CATALOGUE_PATH}${name}` },
        name,
        body,
      });
    }
  }
  return built;
}

function catalogueFiles(): Map<string, CatalogueFile> {
  files ??= build();
  return files;
}

/** What a page hands its catalogue provider: the language, the scope and the file's address. */
export function catalogueRef(locale: Locale, scope: CatalogueScope): CatalogueRef {
  return catalogueFiles().get(`${scope}-${locale}`)!.ref;
}

const FILE_NAME = /^(public|seller)-([a-z]{2})\.([0-9a-f]{12})\.json$/;

/**
 * The file a name asks for: `current` when the name is this release's (cached for good), false
 * for an earlier release's name (a page loaded before a deploy: it gets this release's words,
 * cached briefly). Null for a name that is no catalogue.
 */
export function catalogueFile(name: string): { body: string; current: boolean } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const file = catalogueFiles().get(`${match[1]}-${match[2]}`);
  if (!file) return null;
  return { body: file.body, current: file.name === name };
}

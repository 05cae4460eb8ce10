// The fuzz suite over every route handler (lib/http/__tests__/fuzz-suite.ts).
import { fuzzSuite } from "./fuzz-suite";

fuzzSuite("route handlers");

// The fuzz suite over every server action (lib/http/__tests__/fuzz-suite.ts).
import { fuzzSuite } from "./fuzz-suite";

fuzzSuite("server actions");

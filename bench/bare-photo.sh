#!/usr/bin/env bash
# The bare Next.js reference (../shared/bench/bare-next) with one more page, /photo: its static
# page with one demo listing photo under the heading, drawn as a listing's gallery draws it on a
# phone (full width, 16:10, the three stored widths in srcset, fetchpriority high). Lighthouse on
# /photo gives the floor for a page whose largest element is a photo; bench/README.md ("What a
# photo and a security header cost a bare page") has the figures.
# Usage, from the project's root after `npm install` and a seeded database (the photo comes from
# the demo photos in UPLOAD_DIR):  bash bench/bare-photo.sh [PORT] [--coop]   (default 3012)
# --coop: every page also answers with our Cross-Origin-Opener-Policy (lib/http/security-headers.ts),
# which costs a first paint a browsing context group switch when loaded into a fresh tab.
set -euo pipefail
project=$(pwd)
port=${1:-3012}
coop=${2:-}
[ -z "$coop" ] || [ "$coop" = "--coop" ] || { echo "usage: bash bench/bare-photo.sh [PORT] [--coop]"; exit 1; }
shared="$project/../shared/bench/bare-next"
photos="${UPLOAD_DIR:-./data/uploads}/seed"
[ -d "$project/node_modules/next" ] || { echo "run this from the project's root after npm install"; exit 1; }
[ -d "$shared/app" ] || { echo "the bare reference app is not at $shared"; exit 1; }
[ -f "$photos/apartment-18-960.webp" ] || { echo "no demo photos in $photos: run npm start (or scripts/prepare-db.ts) first"; exit 1; }
# The header's value is read from where the site sets it, so the reference follows any change there.
opener=$(sed -n 's/.*"Cross-Origin-Opener-Policy", value: "\([^"]*\)".*/\1/p' "$project/lib/http/security-headers.ts")
[ -z "$coop" ] || [ -n "$opener" ] || { echo "no Cross-Origin-Opener-Policy in lib/http/security-headers.ts"; exit 1; }
# ../shared's serve.sh copies only app/ and tsconfig.json, so its steps are repeated here with the
# photos (public/) and, for --coop, a next.config.mjs.
work=$(mktemp -d "${TMPDIR:-/tmp}/bare-photo.XXXXXX")
cp -r "$shared/app" "$shared/tsconfig.json" "$work/"
mkdir -p "$work/public" "$work/app/photo"
cp "$photos"/apartment-18-{480,960,1440}.webp "$work/public/"
cat > "$work/app/photo/page.tsx" <<'EOF'
import Link from "next/link";
export default function Page() {
  const items = Array.from({ length: 24 }, (_, i) => i);
  return (<main><h1>Property listings in Indore</h1>
    <div style={{ position: "relative", aspectRatio: "16 / 10", width: "100%" }}>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img alt="A 4 BHK flat" src="/apartment-18-960.webp" fetchPriority="high" sizes="100vw"
        srcSet="/apartment-18-480.webp 480w, /apartment-18-960.webp 960w, /apartment-18-1440.webp 1440w"
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }} />
    </div>
    <ul>{items.map((i) => <li key={i}><Link href={`/p/${i}`}>Listing {i}: 3 BHK flat, 1,450 sq ft, ₹ 85 lakh</Link></li>)}</ul></main>);
}
EOF
if [ "$coop" = "--coop" ]; then
  cat > "$work/next.config.mjs" <<EOF
export default {
  async headers() {
    return [{ source: "/:path*", headers: [{ key: "Cross-Origin-Opener-Policy", value: "$opener" }] }];
  },
};
EOF
fi
echo '{"name":"bare-photo","private":true}' > "$work/package.json"
cp -al "$project/node_modules" "$work/node_modules" 2>/dev/null || cp -r "$project/node_modules" "$work/node_modules"
cd "$work"
npx next build > build.log 2>&1 || { tail -20 build.log; exit 1; }
echo "bare Next.js reference with /photo${coop:+ ($coop)} on http://127.0.0.1:$port/photo; scratch: $work"
exec npx next start -H 127.0.0.1 -p "$port"

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
      "**/*.cjs",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Toasts have one home: components/ui/toast.ts loads sonner with the first toast.
    ignores: ["components/ui/toast.ts", "components/ui/toaster.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "sonner",
              message:
                'Import { toast } from "@/components/ui/toast" (sonner loads with the first toast).',
            },
          ],
        },
      ],
    },
  },
];
export default config;

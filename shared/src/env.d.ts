// Values the bundler replaces at build time (DefinePlugin in scripts/build/app-config.ts).
declare const process: { env: { NODE_ENV: 'production' | 'development' | 'test'; PORTAL_RELEASE?: string } };

/**
 * For tests: the smallest environment a production start accepts, every required value set. Tests
 * spread it and change the variable they are about.
 */
export const TEST_VAPID_KEYS = {
  publicKey: 'BPq9tJziVfbs2HurbhRvZ7xTMqOufFjR8hZgNz3UuWmKLwLOx3-vklrhpHg89m2reebGVt92gPyKwVJ5VHt2I3g',
  privateKey: 'SOdctVQ0lz9bmEWpxdCF3JXjohtvlotnv-hzEliwYjc',
};

export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@db:5432/eclat',
  SMTP_URL: 'smtp://mail:25',
  APP_SECRET: 'p'.repeat(40),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PUBLIC_URL: 'https://eclat.example',
  TRUST_PROXY: 'true',
  PRIVACY_OFFICER_EMAIL: 'confidentialite@eclat.example',
  PRIVACY_OFFICER_ADDRESS: 'Éclat, 1000 rue Exemple, Montréal (Québec) H2X 1Y4',
  OPS_EMAIL: 'operations@eclat.example',
  PLATFORM_GST_NUMBER: '123456789RT0001',
  PLATFORM_QST_NUMBER: '1234567890TQ0001',
  PLATFORM_ADDRESS: '1000, rue Sherbrooke Ouest, Montréal (Québec) H3A 3G4',
  VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
  VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
};
